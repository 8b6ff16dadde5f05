import { describe, expect, it } from 'vitest';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../factories.js';
import { gql, loginAs } from '../harness.js';
import { useTestServer } from '../suite-server.js';

// Issue 35 item 5: a share link kept working after its creator was deactivated. It now stops with them; another
// manager issues a new one.
const CREATE = 'mutation($input: CreateReportShareLinkInput!) { createReportShareLink(input: $input) { url } }';
const server = useTestServer({ config: { seedDemo: false } });

describe('report share links and their creator', () => {
  it('stop when the creator is deactivated; a link another manager issues works', async () => {
    const tenant = await buildClient(server.pool, 'Share');
    const scope = { clientId: tenant.client.id, clientRole: 'MANAGER' as const, locationIds: [tenant.location.id] };
    const creator = await buildUser(server.pool, scope);
    const other = await buildUser(server.pool, scope);
    const as = async (email: string) => (await loginAs(server, email, FACTORY_PASSWORD)).token;
    const create = async (token: string) => {
      const result = await gql<{ createReportShareLink: { url: string } }>(
        server,
        CREATE,
        { input: { locationId: tenant.location.id, expiresInDays: 7 } },
        { token, clientId: tenant.client.id },
      );
      return `${server.url}/reports/shared/${result.data!.createReportShareLink.url.split('/shared-report/')[1]}`;
    };
    const otherToken = await as(other.email);
    const link = await create(await as(creator.email));
    expect((await fetch(link)).status).toBe(200);

    const removed = await gql(
      server,
      'mutation($id: ID!) { deleteUser(id: $id) { deactivated } }',
      { id: creator.id },
      { token: otherToken },
    );
    expect(removed.errors).toBeUndefined();
    expect((await fetch(link)).status).toBe(404);
    expect((await fetch(`${link}/pdf`)).status).toBe(404);

    const reissued = await create(otherToken);
    expect((await fetch(reissued)).status).toBe(200);
  });
});
