/**
 * Shared by the server benchmarks: boots the real server in this process (PostgreSQL at
 * BENCH_DATABASE_URL, or embedded PGlite), builds a bench client with monitored appliances, and reports
 * figures. Everything runs on loopback, in bounded loops.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { QueryResultRow } from 'pg';
import { hashToken, newSecureToken } from '../apps/server/src/auth/secure-token.js';
import { loadConfig, type Config } from '../apps/server/src/config.js';
import type { Pool } from '../apps/server/src/db/database.js';
import { startServer, type RunningServer } from '../apps/server/src/server.js';

export const usingPostgres = Boolean(process.env.BENCH_DATABASE_URL);

/** The server as production runs it, minus the demo seed and the recurring jobs (bench: quiet box). */
export async function startBenchServer(overrides: Partial<Config> = {}): Promise<RunningServer> {
  // Ingest's per-address cap would throttle a single-address benchmark.
  process.env.INGEST_RATE_LIMIT_PER_MINUTE ??= '10000000';
  return startServer(
    loadConfig(
      { ...process.env, NODE_ENV: 'test' },
      {
        port: 0,
        host: '127.0.0.1',
        dataDir: '',
        databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
        mqttUrl: undefined,
        mqttPort: 0,
        smtpPort: 0,
        smtpUrl: undefined,
        serveWeb: false,
        seedDemo: false,
        jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
        logLevel: 'error',
        ...overrides,
      },
    ),
  );
}

/** One statement in its own transaction (embedded PGlite keeps connections apart per transaction only). */
export async function query<R extends QueryResultRow>(pool: Pool, text: string, params: unknown[] = []): Promise<R[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await client.query<R>(text, params);
    await client.query('COMMIT');
    return result.rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface BenchSensor {
  applianceId: string;
  sensorId: string;
  hwid: string;
  secret: string;
}

export interface BenchClient {
  clientId: string;
  locationId: string;
  gatewaySecret: string;
  sensors: BenchSensor[];
}

/** A fresh client with one location, `count` fridges each with a sensor (and secret), and a gateway. */
export async function buildBenchClient(pool: Pool, count: number): Promise<BenchClient> {
  const [client] = await query<{ id: string }>(pool, 'INSERT INTO clients (company_name) VALUES ($1) RETURNING id', [
    `Bench ${randomUUID().slice(0, 8)}`,
  ]);
  const clientId = client!.id;
  const [location] = await query<{ id: string }>(
    pool,
    "INSERT INTO locations (client_id, name, timezone) VALUES ($1, 'Bench kitchen', 'Europe/Paris') RETURNING id",
    [clientId],
  );
  const sensors = Array.from({ length: count }, (_, i) => ({ hwid: `BENCH-${i}`, secret: `kss_${newSecureToken()}` }));
  const rows = await query<{ appliance_id: string; sensor_id: string; hwid: string }>(
    pool,
    `WITH a AS (
       INSERT INTO appliances (client_id, location_id, name, type, safe_min_c, safe_max_c, alert_delay_min)
       SELECT $1, $2, 'Fridge ' || n, 'FRIDGE', 0, 5, 30 FROM generate_series(1, $3) AS n
       RETURNING id, name
     ), s AS (
       INSERT INTO sensors (client_id, hwid, location_id, appliance_id, attached_at)
       SELECT $1, 'BENCH-' || (substring(a.name FROM 8)::int - 1), $2, a.id, now() - interval '30 days' FROM a
       RETURNING id, appliance_id, hwid
     )
     SELECT appliance_id, id AS sensor_id, hwid FROM s`,
    [clientId, location!.id, count],
  );
  const byHwid = new Map(rows.map((r) => [r.hwid, r]));
  await query(
    pool,
    `INSERT INTO sensor_credentials (sensor_id, client_id, secret_hash)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[])`,
    [sensors.map((s) => byHwid.get(s.hwid)!.sensor_id), sensors.map(() => clientId), sensors.map((s) => hashToken(s.secret))],
  );
  const gatewaySecret = `ksg_${newSecureToken()}`;
  await query(pool, "INSERT INTO gateway_credentials (client_id, name, secret_hash) VALUES ($1, 'Bench gateway', $2)", [
    clientId,
    hashToken(gatewaySecret),
  ]);
  return {
    clientId,
    locationId: location!.id,
    gatewaySecret,
    sensors: sensors.map((s) => ({ ...s, applianceId: byHwid.get(s.hwid)!.appliance_id, sensorId: byHwid.get(s.hwid)!.sensor_id })),
  };
}

/** Removes a bench client and everything it owns (readings go with its sensors). */
export async function dropBenchClient(pool: Pool, clientId: string): Promise<void> {
  await query(pool, 'DELETE FROM sensors WHERE client_id = $1', [clientId]);
  await query(pool, 'DELETE FROM clients WHERE id = $1', [clientId]);
}

/**
 * Brings the tables ingest touches to a steady state before measuring, as autovacuum keeps them in
 * production: dead rows of earlier runs' dropped bench clients go, and the planner's statistics are
 * fresh. (This box's PostgreSQL runs with autovacuum off, so without it each run left the next one
 * scanning thousands of dead sensor rows.)
 */
export async function vacuumBenchTables(pool: Pool): Promise<void> {
  if (!usingPostgres) return;
  await pool.query(
    'VACUUM (ANALYZE) clients, locations, appliances, sensors, sensor_credentials, gateway_credentials, appliance_alert_states, food_batches, temp_alerts, temp_alert_statuses, sensor_readings',
  );
}

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A line of the report: value, target and whether it is met. */
export function report(label: string, value: string, target?: { ok: boolean; text: string }): void {
  const verdict = target ? `  (target ${target.text}: ${target.ok ? 'met' : 'NOT met'})` : '';
  console.log(`  ${label.padEnd(44)} ${value}${verdict}`);
}

export const database = usingPostgres ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite';

/** CPU used so far (ms): this process, and each PostgreSQL backend of the bench database (by pid). */
export interface CpuSample {
  node: number;
  /** Of `node`, this thread's (the server's event loop), when /proc says; else null. */
  eventLoop: number | null;
  backends: Map<number, number> | null;
}

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICK_MS = 10;

/**
 * A CPU sample: on a machine shared with other work, wall-clock rates swing with the neighbours, while
 * the CPU a phase itself used (this process, plus the database's backends, read from /proc when
 * PostgreSQL runs on this box) says what each row costs.
 */
/** This thread's CPU (ms) from /proc/thread-self/stat, or null off Linux. */
function threadCpuMs(): number | null {
  try {
    const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

export async function cpuSample(pool: Pool): Promise<CpuSample> {
  const usage = process.cpuUsage();
  const eventLoop = threadCpuMs();
  let backends: Map<number, number> | null = null;
  if (usingPostgres) {
    const pids = await query<{ pid: number }>(pool, 'SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
    backends = new Map();
    for (const { pid } of pids) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        backends.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS); // utime + stime
      } catch {
        return { node: (usage.user + usage.system) / 1000, eventLoop, backends: null }; // not on this box, or not readable
      }
    }
  }
  return { node: (usage.user + usage.system) / 1000, eventLoop, backends };
}

/** CPU used between two samples (ms); postgres is null when the backends could not be read. */
export function cpuBetween(from: CpuSample, to: CpuSample): { node: number; eventLoop: number | null; postgres: number | null } {
  const eventLoop = from.eventLoop === null || to.eventLoop === null ? null : to.eventLoop - from.eventLoop;
  if (!from.backends || !to.backends) return { node: to.node - from.node, eventLoop, postgres: null };
  let postgres = 0;
  for (const [pid, ms] of to.backends) postgres += ms - (from.backends.get(pid) ?? 0);
  return { node: to.node - from.node, eventLoop, postgres };
}
