/**
 * `npm run bench -- lorawan`: ChirpStack uplinks per second through the HTTP integration (one uplink per
 * request, as ChirpStack's HTTP integration posts them: DevEUI lookup, Dragino LHT65N byte decoding, frame
 * claim, the alert engine's door, radio health, the integration's counters), beside a raw one-row
 * INSERT per uplink with the same concurrency into the same table, in the same run. Median of three
 * rounds. Issue 37 sets no target; the figure to watch is the ratio: an uplink is about six autocommits
 * (secret, device, frame claim, the engine's transaction, radio, counters) against the baseline's one.
 */
import { hashToken, newSecureToken } from '../apps/server/src/auth/secure-token.js';
import type { Pool } from '../apps/server/src/db/database.js';
import { buildBenchClient, database, dropBenchClient, query, report, startBenchServer } from './bench-server.js';
import { median, rawInsert, readingsFor, type Row } from './ingest-common.js';

const SENSORS = 200;
const CONCURRENCY = 8;
const ROUNDS = 3;
/** Per sensor and round: frames 10 minutes apart (a LoRaWAN sensor's usual period). */
const FRAMES_PER_ROUND = 5;
const WARMUP_FRAMES = 2;

/** An LHT65N payload (user manual §2.4 layout): battery OK at 3.062 V, `celsius` built-in, probe unplugged. */
function lht65nPayload(celsius: number): string {
  const bytes = Buffer.from('CBF60B0D0376017FFF7FFF', 'hex');
  bytes.writeInt16BE(Math.round(celsius * 100), 2);
  return bytes.toString('base64');
}

const devEuiOf = (index: number) => `A84041${index.toString(16).toUpperCase().padStart(10, '0')}`;

/** The bench client's sensors become LoRaWAN devices, and a ChirpStack integration reaches them. */
async function loraClient(pool: Pool) {
  const client = await buildBenchClient(pool, SENSORS);
  await query(
    pool,
    `UPDATE sensors SET hwid = $2 || lpad(upper(to_hex(substring(hwid FROM 7)::int)), 10, '0'), model = 'DRAGINO_LHT65N' WHERE client_id = $1`,
    [client.clientId, 'A84041'],
  );
  const secret = `ksn_${newSecureToken()}`;
  await query(pool, "INSERT INTO network_integrations (client_id, kind, name, secret_hash) VALUES ($1, 'CHIRPSTACK', 'Bench', $2)", [
    client.clientId,
    hashToken(secret),
  ]);
  return { client, secret };
}

/** Frames `from`…`from + count - 1` of every sensor, `CONCURRENCY` requests in flight; uplinks/s. */
async function postUplinks(url: string, secret: string, from: number, count: number, start: number): Promise<number> {
  const jobs: Array<{ sensor: number; fCnt: number }> = [];
  for (let f = from; f < from + count; f += 1) for (let s = 0; s < SENSORS; s += 1) jobs.push({ sensor: s, fCnt: f });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const { sensor, fCnt } = jobs[next++]!;
        const body = {
          time: new Date(start + fCnt * 10 * 60_000).toISOString(),
          deviceInfo: { applicationId: 'bench', deviceName: `fridge-${sensor}`, devEui: devEuiOf(sensor).toLowerCase() },
          fCnt,
          fPort: 2,
          data: lht65nPayload(3 + (sensor % 10) / 10),
          rxInfo: [{ gatewayId: '0016c001f153a14c', rssi: -90 - (sensor % 20), snr: 6.5 }],
        };
        const response = await fetch(`${url}/ingest/v1/chirpstack?event=up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify(body),
        });
        const outcome = (await response.json()) as { status: string };
        if (outcome.status !== 'stored') throw new Error(`uplink not stored: ${JSON.stringify(outcome)}`);
      }
    }),
  );
  return jobs.length / ((performance.now() - started) / 1000);
}

/** The baseline: one-row INSERTs, `CONCURRENCY` at a time, as many as the round's uplinks. */
async function rawRound(pool: Pool, round: number, start: number): Promise<number> {
  const baseline = await buildBenchClient(pool, SENSORS);
  const rows: Row[] = readingsFor(baseline.sensors, 0, FRAMES_PER_ROUND, start + round * FRAMES_PER_ROUND * 60_000).flat();
  const lanes: Row[][][] = Array.from({ length: CONCURRENCY }, (_, lane) =>
    rows.filter((_, i) => i % CONCURRENCY === lane).map((r) => [r]),
  );
  const { rows: inserted, seconds } = await rawInsert(
    pool,
    baseline.clientId,
    baseline.sensors.map((s) => s.sensorId),
    lanes,
  );
  await dropBenchClient(pool, baseline.clientId);
  return inserted / seconds;
}

console.log(`LoRaWAN (ChirpStack HTTP integration) benchmark on ${database}`);
const server = await startBenchServer();
try {
  const { client, secret } = await loraClient(server.pool);
  const start = Date.now() - 24 * 60 * 60_000;
  await postUplinks(server.url, secret, 1, WARMUP_FRAMES, start);
  const ratios: number[] = [];
  const rates: number[] = [];
  const raws: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const rate = await postUplinks(server.url, secret, 1 + WARMUP_FRAMES + round * FRAMES_PER_ROUND, FRAMES_PER_ROUND, start);
    const raw = await rawRound(server.pool, round, start);
    rates.push(rate);
    raws.push(raw);
    ratios.push(rate / raw);
  }
  const stored = await query<{ n: string }>(server.pool, 'SELECT count(*) AS n FROM sensor_readings WHERE client_id = $1', [
    client.clientId,
  ]);
  const range = (values: number[]) =>
    `${Math.round(Math.min(...values)).toLocaleString('en')}–${Math.round(Math.max(...values)).toLocaleString('en')}`;
  console.log(
    `  ${SENSORS} Dragino LHT65N devices, ${CONCURRENCY} requests in flight, ${FRAMES_PER_ROUND * SENSORS} uplinks per round (${stored[0]!.n} stored in all)`,
  );
  report('ChirpStack uplinks (median of 3)', `${Math.round(median(rates)).toLocaleString('en')} uplinks/s (range ${range(rates)})`);
  report('raw one-row insert (median of 3)', `${Math.round(median(raws)).toLocaleString('en')} rows/s (range ${range(raws)})`);
  const ratio = median(ratios);
  report(
    'ratio uplinks / raw insert (median)',
    `${ratio.toFixed(2)} (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
  );
  await dropBenchClient(server.pool, client.clientId);
} finally {
  await server.stop();
}
