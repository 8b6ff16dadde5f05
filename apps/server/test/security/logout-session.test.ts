import { ACCESS_LEVELS, type AccessLevel } from '@ks/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD } from '../factories.js';
import { gql, loginAs, refreshCookieOf } from '../harness.js';
import { useTestServer } from '../suite-server.js';
import { subscribeLive, type LiveSubscriber } from '../live-subscriber.js';
import { buildMember, buildTenant } from '../people.js';
import { buildQuest, DOCS, ok, openActivation } from '../quests.js';
import { until } from '../until.js';

// Issue 35 item 4 (decision 0143): a plain logout ends its session at once — the access token it was issued
// is refused (it names its refresh family, `sid`, and the viewer lookup checks the family), and the streams
// opened with it end — while the person's other sessions, and everyone else, carry on. One server, on PGlite
// or PostgreSQL (TEST_DATABASE_URL); live-revocation.test.ts repeats it across two instances.
const ME = '{ me { id } }';
const PROGRESS = 'subscription { locationProgressChanged { kind } }';
const LOGOUT = 'mutation { logout { status } }';
const REFRESH = 'mutation { refreshToken { access_token } }';
const ENDS_WITHIN_MS = 5_000;

const server = useTestServer({ config: { seedDemo: false } });
const open: Array<LiveSubscriber<unknown>> = [];
afterAll(async () => {
  for (const stream of open) stream.close();
});

type Session = { token: string; cookie: string; clientId?: string };

async function member(level: AccessLevel) {
  const { client, locationA } = await buildTenant(server.pool);
  const marker = () => progressMarker(client.id, locationA.id);
  const { user } = await buildMember(server.pool, client.id, level, [locationA.id]);
  const signIn = async (): Promise<Session> => ({
    ...(await loginAs(server, user.email, FACTORY_PASSWORD)),
    // A Full Admin belongs to no client: the header chooses one.
    ...(level === 'FULL_ADMIN' ? { clientId: client.id } : {}),
  });
  return { user, signIn, marker };
}

async function stream(session: Session) {
  const subscriber = await subscribeLive(server, PROGRESS, {}, session);
  open.push(subscriber);
  return subscriber;
}

async function endsWithin(subscriber: LiveSubscriber<unknown>, ms = ENDS_WITHIN_MS): Promise<number> {
  const started = Date.now();
  while (!subscriber.completed) {
    if (Date.now() - started > ms) throw new Error(`the stream was still open after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

/**
 * The marker event for a negative check ("this stream was not ended"): a manager answers a checklist at the
 * member's location, a progress event every stream there must hear.
 */
async function progressMarker(clientId: string, locationId: string): Promise<void> {
  const { token } = await buildMember(server.pool, clientId, 'MANAGER', [locationId]);
  const built = await buildQuest(server, token, { locationIds: [locationId], name: 'Marker round' });
  const activationId = await openActivation(server, token, locationId, built.quest.id);
  await ok(server, DOCS.answer, { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] } }, { token });
}

/** Every stream outlived what the test did before: each hears the marker, none has ended. */
async function stillOpen(marker: () => Promise<void>, ...streams: Array<LiveSubscriber<unknown>>): Promise<void> {
  const from = streams.map((stream) => stream.messages.length);
  await marker();
  const heard = () => streams.map((stream, i) => (stream.messages.length > from[i]! ? true : stream.completed ? false : null));
  const seen = await until(
    async () => heard(),
    (answers) => answers.every((answer) => answer !== null),
    ENDS_WITHIN_MS,
  );
  expect(seen).toEqual(streams.map(() => true));
}

const me = (session: Session) => gql<{ me: { id: string } }>(server, ME, {}, session);
const logout = (session: Partial<Session>) => gql(server, LOGOUT, {}, session);

describe('logout ends its own session at once, and only it', () => {
  it.each(ACCESS_LEVELS)('%s: the old access token is refused and its stream ends; the other session carries on', async (level) => {
    const { user, signIn, marker: signInMarker } = await member(level);
    const bystander = await member('STANDARD_USER');
    const phone = await signIn();
    const tablet = await signIn();
    const elsewhere = await bystander.signIn();
    const phoneStream = await stream(phone);
    const tabletStream = await stream(tablet);
    const elsewhereStream = await stream(elsewhere);
    expect((await me(phone)).data?.me.id).toBe(user.id);

    expect((await logout(phone)).errors).toBeUndefined();
    const endedAfterMs = await endsWithin(phoneStream);
    expect(endedAfterMs).toBeLessThan(ENDS_WITHIN_MS);

    const refused = await me(phone);
    expect(refused.data?.me ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Nor can the logged-out token open a stream again.
    const reopened = await stream(phone);
    await endsWithin(reopened);
    expect(reopened.messages[0]?.errors?.[0]?.extensions?.code, JSON.stringify(reopened.messages)).toBe('UNAUTHENTICATED');

    // The person's other session, and another client's person, are untouched.
    await stillOpen(signInMarker, tabletStream);
    await stillOpen(bystander.marker, elsewhereStream);
    expect((await me(tablet)).data?.me.id).toBe(user.id);
    expect((await me(elsewhere)).data?.me.id).toBe(bystander.user.id);
    const refreshed = await gql<{ refreshToken: { access_token: string } }>(server, REFRESH, {}, { cookie: tablet.cookie });
    expect(refreshed.data?.refreshToken.access_token).toBeTruthy();
  });

  it('a logout with the access token alone (the cookie lost) ends that session too', async () => {
    const { signIn } = await member('STANDARD_USER');
    const phone = await signIn();
    const tablet = await signIn();
    const phoneStream = await stream(phone);
    expect((await logout({ token: phone.token })).errors).toBeUndefined();
    await endsWithin(phoneStream);
    expect((await me(phone)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The refresh token of the session is revoked with it: the lost cookie cannot start it again.
    expect((await gql(server, REFRESH, {}, { cookie: phone.cookie })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await me(tablet)).errors).toBeUndefined();
  });

  it('an access token of a rotated session stays valid; a replayed refresh token revokes the session’s access tokens', async () => {
    const { signIn } = await member('STANDARD_USER');
    const phone = await signIn();
    const rotated = await gql<{ refreshToken: { access_token: string } }>(server, REFRESH, {}, { cookie: phone.cookie });
    const fresh = { token: rotated.data!.refreshToken.access_token, cookie: refreshCookieOf(rotated.setCookie) };
    // Both access tokens belong to the one session, which is still alive.
    expect((await me(phone)).errors).toBeUndefined();
    expect((await me(fresh)).errors).toBeUndefined();
    // The spent refresh token comes back: it leaked, so its family is revoked (RFC 6819), and with it the
    // session's access tokens, not only at the next refresh.
    expect((await gql(server, REFRESH, {}, { cookie: phone.cookie })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await me(fresh)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await me(phone)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
