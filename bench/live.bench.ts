/**
 * Live updates benchmark (issue 20 item 2): a reading accepted → its alert event delivered to a live
 * subscriber (GraphQL over SSE), p99, while gateways post readings as in the ingest benchmark (target
 * ≤ 2 s); and the server memory 1,000 idle subscribers cost, against the same server without them
 * (target < 100 MB).
 */
import { fork } from 'node:child_process';
import v8 from 'node:v8';
import vm from 'node:vm';
import { signAccessToken } from '../apps/server/src/auth/access-token.js';
import type { Pool } from '../apps/server/src/db/database.js';
import { subscribeLive } from '../apps/server/test/live-subscriber.js';
import { buildBenchClient, database, dropBenchClient, percentile, query, report, startBenchServer, usingPostgres } from './bench-server.js';
import { gatewayLoad } from './ingest-common.js';
import { LoadGenerator } from './load-generator.js';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';
const GATEWAYS = 4;
const BATCH = 500;
const SENSORS_PER_GATEWAY = BATCH / 5;
const BATCHES_PER_GATEWAY = usingPostgres ? 60 : 12;
const PROBES = 40;
const IDLE_SUBSCRIBERS = 1000;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** A manager of the client (sees every location), signed in with an access token. */
async function managerToken(pool: Pool, clientId: string): Promise<string> {
  const [user] = await query<{ id: string; token_version: number }>(
    pool,
    "INSERT INTO users (email, firstname, lastname) VALUES ($1, 'Bench', 'Watcher') RETURNING id, token_version",
    [`watcher-${clientId}@bench.example`],
  );
  await query(pool, "INSERT INTO memberships (client_id, user_id, client_role) VALUES ($1, $2, 'MANAGER')", [clientId, user!.id]);
  return signAccessToken(JWT_SECRET, { userId: user!.id, tokenVersion: user!.token_version });
}

async function dropUsers(pool: Pool, clientId: string): Promise<void> {
  const users = await query<{ user_id: string }>(pool, 'DELETE FROM memberships WHERE client_id = $1 RETURNING user_id', [clientId]);
  await query(pool, 'DELETE FROM users WHERE id = ANY($1::uuid[])', [users.map((u) => u.user_id)]);
}

/** Alerts raised one after the other while gateways post batches: reading sent / accepted → event on the stream. */
async function latencyUnderLoad(pool: Pool, url: string): Promise<void> {
  const gateways = await buildBenchClient(pool, GATEWAYS * SENSORS_PER_GATEWAY);
  const probes = await buildBenchClient(pool, PROBES);
  const token = await managerToken(pool, probes.clientId);
  const stream = await subscribeLive<{ temperatureChanged: { applianceId: string } }>(
    { url },
    'subscription { temperatureChanged(kinds: [ALERT]) { kind applianceId } }',
    {},
    { token },
  );
  const load = new LoadGenerator(pool);
  let loading = true;
  const fromSent: number[] = [];
  const fromAccepted: number[] = [];
  const running = gatewayLoad(load, {
    url,
    client: gateways,
    gateways: GATEWAYS,
    perGateway: SENSORS_PER_GATEWAY,
    batches: BATCHES_PER_GATEWAY,
  });
  void running.then(() => (loading = false));
  for (const probe of probes.sensors) {
    if (!loading) break;
    const seen = stream.messages.length;
    const sent = performance.now();
    const response = await fetch(`${url}/ingest/v1/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${probe.secret}` },
      // More than 5 °C above the zone: the reading alone raises a HIGH alert.
      body: JSON.stringify({ readings: [{ hwid: probe.hwid, time: new Date().toISOString(), temperature: 14 }] }),
    });
    const accepted = performance.now();
    if (response.status !== 200) throw new Error(`ingest answered ${response.status}`);
    await stream.waitFor((m) => m.data?.temperatureChanged?.applianceId === probe.applianceId, 10_000, seen);
    const delivered = performance.now();
    fromSent.push(delivered - sent);
    fromAccepted.push(delivered - accepted);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const run = await running;
  await load.close();
  stream.close();
  console.log(`  ${fromSent.length} alerts raised while ${GATEWAYS} gateways posted ${run.result.stored} readings in batches of ${BATCH}`);
  report(
    'reading accepted → event delivered',
    `p50 ${Math.round(percentile(fromAccepted, 50))} ms, p99 ${Math.round(percentile(fromAccepted, 99))} ms`,
    {
      ok: percentile(fromAccepted, 99) <= 2000,
      text: 'p99 ≤ 2,000 ms',
    },
  );
  report(
    'reading sent → event delivered',
    `p50 ${Math.round(percentile(fromSent, 50))} ms, p99 ${Math.round(percentile(fromSent, 99))} ms`,
  );
  await dropUsers(pool, probes.clientId);
  for (const client of [gateways, probes]) await dropBenchClient(pool, client.clientId);
}

/** The server's memory after a full collection: V8's heap and the process's resident set (MB). */
async function settledMemory(): Promise<{ heap: number; rss: number }> {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed / 2 ** 20, rss: rss / 2 ** 20 };
}

/** 1,000 idle subscriptions held by another process, against the same server without them. */
async function idleSubscribers(pool: Pool, url: string): Promise<void> {
  const client = await buildBenchClient(pool, 1);
  const token = await managerToken(pool, client.clientId);
  // One subscription opened and closed first, so what is measured is the subscribers, not first-use code.
  const first = await subscribeLive({ url }, 'subscription { temperatureChanged { kind } }', {}, { token });
  first.close();
  const before = await settledMemory();
  const holder = fork(new URL('./live-subscribers.mjs', import.meta.url), [url, token, String(IDLE_SUBSCRIBERS)], { stdio: 'inherit' });
  const ready = await new Promise<number>((resolve, reject) => {
    holder.once('message', (message: { ready: number }) => resolve(message.ready));
    holder.once('exit', (code) => reject(new Error(`the subscribers' process ended (${code})`)));
  });
  const during = await settledMemory();
  holder.send('close');
  await new Promise((resolve) => holder.once('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await settledMemory();
  const heap = during.heap - before.heap;
  const rss = during.rss - before.rss;
  console.log(
    `  ${ready} idle subscribers (another process) on a server with heap ${before.heap.toFixed(0)} MB, RSS ${before.rss.toFixed(0)} MB without them`,
  );
  report(
    `server memory for ${ready} idle subscribers`,
    `heap +${heap.toFixed(1)} MB, RSS +${rss.toFixed(1)} MB (${((rss * 1024) / ready).toFixed(0)} KB each)`,
    {
      ok: Math.max(heap, rss) < 100,
      text: '< 100 MB',
    },
  );
  report(
    'after they left',
    `heap ${(after.heap - before.heap).toFixed(1)} MB, RSS ${(after.rss - before.rss).toFixed(1)} MB against before`,
  );
  await dropUsers(pool, client.clientId);
  await dropBenchClient(pool, client.clientId);
}

console.log(`Live updates benchmark on ${database}`);
const server = await startBenchServer({ jwtSecret: JWT_SECRET });
try {
  await latencyUnderLoad(server.pool, server.url);
  await idleSubscribers(server.pool, server.url);
} finally {
  await server.stop();
}
