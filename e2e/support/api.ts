import { toRrule } from '@ks/domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session.js';

/**
 * The real GraphQL API as a demo account, for preparing a scenario quickly (a quest to do, a sensor to
 * detach); what the test is about is still done through the screens.
 */
export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    private readonly clientId: string | null,
  ) {}

  static async as(request: APIRequestContext, email: string, clientId: string | null = null): Promise<Api> {
    const response = await request.post('/graphql', {
      data: {
        query: 'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
        variables: { input: { username: email, password: DEMO_PASSWORD } },
      },
    });
    const body = (await response.json()) as { data?: { login: { access_token: string } }; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return new Api(request, body.data!.login.access_token, clientId);
  }

  /** Calls the API and fails the test on any error. */
  async ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${this.token}`, ...(this.clientId ? { 'client-id': this.clientId } : {}) },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  }
}

type Part = { __typename: string; id: string; action?: { id: string; type: string } };
const PARTS = 'id parts { __typename ... on QuestActionPart { id action { id type } } }';

/**
 * An every-day, all-day quest at a location (and `alsoAt` others: a shared quest), built (and activated unless
 * told) as `api`'s user; returns its actions' ids.
 */
export async function buildDailyQuest(
  api: Api,
  {
    locationId,
    alsoAt = [],
    name,
    actions,
    activate = true,
  }: {
    locationId: string;
    alsoAt?: string[];
    name: string;
    actions: Array<{ type: string; name: string; properties?: unknown }>;
    activate?: boolean;
  },
): Promise<{ id: string; actionIds: string[] }> {
  const created = await api.ok<{ createQuest: { id: string } }>(`mutation($l: [ID!]!) { createQuest(locationIds: $l) { id } }`, {
    l: [locationId, ...alsoAt],
  });
  const id = created.createQuest.id;
  let parts: Part[] = [];
  for (const [index, action] of actions.entries()) {
    const result = await api.ok<{ createQuestAction: { parts: Part[] } }>(
      `mutation($q: ID!, $t: ActionType!, $i: Int!) { createQuestAction(questId: $q, type: $t, atIndex: $i) { ${PARTS} } }`,
      { q: id, t: action.type, i: index },
    );
    parts = result.createQuestAction.parts;
    const actionId = parts[index]!.action!.id;
    await api.ok(`mutation($a: ID!, $n: String, $p: String) { updateAction(actionId: $a, name: $n, properties: $p) { id } }`, {
      a: actionId,
      n: action.name,
      p: action.properties === undefined ? undefined : JSON.stringify(action.properties),
    });
  }
  const startDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const schedule = toRrule({ repeat: 'DAILY', interval: 1, startDate, weekDays: [], allDay: true, startTimes: [], durationMin: 1440 });
  await api.ok(`mutation($id: ID!, $input: UpdateQuestInput!) { updateQuest(id: $id, input: $input) { id } }`, {
    id,
    input: { name, ...schedule },
  });
  if (activate) await api.ok(`mutation($q: ID!) { setQuestActive(questId: $q, active: true) { id } }`, { q: id });
  return { id, actionIds: parts.map((part) => part.action!.id) };
}
