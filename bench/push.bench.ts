/**
 * Push benchmark (issue 36): a reading that completes a breach → the first push of its escalation chain
 * handed to the push service, p99, while gateways post readings as in the ingest benchmark (target
 * ≤ 2 s). The push service is a local HTTPS endpoint in this process (apps/server/test/push-service.ts),
 * the outside world's stand-in; the server encrypts and signs each push (RFC 8291, VAPID) as for a phone.
 * The chain is the built-in one: its first step pushes to the location's Location Managers at once.
 */
import type { Pool } from '../apps/server/src/db/database.js';
import { decryptPush, startPushService, type TestDevice } from '../apps/server/test/push-service.js';
import { personWithDevice } from '../apps/server/test/reach.js';
import { buildBenchClient, database, dropBenchClient, percentile, query, report, startBenchServer, usingPostgres } from './bench-server.js';
import { gatewayLoad } from './ingest-common.js';
import { LoadGenerator } from './load-generator.js';

const GATEWAYS = 4;
const BATCH = 500;
const SENSORS_PER_GATEWAY = BATCH / 5;
const BATCHES_PER_GATEWAY = usingPostgres ? 240 : 24;
const PROBES = usingPostgres ? 60 : 40;
const TARGET_MS = 2000;

type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * Polls until a push about `applianceId` reached the device after its first `seen` pushes (or 10 s
 * passed): when it arrived, or null. The phone decrypts each one, as a browser would, to tell them apart.
 */
async function pushAbout(push: PushService, device: TestDevice, seen: number, applianceId: string): Promise<number | null> {
  const sent = performance.now();
  let looked = seen;
  for (;;) {
    const received = push.pushesFor(device);
    for (; looked < received.length; looked += 1) {
      if (decryptPush(device, received[looked]!.body).includes(applianceId)) return performance.now();
    }
    if (performance.now() - sent > 10_000) return null;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function pushUnderLoad(pool: Pool, url: string, push: PushService): Promise<number> {
  const gateways = await buildBenchClient(pool, GATEWAYS * SENSORS_PER_GATEWAY);
  const probes = await buildBenchClient(pool, PROBES);
  // The probes' Location Manager, with a phone subscribed: the built-in chain's first step reaches them.
  const phone = push.device();
  const manager = await personWithDevice(pool, phone, {
    clientId: probes.clientId,
    locationIds: [probes.locationId],
    clientRole: 'LOCATION_MANAGER',
    firstname: 'Bench',
  });
  const load = new LoadGenerator(pool);
  let loading = true;
  const fromSent: number[] = [];
  const fromAccepted: number[] = [];
  let missing = 0;
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
    const seen = push.pushesFor(phone).length;
    const sent = performance.now();
    const response = await fetch(`${url}/ingest/v1/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${probe.secret}` },
      // More than 5 °C above the zone: the reading alone raises a HIGH alert.
      body: JSON.stringify({ readings: [{ hwid: probe.hwid, time: new Date().toISOString(), temperature: 14 }] }),
    });
    const accepted = performance.now();
    if (response.status !== 200) throw new Error(`ingest answered ${response.status}`);
    // This probe's alert, readable by the phone (its link opens the probe's equipment page).
    const arrived = await pushAbout(push, phone, seen, probe.applianceId);
    if (arrived === null) {
      missing += 1;
      continue;
    }
    fromSent.push(arrived - sent);
    fromAccepted.push(arrived - accepted);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const run = await running;
  await load.close();
  console.log(
    `  ${fromSent.length} alerts raised while ${GATEWAYS} gateways posted ${run.result.stored} readings in batches of ${BATCH}` +
      (missing ? `; ${missing} without their push within 10 s` : ''),
  );
  const p99 = percentile(fromSent, 99);
  const met = p99 <= TARGET_MS && missing === 0;
  // The target is PostgreSQL's (as the ingest benchmark's): embedded PGlite has one connection, so each
  // of the few transactions between the engine's commit and the push waits behind the gateways' batches.
  report(
    'reading sent → first push at the push service',
    `p50 ${Math.round(percentile(fromSent, 50))} ms, p99 ${Math.round(p99)} ms`,
    usingPostgres ? { ok: met, text: 'p99 ≤ 2,000 ms, none missing' } : undefined,
  );
  report(
    'reading accepted → first push at the push service',
    `p50 ${Math.round(percentile(fromAccepted, 50))} ms, p99 ${Math.round(percentile(fromAccepted, 99))} ms`,
  );
  await query(pool, 'DELETE FROM memberships WHERE user_id = $1', [manager.id]);
  await query(pool, 'DELETE FROM users WHERE id = $1', [manager.id]);
  for (const client of [gateways, probes]) await dropBenchClient(pool, client.clientId);
  return met || !usingPostgres ? 0 : 1;
}

console.log(`Push benchmark on ${database}`);
const push = await startPushService();
const server = await startBenchServer({ outboundCaFile: push.certFile });
try {
  process.exitCode = await pushUnderLoad(server.pool, server.url, push);
} finally {
  await server.stop();
  await push.stop();
}
