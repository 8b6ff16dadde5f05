import { defaultAlertDelayFor, defaultSafeZoneFor, type ApplianceType } from '@ks/domain';
import { randomUUID } from 'node:crypto';
import { withSystemTx, type Pool } from '../src/db/database.js';
import { appliances, areas, sensorCredentials, sensors } from '../src/db/schema/index.js';
import { newSensorSecret } from '../src/features/sensors/sensor-credentials.js';
import type { RunningServer } from '../src/server.js';
import { DEMO_IDS } from '../src/seed/demo-accounts.js';
import { afterAll, beforeAll } from 'vitest';
import { gql, loginAs, startTestServer, type GqlResponse } from './harness.js';

/** An area in a location. */
export async function buildArea(pool: Pool, options: { clientId: string; locationId: string; name?: string }) {
  return withSystemTx(pool, async (db) => {
    const [area] = await db
      .insert(areas)
      .values({ clientId: options.clientId, locationId: options.locationId, name: options.name ?? `Area ${randomUUID().slice(0, 6)}` })
      .returning();
    return area!;
  });
}

/** A piece of equipment with its type's default safe zone. */
export async function buildAppliance(
  pool: Pool,
  options: { clientId: string; locationId: string; areaId?: string | null; type?: ApplianceType; name?: string },
) {
  const type = options.type ?? 'FRIDGE';
  const zone = defaultSafeZoneFor(type);
  return withSystemTx(pool, async (db) => {
    const [appliance] = await db
      .insert(appliances)
      .values({
        clientId: options.clientId,
        locationId: options.locationId,
        areaId: options.areaId ?? null,
        name: options.name ?? `Fridge ${randomUUID().slice(0, 6)}`,
        type,
        safeMinC: zone.min,
        safeMaxC: zone.max,
        alertDelayMin: defaultAlertDelayFor(type),
      })
      .returning();
    return appliance!;
  });
}

/** A registered sensor (with a credential), optionally kept for a location and attached to an appliance. */
export async function buildSensor(
  pool: Pool,
  options: { clientId: string; locationId?: string | null; applianceId?: string | null; hwid?: string; battery?: number },
) {
  return withSystemTx(pool, async (db) => {
    const [sensor] = await db
      .insert(sensors)
      .values({
        clientId: options.clientId,
        hwid: options.hwid ?? `HW-${randomUUID().slice(0, 8)}`,
        locationId: options.locationId ?? null,
        applianceId: options.applianceId ?? null,
        attachedAt: options.applianceId ? new Date() : null,
        latestBatteryLevel: options.battery ?? null,
      })
      .returning();
    await db
      .insert(sensorCredentials)
      .values({ sensorId: sensor!.id, clientId: options.clientId, secretHash: newSensorSecret().secretHash });
    return sensor!;
  });
}

/** The demo accounts by access level, with the client each acts in (a Full Admin picks Harbor). */
export const LEVEL_ACCOUNTS = [
  { level: 'FULL_ADMIN', email: 'admin@demo.example', clientId: DEMO_IDS.harbor },
  { level: 'MANAGER', email: 'manager@harbor.example' },
  { level: 'LOCATION_MANAGER', email: 'lm@harbor.example' },
  { level: 'STANDARD_USER', email: 'cook@harbor.example' },
  { level: 'BASIC_USER', email: 'porter@harbor.example' },
] as const;

export type Level = (typeof LEVEL_ACCOUNTS)[number]['level'];

/**
 * The outcome each demo level expects of an operation allowed from `lowest` up ('OK'), refused below it
 * ('FORBIDDEN'): the table of a role test, `it.each(outcomesFrom('LOCATION_MANAGER'))`.
 */
export function outcomesFrom(lowest: Level): Array<[Level, string]> {
  const at = LEVEL_ACCOUNTS.findIndex((account) => account.level === lowest);
  return LEVEL_ACCOUNTS.map((account, index) => [account.level, index <= at ? 'OK' : 'FORBIDDEN']);
}

/** Logs each demo account in once per suite and sends operations as them. */
export function sessionsFor(server: () => RunningServer) {
  const tokens = new Map<string, string>();
  async function as<T = Record<string, unknown>>(
    email: string,
    query: string,
    variables: Record<string, unknown> = {},
    clientId?: string,
  ): Promise<GqlResponse<T>> {
    let token = tokens.get(email);
    if (!token) {
      token = (await loginAs(server(), email)).token;
      tokens.set(email, token);
    }
    return gql<T>(server(), query, variables, { token, clientId });
  }
  async function asLevel<T = Record<string, unknown>>(level: Level, query: string, variables: Record<string, unknown> = {}) {
    const account = LEVEL_ACCOUNTS.find((a) => a.level === level)!;
    return as<T>(account.email, query, variables, 'clientId' in account ? account.clientId : undefined);
  }
  return { as, asLevel };
}

/**
 * A suite's test server, started before its tests (handed to `started`, which keeps it) and stopped
 * after them, and the demo accounts' sessions on it: the setup every estate suite shares.
 */
export function suiteSessions(started: (server: RunningServer) => void) {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    started(server);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return sessionsFor(() => server!);
}

/** The error code of the first error, or 'OK' when the operation answered data without errors. */
export function outcome(result: GqlResponse<unknown>): string {
  const code = result.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : result.errors ? 'ERROR' : 'OK';
}

/** Counts rows of a table matching a SQL condition, as the owner (no RLS), to assert what changed. */
export async function countRows(pool: Pool, table: string, where: string, params: unknown[] = []): Promise<number> {
  const result = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return result.rows[0]!.n;
}
