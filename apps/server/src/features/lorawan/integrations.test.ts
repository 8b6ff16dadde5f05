import { describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/secure-token.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import type { RunningServer } from '../../server.js';
import { outcome, outcomesFrom, suiteSessions } from '../../../test/estate-factories.js';
import { countWhere, systemQuery } from '../../../test/readings.js';

let server: RunningServer;
const { as, asLevel } = suiteSessions((started) => (server = started));

const CREATE = `mutation($input: CreateNetworkIntegrationInput!) {
  createNetworkIntegration(input: $input) { secret integration { id kind name } } }`;
const LIST = '{ networkIntegrations { id kind name uplinks badUplinks lastError } }';
const ROTATE = 'mutation($id: ID!) { rotateNetworkIntegrationSecret(integrationId: $id) { secret integration { id } } }';
const REMOVE = 'mutation($id: ID!) { removeNetworkIntegration(integrationId: $id) { status id } }';

interface Created {
  createNetworkIntegration: { secret: string; integration: { id: string; kind: string; name: string } };
}
interface Listed {
  networkIntegrations: Array<{ id: string; name: string }>;
}

const create = (email: string, name: string, kind = 'CHIRPSTACK') => as<Created>(email, CREATE, { input: { kind, name } });

describe('network integrations', () => {
  it.each(outcomesFrom('MANAGER'))('%s manages network integrations: %s', async (level, expected) => {
    const before = await countWhere(server.pool, 'network_integrations', 'client_id = $1', [DEMO_IDS.harbor]);
    const created = await asLevel<Created>(level, CREATE, { input: { kind: 'THE_THINGS_STACK', name: `TTS of ${level}` } });
    expect(outcome(created)).toBe(expected);
    expect(outcome(await asLevel(level, LIST))).toBe(expected);
    expect(await countWhere(server.pool, 'network_integrations', 'client_id = $1', [DEMO_IDS.harbor])).toBe(
      before + (expected === 'OK' ? 1 : 0),
    );
    if (expected === 'OK') {
      const id = created.data!.createNetworkIntegration.integration.id;
      expect(outcome(await asLevel(level, ROTATE, { id }))).toBe('OK');
      expect(outcome(await asLevel(level, REMOVE, { id }))).toBe('OK');
    }
  });

  it('shows the secret once and keeps only its SHA-256; a rotation replaces it', async () => {
    const created = await create('manager@harbor.example', 'Kitchen ChirpStack');
    const { secret, integration } = created.data!.createNetworkIntegration;
    expect(integration).toMatchObject({ kind: 'CHIRPSTACK', name: 'Kitchen ChirpStack' });
    expect(secret).toMatch(/^ksn_/);
    const stored = async () =>
      (
        await systemQuery<{ secret_hash: string }>(server.pool, 'SELECT secret_hash FROM network_integrations WHERE id = $1', [
          integration.id,
        ])
      ).rows[0]!.secret_hash;
    expect(await stored()).toBe(hashToken(secret));
    const rotated = await as<{ rotateNetworkIntegrationSecret: { secret: string } }>('manager@harbor.example', ROTATE, {
      id: integration.id,
    });
    const next = rotated.data!.rotateNetworkIntegrationSecret.secret;
    expect(next).not.toBe(secret);
    expect(await stored()).toBe(hashToken(next));
  });

  it('refuses an empty name', async () => {
    expect((await create('manager@harbor.example', '  ')).errors?.[0]?.message).toBe('Field is required');
  });

  it('never shows, rotates or removes another client’s integration', async () => {
    const theirs = (await create('manager@sunrise.example', 'Sunrise TTS', 'THE_THINGS_STACK')).data!.createNetworkIntegration.integration;
    const listed = await as<Listed>('manager@harbor.example', LIST);
    expect(listed.data!.networkIntegrations.map((i) => i.id)).not.toContain(theirs.id);
    for (const document of [ROTATE, REMOVE]) {
      const refused = await as('manager@harbor.example', document, { id: theirs.id });
      expect(refused.errors?.[0]?.message).toBe('Integration not found');
    }
    expect(await countWhere(server.pool, 'network_integrations', 'id = $1', [theirs.id])).toBe(1);
  });
});
