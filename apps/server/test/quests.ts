import { toRrule, type ScheduleSpec } from '@ks/domain';
import { expect } from 'vitest';
import { DEMO_IDS } from '../src/seed/demo-accounts.js';
import type { RunningServer } from '../src/server.js';
import { gql, loginAs, type GqlOptions, type GqlResponse } from './harness.js';

/** Shared by the checklist features' HTTP tests: GraphQL documents and builders that go through the API. */
export const QUEST_FIELDS = `id name description rrule durationMin active updatedAt actionCount
  locations { id name }
  viewerCan { edit copy delete activate }
  parts { __typename ... on SectionMarker { id name description } ... on QuestActionPart { id action { id type name properties activeQuestCount } } }`;

export const DOCS = {
  createQuest: `mutation($locationIds: [ID!]!) { createQuest(locationIds: $locationIds) { ${QUEST_FIELDS} } }`,
  updateQuest: `mutation($id: ID!, $input: UpdateQuestInput!) { updateQuest(id: $id, input: $input) { ${QUEST_FIELDS} } }`,
  copyQuest: 'mutation($id: ID!) { copyQuest(id: $id) { newId } }',
  deleteQuest: 'mutation($id: ID!) { deleteQuest(id: $id) }',
  setQuestActive: `mutation($questId: ID!, $active: Boolean!) { setQuestActive(questId: $questId, active: $active) { ${QUEST_FIELDS} } }`,
  createQuestSection: `mutation($questId: ID!, $atIndex: Int!) { createQuestSection(questId: $questId, atIndex: $atIndex) { ${QUEST_FIELDS} } }`,
  createQuestAction: `mutation($questId: ID!, $type: ActionType!, $atIndex: Int!) { createQuestAction(questId: $questId, type: $type, atIndex: $atIndex) { ${QUEST_FIELDS} } }`,
  insertQuestAction: `mutation($questId: ID!, $actionId: ID!, $atIndex: Int!) { insertQuestAction(questId: $questId, actionId: $actionId, atIndex: $atIndex) { ${QUEST_FIELDS} } }`,
  removeQuestParts: `mutation($questId: ID!, $partIds: [ID!]!) { removeQuestParts(questId: $questId, partIds: $partIds) { ${QUEST_FIELDS} } }`,
  updateQuestPartsOrder: `mutation($questId: ID!, $partIds: [ID!]!) { updateQuestPartsOrder(questId: $questId, partIds: $partIds) { ${QUEST_FIELDS} } }`,
  updateSectionMarker:
    'mutation($sectionId: ID!, $name: String, $description: String) { updateSectionMarker(sectionId: $sectionId, name: $name, description: $description) { id name description } }',
  saveActionToLibrary: `mutation($actionId: ID!) { saveActionToLibrary(actionId: $actionId) { id inLibrary } }`,
  updateAction: `mutation($actionId: ID!, $name: String, $description: String, $category: ActionCategory, $importance: Importance, $attachments: [ID!], $properties: String) {
    updateAction(actionId: $actionId, name: $name, description: $description, category: $category, importance: $importance, attachments: $attachments, properties: $properties) {
      id type name description category importance activeQuestCount properties attachments { id name url type mimeType } } }`,
  quests: `query($locationId: ID) { quests(locationId: $locationId) { ${QUEST_FIELDS} } }`,
  quest: `query($id: ID!) { quest(id: $id) { ${QUEST_FIELDS} } }`,
  todayActivations: `query($locationId: ID!) { todayActivations(locationId: $locationId) { id progress score missed open startsAt endsAt localDate quest { id name } } }`,
  answer: `mutation($activationId: ID!, $partId: ID!, $answer: QuestAnswerInput!) {
    answerQuestAction(activationId: $activationId, partId: $partId, answer: $answer) { id progress submission { id answerCount answers { partId compliant temperatureCelsius chosenOptions acknowledged } } } }`,
  submit: `mutation($activationId: ID!) { submitQuestActivation(activationId: $activationId) {
    id score answerCount fixitCount submittedAt submittedBy { displayName } fixits { id status action { name } } } }`,
} as const;

type Parts = Array<
  | { __typename: 'SectionMarker'; id: string; name: string }
  | { __typename: 'QuestActionPart'; id: string; action: { id: string; type: string; name: string; properties: string } }
>;

export interface QuestResult {
  id: string;
  name: string;
  rrule: string | null;
  active: boolean;
  durationMin: number;
  actionCount: number;
  locations: Array<{ id: string; name: string }>;
  viewerCan: { edit: boolean; copy: boolean; delete: boolean; activate: boolean };
  parts: Parts;
}

const tokenCache = new WeakMap<RunningServer, Map<string, string>>();

/** A cached access token for a demo (or factory) account on this server. */
export async function tokenFor(server: RunningServer, email: string, password?: string): Promise<string> {
  let cache = tokenCache.get(server);
  if (!cache) {
    cache = new Map();
    tokenCache.set(server, cache);
  }
  const known = cache.get(email);
  if (known) return known;
  const { token } = await loginAs(server, email, password);
  cache.set(email, token);
  return token;
}

/** Calls the API and fails the test on any error. */
export async function ok<T>(server: RunningServer, query: string, variables: Record<string, unknown>, options: GqlOptions): Promise<T> {
  const result = await gql<T>(server, query, variables, options);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
}

/** The first error's code and message. */
export function errorOf(result: GqlResponse<unknown>): { code: unknown; message: string | undefined } {
  return { code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message };
}

/** An every-day, all-day schedule starting yesterday: the current window is open now everywhere. */
export function allDaySchedule(): { rrule: string; durationMin: number } {
  const spec: ScheduleSpec = {
    repeat: 'DAILY',
    interval: 1,
    startDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
    weekDays: [],
    allDay: true,
    startTimes: [],
    durationMin: 1440,
  };
  return toRrule(spec);
}

export interface BuiltQuest {
  quest: QuestResult;
  temperaturePartId: string;
  choicePartId: string;
  temperatureActionId: string;
  choiceActionId: string;
}

/**
 * Builds, through the API, a named all-day quest with a section, a fridge temperature (0…5 °C) and a
 * single choice whose 'No' triggers a fix-it; active unless `activate` is false.
 */
export async function buildQuest(
  server: RunningServer,
  token: string,
  { locationIds, name = 'Fridge round', activate = true }: { locationIds: string[]; name?: string; activate?: boolean },
): Promise<BuiltQuest> {
  const as = { token };
  const created = await ok<{ createQuest: QuestResult }>(server, DOCS.createQuest, { locationIds }, as);
  const id = created.createQuest.id;
  await ok(server, DOCS.createQuestSection, { questId: id, atIndex: 0 }, as);
  await ok(server, DOCS.createQuestAction, { questId: id, type: 'TEMPERATURE', atIndex: 1 }, as);
  const withChoice = await ok<{ createQuestAction: QuestResult }>(
    server,
    DOCS.createQuestAction,
    { questId: id, type: 'SINGLE_CHOICE', atIndex: 2 },
    as,
  );
  const [section, temperature, choice] = withChoice.createQuestAction.parts;
  if (
    section?.__typename !== 'SectionMarker' ||
    temperature?.__typename !== 'QuestActionPart' ||
    choice?.__typename !== 'QuestActionPart'
  ) {
    throw new Error(`unexpected parts ${JSON.stringify(withChoice.createQuestAction.parts)}`);
  }
  await ok(server, DOCS.updateSectionMarker, { sectionId: section.id, name: 'Cold room', description: '' }, as);
  await ok(
    server,
    DOCS.updateAction,
    {
      actionId: temperature.action.id,
      name: 'Fridge temperature',
      properties: JSON.stringify({
        safeZones: [
          { direction: 'ABOVE', thresholdCelsius: 0 },
          { direction: 'BELOW', thresholdCelsius: 5 },
        ],
      }),
    },
    as,
  );
  await ok(
    server,
    DOCS.updateAction,
    {
      actionId: choice.action.id,
      name: 'Door seal intact?',
      properties: JSON.stringify({
        options: [
          { name: 'Yes', triggersFixIt: false },
          { name: 'No', triggersFixIt: true },
        ],
      }),
    },
    as,
  );
  const updated = await ok<{ updateQuest: QuestResult }>(server, DOCS.updateQuest, { id, input: { name, ...allDaySchedule() } }, as);
  let quest = updated.updateQuest;
  if (activate)
    quest = (await ok<{ setQuestActive: QuestResult }>(server, DOCS.setQuestActive, { questId: id, active: true }, as)).setQuestActive;
  return {
    quest,
    temperaturePartId: temperature.id,
    choicePartId: choice.id,
    temperatureActionId: temperature.action.id,
    choiceActionId: choice.action.id,
  };
}

/** Today's open activation of a quest at a location, as a worker sees it. */
export async function openActivation(server: RunningServer, token: string, locationId: string, questId: string): Promise<string> {
  const data = await ok<{ todayActivations: Array<{ id: string; open: boolean; quest: { id: string } }> }>(
    server,
    DOCS.todayActivations,
    { locationId },
    { token },
  );
  const activation = data.todayActivations.find((item) => item.quest.id === questId && item.open);
  if (!activation) throw new Error(`no open activation of ${questId} in ${JSON.stringify(data.todayActivations)}`);
  return activation.id;
}

/** A fresh PENDING fix-it raised at a Harbor location by `email` through the real flow (a failed choice). */
export async function raiseFixit(server: RunningServer, email: string, locationId: string = DEMO_IDS.harborDowntown): Promise<string> {
  const manager = await tokenFor(server, 'manager@harbor.example');
  const built = await buildQuest(server, manager, { locationIds: [locationId], name: `Raised by ${email}` });
  const token = await tokenFor(server, email);
  const activationId = await openActivation(server, token, locationId, built.quest.id);
  await ok(server, DOCS.answer, { activationId, partId: built.choicePartId, answer: { optionIndexes: [1] } }, { token });
  const submitted = await ok<{ submitQuestActivation: { fixits: Array<{ id: string }> } }>(
    server,
    DOCS.submit,
    { activationId },
    { token },
  );
  const [fixit] = submitted.submitQuestActivation.fixits;
  if (!fixit) throw new Error('the submission raised no fix-it');
  return fixit.id;
}
