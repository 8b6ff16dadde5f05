import type { ApplianceType } from '@ks/domain';
import type { QueryResultRow } from 'pg';
import { randomUUID } from 'node:crypto';
import { withSystemTx, type Pool } from '../src/db/database.js';
import { gatewayCredentials, sensorCredentials, sensors } from '../src/db/schema/index.js';
import type { RunningServer } from '../src/server.js';
import { hashToken, newSecureToken } from '../src/auth/secure-token.js';
import { buildAppliance } from './estate-factories.js';

/** A monitored appliance: equipment with one sensor whose ingest secret the test knows. */
export interface MonitoredAppliance {
  applianceId: string;
  sensorId: string;
  hwid: string;
  secret: string;
  clientId: string;
  locationId: string;
}

/** Builds an appliance (default FRIDGE) with an attached sensor and returns the sensor's secret. */
export async function monitoredAppliance(
  pool: Pool,
  options: { clientId: string; locationId: string; type?: ApplianceType; areaId?: string | null; attachedAt?: Date },
): Promise<MonitoredAppliance> {
  const appliance = await buildAppliance(pool, {
    clientId: options.clientId,
    locationId: options.locationId,
    areaId: options.areaId ?? null,
    type: options.type ?? 'FRIDGE',
  });
  const secret = `kss_${newSecureToken()}`;
  const hwid = `HW-${randomUUID().slice(0, 8)}`;
  const sensor = await withSystemTx(pool, async (db) => {
    const [row] = await db
      .insert(sensors)
      .values({
        clientId: options.clientId,
        hwid,
        locationId: options.locationId,
        applianceId: appliance.id,
        attachedAt: options.attachedAt ?? new Date(Date.now() - 30 * 24 * 60 * 60_000),
      })
      .returning();
    await db.insert(sensorCredentials).values({ sensorId: row!.id, clientId: options.clientId, secretHash: hashToken(secret) });
    return row!;
  });
  return { applianceId: appliance.id, sensorId: sensor.id, hwid, secret, clientId: options.clientId, locationId: options.locationId };
}

/** A gateway credential of a client; returns its secret. */
export async function gatewaySecret(pool: Pool, clientId: string): Promise<string> {
  const secret = `ksg_${newSecureToken()}`;
  await withSystemTx(pool, (db) => db.insert(gatewayCredentials).values({ clientId, name: 'Test gateway', secretHash: hashToken(secret) }));
  return secret;
}

export interface PostResult {
  status: number;
  body: Record<string, unknown> & { stored?: number; accepted?: number; duplicates?: number; errors?: Array<Record<string, unknown>> };
}

/** POSTs a batch to the ingest endpoint as a device would. */
export async function postReadings(server: RunningServer, secret: string | null, body: unknown): Promise<PostResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers.authorization = `Bearer ${secret}`;
  const response = await fetch(`${server.url}/ingest/v1/readings`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as PostResult['body'] };
}

/** A reading `minutesAgo` before `now` (ISO time), for one sensor. */
export function reading(hwid: string, minutesAgo: number, temperature: number, now = Date.now(), extra: Record<string, unknown> = {}) {
  return { hwid, time: new Date(now - minutesAgo * 60_000).toISOString(), temperature, ...extra };
}

/** Readings every `step` minutes from `from` minutes ago down to `to` minutes ago. */
export function series(hwid: string, from: number, to: number, temperature: (minutesAgo: number) => number, step = 5, now = Date.now()) {
  const list = [];
  for (let m = from; m >= to; m -= step) list.push(reading(hwid, m, temperature(m), now));
  return list;
}

/**
 * A raw query inside a transaction: embedded PGlite keeps connections apart per transaction only, so a
 * bare parameterised query could interleave with background work (notices sent after a request).
 */
export async function systemQuery<R extends QueryResultRow>(pool: Pool, text: string, params: unknown[] = []): Promise<{ rows: R[] }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await client.query<R>(text, params);
    await client.query('COMMIT');
    return { rows: result.rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Counts rows of a table matching a SQL condition, as the owner (no RLS), to assert what changed. */
export async function countWhere(pool: Pool, table: string, where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await systemQuery<{ n: number }>(pool, `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return rows[0]!.n;
}

/** Stored readings of a sensor, oldest first. */
export async function storedReadings(pool: Pool, sensorId: string) {
  const { rows } = await systemQuery<{ time: Date; temperature: number }>(
    pool,
    'SELECT time, temperature FROM sensor_readings WHERE sensor_id = $1 ORDER BY time',
    [sensorId],
  );
  return rows;
}

/** The sensor's latest data columns. */
export async function latestOf(pool: Pool, sensorId: string) {
  const { rows } = await systemQuery<{
    latest_temperature: number | null;
    latest_data_at: Date | null;
    latest_battery_level: number | null;
    latest_humidity: number | null;
    latest_signal_level: number | null;
  }>(
    pool,
    'SELECT latest_temperature, latest_data_at, latest_battery_level, latest_humidity, latest_signal_level FROM sensors WHERE id = $1',
    [sensorId],
  );
  return rows[0]!;
}

/** Alerts of an appliance, oldest first. */
export async function alertsOf(pool: Pool, applianceId: string) {
  const { rows } = await systemQuery<{
    id: string;
    status: string;
    severity: string;
    reason: string;
    started_at: Date;
    ended_at: Date | null;
  }>(pool, 'SELECT id, status, severity, reason, started_at, ended_at FROM temp_alerts WHERE appliance_id = $1 ORDER BY started_at', [
    applianceId,
  ]);
  return rows;
}

/** A stored health judgement of a unit, as the asset-health job would have written it (decision 0220). */
export async function storeHealth(
  pool: Pool,
  unit: MonitoredAppliance,
  judgement: { status: string; findings: unknown[]; computedAt: Date },
): Promise<void> {
  await systemQuery(
    pool,
    `INSERT INTO appliance_health (appliance_id, client_id, status, findings, pattern, computed_at)
     VALUES ($1, $2, $3, $4::jsonb, '{}'::jsonb, $5)
     ON CONFLICT (appliance_id) DO UPDATE SET status = excluded.status, findings = excluded.findings, computed_at = excluded.computed_at`,
    [unit.applianceId, unit.clientId, judgement.status, JSON.stringify(judgement.findings), judgement.computedAt.toISOString()],
  );
}
