import client from 'prom-client';
import { createPool, type Pool } from './database.js';

/**
 * An optional streaming replica for reads that may lag a little (DATABASE_READ_URL): graphs, inspection
 * reports. A monitor asks the replica every `checkMs` how far its replay is behind; reads go there only
 * while its last answer is recent and the lag is under `maxLagSeconds`, otherwise (lagging, lost, or never
 * reached) they fall back to the primary. Everything that writes, and every read that must see a write
 * just made (mutations and what they return, the dashboard refetched after them), stays on the primary.
 */
export interface ReadReplica {
  readonly pool: Pool;
  /** Whether reads may go to the replica now. */
  serving(): boolean;
  /** The replay lag at the last check (0 when it had replayed all it received); null before the first, or when lost. */
  lagSeconds(): number | null;
  /** `ks_db_replica_lag_seconds` and `ks_db_replica_serving`. */
  readonly metrics: client.Registry;
  close(): Promise<void>;
}

export interface ReadReplicaOptions {
  maxLagSeconds: number;
  checkMs?: number;
  log: (message: string, error?: unknown) => void;
}

/** The replica's own view: in recovery, and how long ago the last replayed commit was when it is behind. */
const LAG_QUERY = `SELECT pg_is_in_recovery() AS standby,
  CASE WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
       ELSE greatest(0, extract(epoch FROM now() - pg_last_xact_replay_timestamp())) END::float8 AS lag`;

export async function startReadReplica(url: string, options: ReadReplicaOptions): Promise<ReadReplica> {
  const checkMs = options.checkMs ?? 2_000;
  const pool = createPool(url, 10, true);
  let lag: number | null = null;
  let checkedAt = 0;
  let wasServing = false;
  const metrics = new client.Registry();
  new client.Gauge({
    name: 'ks_db_replica_lag_seconds',
    help: 'Replay lag of the read replica at its last check (-1 when it did not answer)',
    registers: [metrics],
    collect() {
      this.set(lag ?? -1);
    },
  });
  const serving = () => lag !== null && lag <= options.maxLagSeconds && Date.now() - checkedAt <= 3 * checkMs;
  new client.Gauge({
    name: 'ks_db_replica_serving',
    help: 'Whether reads go to the read replica (1) or fall back to the primary (0)',
    registers: [metrics],
    collect() {
      this.set(serving() ? 1 : 0);
    },
  });
  async function check(): Promise<void> {
    try {
      const { rows } = await pool.query<{ standby: boolean; lag: number }>(LAG_QUERY);
      lag = rows[0]!.lag;
      checkedAt = Date.now();
    } catch (error) {
      lag = null;
      if (wasServing) options.log('read replica: no answer; reads fall back to the primary', error);
    }
    const now = serving();
    if (now !== wasServing && lag !== null) {
      options.log(now ? 'read replica: serving reads' : `read replica: ${lag.toFixed(1)} s behind; reads fall back to the primary`);
    }
    wasServing = now;
  }
  await check();
  const timer = setInterval(() => void check(), checkMs);
  timer.unref();
  return {
    pool,
    serving,
    lagSeconds: () => lag,
    metrics,
    async close() {
      clearInterval(timer);
      await pool.end();
    },
  };
}

const replicas = new WeakMap<Pool, ReadReplica>();

/** Sends the lag-tolerant reads of `primary`'s server to `replica` (while it serves). */
export function useReadReplica(primary: Pool, replica: ReadReplica): void {
  replicas.set(primary, replica);
}

/** Where a read that may lag goes: the replica while it serves, else the primary itself. */
export function readPoolOf(primary: Pool): Pool {
  const replica = replicas.get(primary);
  return replica?.serving() ? replica.pool : primary;
}

/** What /readyz says of the replica (a detail: a lagging replica does not make the server unready). */
export function replicaDetailOf(primary: Pool): { serving: boolean; lagSeconds: number | null } | null {
  const replica = replicas.get(primary);
  return replica ? { serving: replica.serving(), lagSeconds: replica.lagSeconds() } : null;
}
