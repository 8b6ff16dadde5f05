import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';

const TRACK = 'mutation($input: TrackEventInput!) { trackEvent(input: $input) }';

const server = useTestServer();

async function eventsAt(path: string) {
  const result = await server.pool.query(
    'SELECT name, page, logged_in, client_id, user_id, properties FROM analytics_events WHERE path = $1',
    [path],
  );
  return result.rows;
}

describe('analytics events', () => {
  it('stores an anonymous page view from the login page', async () => {
    const path = `/login?probe=${Date.now()}`;
    const result = await gql(server, TRACK, {
      input: { name: 'page_view', path, page: 'Log in (web)', loggedIn: false, browser: 'Chromium', commit: 'abc123' },
    });
    expect(result.data).toEqual({ trackEvent: true });
    expect(await eventsAt(path)).toEqual([
      {
        name: 'page_view',
        page: 'Log in (web)',
        logged_in: false,
        client_id: null,
        user_id: null,
        properties: { browser: 'Chromium', commit: 'abc123' },
      },
    ]);
  });

  it('attaches the signed-in user and tenant, and never trusts a logged-in claim without a token', async () => {
    const { token } = await loginAs(server, 'cook@harbor.example');
    const path = `/dashboard?probe=${Date.now()}`;
    await gql(server, TRACK, { input: { name: 'page_view', path, page: 'Dashboard (web)', loggedIn: true } }, { token });
    await gql(server, TRACK, { input: { name: 'page_view', path, page: 'Dashboard (web)', loggedIn: true } });
    const rows = await eventsAt(path);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(expect.objectContaining({ logged_in: true, client_id: DEMO_IDS.harbor }));
    expect(rows).toContainEqual(expect.objectContaining({ logged_in: false, client_id: null, user_id: null }));
  });

  it('refuses an oversized event and stores nothing', async () => {
    const path = `/x?probe=${Date.now()}`;
    const result = await gql(server, TRACK, { input: { name: 'x'.repeat(65), path } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_LONG', limit: 64 });
    expect(await eventsAt(path)).toEqual([]);
  });
});
