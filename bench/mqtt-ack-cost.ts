/**
 * What holding a PUBACK until its message is stored costs with mqtt.js's public API alone, beside the
 * server's subscriber (which holds the PUBACK packets themselves, features/ingest/held-pubacks.ts), in the
 * same run, on the same broker (a plain aedes on loopback) and the same server. mqtt.js hands over one
 * message at a time and reads the next only once `handleMessage` calls back, so with the callback held
 * until commit every message is a batch of one. Run: `npx tsx bench/mqtt-ack-cost.ts` (BENCH_DATABASE_URL
 * for PostgreSQL). Decision: docs/decisions/0100-alert-engine-one-door.md.
 */
import mqtt from 'mqtt';
import { startEmbeddedMqtt } from '../apps/server/src/embedded/embedded-mqtt.js';
import { ingestEntries } from '../apps/server/src/features/ingest/ingest.service.js';
import { entriesOfMessage } from '../apps/server/src/features/ingest/mqtt-messages.js';
import { startReadingsSubscriber } from '../apps/server/src/features/ingest/mqtt-subscriber.js';
import { INGEST_TOPIC_FILTERS, readingsTopic } from '../apps/server/src/features/ingest/mqtt-topics.js';
import type { RunningServer } from '../apps/server/src/server.js';
import { buildBenchClient, database, dropBenchClient, query, startBenchServer, type BenchClient } from './bench-server.js';

const SENSORS = 100;
const MESSAGES = Number(process.env.ACK_COST_MESSAGES ?? 3000);

/** The public-API subscriber: handleMessage calls back (and mqtt.js PUBACKs) once the message is stored. */
function serialSubscriber(server: RunningServer, url: string) {
  const client = mqtt.connect(url, { clientId: 'ack-cost-serial', clean: false, log: () => undefined });
  client.handleMessage = (packet, callback) => {
    ingestEntries({ system: server.system, entries: entriesOfMessage(packet.topic, packet.payload) }).then(
      () => callback(),
      (error: Error) => callback(error),
    );
  };
  return {
    ready: new Promise<void>((resolve, reject) =>
      client.on('connect', () => client.subscribe(INGEST_TOPIC_FILTERS, { qos: 1 }, (error) => (error ? reject(error) : resolve()))),
    ),
    stop: () => client.endAsync(),
  };
}

async function stored(server: RunningServer, client: BenchClient): Promise<number> {
  const [row] = await query<{ n: number }>(server.pool, 'SELECT count(*)::int AS n FROM sensor_readings WHERE client_id = $1', [
    client.clientId,
  ]);
  return row!.n;
}

/** Publishes MESSAGES single readings (QoS 1) over the client's sensors and times them until all are stored. */
async function run(server: RunningServer, url: string, client: BenchClient): Promise<number> {
  const publisher = await mqtt.connectAsync(url, { clientId: `ack-cost-pub-${client.clientId.slice(0, 8)}`, log: () => undefined });
  const start = Date.now() - MESSAGES * 60_000;
  const started = performance.now();
  const sends: Promise<unknown>[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const sensor = client.sensors[i % SENSORS]!;
    const time = new Date(start + Math.floor(i / SENSORS) * 60_000).toISOString();
    sends.push(publisher.publishAsync(readingsTopic(client.clientId, sensor.hwid), JSON.stringify({ time, temperature: 4 }), { qos: 1 }));
  }
  await Promise.all(sends);
  while ((await stored(server, client)) < MESSAGES) {
    if (performance.now() - started > 600_000) throw new Error('not all messages were stored within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await publisher.endAsync();
  return MESSAGES / seconds;
}

const server = await startBenchServer();
const broker = await startEmbeddedMqtt(0, () => undefined);
try {
  const rates: Record<string, number[]> = { held: [], serial: [] };
  for (let round = 0; round < 2; round += 1) {
    for (const mode of ['held', 'serial'] as const) {
      const client = await buildBenchClient(server.pool, SENSORS);
      const subscriber =
        mode === 'held'
          ? startReadingsSubscriber(server.system, { url: broker.url, clientId: `ack-cost-held-${round}` })
          : serialSubscriber(server, broker.url);
      await subscriber.ready;
      rates[mode]!.push(await run(server, broker.url, client));
      await subscriber.stop();
      await dropBenchClient(server.pool, client.clientId);
    }
  }
  const fmt = (values: number[]) => values.map((v) => Math.round(v).toLocaleString('en')).join(', ');
  console.log(`PUBACK after commit, ${MESSAGES} single readings per round, ${database}`);
  console.log(`  held PUBACK packets (server subscriber)   ${fmt(rates.held!)} messages/s`);
  console.log(`  mqtt.js public API (handleMessage held)   ${fmt(rates.serial!)} messages/s`);
} finally {
  await broker.stop();
  await server.stop();
}
