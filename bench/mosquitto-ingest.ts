/**
 * MQTT as production runs it: through a real Mosquitto started with the shipped configuration
 * (deploy/mosquitto), devices and gateways with dynamic-security accounts, and the server's subscriber
 * (MQTT_URL) storing what the broker hands it: single readings from 100 devices and batches of 500
 * readings from 4 gateways, with one subscriber or two splitting the stream as a shared group. Each is
 * compared with a raw insert of the same rows in the subscriber's batches (its lanes, up to
 * SUBSCRIBER_MAX_BATCH messages or SUBSCRIBER_MAX_READINGS readings). The two subscribers of a shared group run in this one server process: on this
 * 2-core box that measures the shared-subscription path, not more cores. After the saturated rounds, each
 * configuration runs single readings once more at half the rate it reached (pacedAlertLatency): the
 * production path's own alert latency, against the p99 ≤ 1 s (the bench fails when it misses).
 */
import fs from 'node:fs';
import mqtt from 'mqtt';
import { hashToken, newSecureToken } from '../apps/server/src/auth/secure-token.js';
import type { Pool } from '../apps/server/src/db/database.js';
import { laneOf } from '../apps/server/src/features/ingest/mqtt-messages.js';
import { gatewayUsername, putGateway, putSensor } from '../apps/server/src/features/ingest/mqtt-dynsec.js';
import {
  startReadingsSubscriber,
  SUBSCRIBER_LANES,
  SUBSCRIBER_MAX_BATCH,
  SUBSCRIBER_MAX_READINGS,
  type ReadingsSubscriber,
} from '../apps/server/src/features/ingest/mqtt-subscriber.js';
import { gatewayReadingsTopic, readingsTopic } from '../apps/server/src/features/ingest/mqtt-topics.js';
import type { RunningServer } from '../apps/server/src/server.js';
import { MOSQUITTO_BINARY, NO_MOSQUITTO, startMosquitto, type Mosquitto } from '../apps/server/test/mosquitto.js';
import {
  buildBenchClient,
  cpuBetween,
  cpuSample,
  dropBenchClient,
  percentile,
  query,
  report,
  usingPostgres,
  vacuumBenchTables,
  type BenchClient,
} from './bench-server.js';
import {
  addCpu,
  ALERT_P99_TARGET_MS,
  median,
  publishAndWait,
  publishFleet,
  rawInsert,
  readingsFor,
  reportCpu,
  strip,
  type Cpu,
  type FleetDevice,
  type PacedAlert,
  type Row,
  type TransportResult,
} from './ingest-common.js';
import { boxSample, idleShareBetween } from './box-cpu.js';
import { batchesBetween, mqttBatches, type BatchCount } from './ingest-batches.js';
import { LoadGenerator } from './load-generator.js';
import { mqttAlertProbes } from './mosquitto-alert-probe.js';

const DEVICES = 100;
/** Rounds per configuration: each runs one server, then two, with raw inserts around each run. */
const ROUNDS = usingPostgres ? 3 : 1;
/** A shape's measured parts (new readings each): one per configuration and round. */
const MEASURED_PARTS = 2 * ROUNDS;
const SINGLE_WARMUP = usingPostgres ? 100 : 5;
/** Messages per device in each measured single-reading run (30,000 per run on PostgreSQL). */
const SINGLE_MESSAGES = usingPostgres ? 300 : 20;
/**
 * Messages per device in each paced single-reading run (40,000 readings per run on PostgreSQL: 10–15 s at
 * half of what the saturated rounds reached), one per configuration, after the saturated rounds.
 */
const PACED_MESSAGES = usingPostgres ? 400 : 20;
/** A probe breach every 25 ms while paced (~40 a second): a few hundred per run, so p99 is not the single slowest. */
const PACED_PROBE_EVERY_MS = 25;
const GATEWAYS = 4;
const SENSORS_PER_GATEWAY = 125;
/** A gateway message: its 125 sensors' readings of 4 minutes, 500 readings. */
const MINUTES_PER_MESSAGE = 4;
const GATEWAY_WARMUP = usingPostgres ? 15 : 1;
/** Messages per gateway in each measured run (120,000 readings per run on PostgreSQL). */
const GATEWAY_MESSAGES = usingPostgres ? 60 : 3;

/** A process's CPU time (ms) from /proc, 0 where it cannot be read. */
function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Rows grouped as the subscriber stores them: per lane (by topic), up to its maximum messages and readings a batch. */
function subscriberBatches(messages: Array<{ topic: string; rows: Row[] }>): Row[][][] {
  return Array.from({ length: SUBSCRIBER_LANES }, (_, lane) => {
    const batches: Row[][] = [];
    let batch: Row[] = [];
    let count = 0;
    for (const message of messages.filter((m) => laneOf(m.topic, SUBSCRIBER_LANES) === lane)) {
      batch.push(...message.rows);
      count += 1;
      if (count >= SUBSCRIBER_MAX_BATCH || batch.length >= SUBSCRIBER_MAX_READINGS) {
        batches.push(batch);
        batch = [];
        count = 0;
      }
    }
    if (batch.length > 0) batches.push(batch);
    return batches;
  });
}

/** N subscribers (a shared group when N > 1), connected; and how to stop them and clear their sessions. */
async function subscribers(server: RunningServer, broker: Mosquitto, count: number, run: string) {
  const ids = Array.from({ length: count }, (_, i) => `bench-${run}-${i}`);
  const running: ReadingsSubscriber[] = ids.map((clientId) =>
    startReadingsSubscriber(server.system, { url: broker.serverUrl, clientId, sharedGroup: count > 1 ? `bench-${run}` : undefined }),
  );
  await Promise.all(running.map((s) => s.ready));
  return async () => {
    await Promise.all(running.map((s) => s.stop()));
    // A persistent session left behind would have the broker queue every later message for it.
    for (const clientId of ids) await (await mqtt.connectAsync(broker.serverUrl, { clientId, clean: true, reconnectPeriod: 0 })).endAsync();
  };
}

interface Shape {
  label: string;
  target: number;
  client: BenchClient;
  raw: BenchClient;
  /** The messages of each part: the warm-up, then the measured parts (partRanges), then the paced ones. */
  parts: Part[];
  /** Of `parts`, the index of the paced run of one server (two servers: the next), where there is one. */
  pacedPart?: number;
}

interface Part {
  /** Single readings: the minutes publishFleet sends, a message per device each; gateways: their connections. */
  minutes?: Row[][];
  devices: FleetDevice[];
  messages: Array<{ topic: string; rows: Row[] }>;
  lastTime: string;
}

/** [from, to) of the warm-up, then of each measured part, in messages per device (or gateway). */
function partRanges(warmUp: number, perPart: number): Array<[number, number]> {
  return [
    [0, warmUp],
    ...Array.from({ length: MEASURED_PARTS }, (_, k): [number, number] => [warmUp + k * perPart, warmUp + (k + 1) * perPart]),
  ];
}

/** 100 devices, one reading per message. */
async function singleShape(pool: Pool, broker: Mosquitto): Promise<Shape> {
  const client = await buildBenchClient(pool, DEVICES);
  const raw = await buildBenchClient(pool, DEVICES);
  await broker.control(client.sensors.flatMap((s) => putSensor(client.clientId, s.hwid, s.secret)));
  const saturated = SINGLE_WARMUP + MEASURED_PARTS * SINGLE_MESSAGES;
  const total = saturated + 2 * PACED_MESSAGES;
  const minutes = readingsFor(client.sensors, 0, total, Date.now() - (total + 10) * 60_000);
  const ranges: Array<[number, number]> = [
    ...partRanges(SINGLE_WARMUP, SINGLE_MESSAGES),
    [saturated, saturated + PACED_MESSAGES],
    [saturated + PACED_MESSAGES, total],
  ];
  const parts = ranges.map(([from, to]) => {
    const slice = minutes.slice(from, to);
    return {
      devices: [] as FleetDevice[], // publishFleet builds them
      messages: slice.flatMap((minute) => minute.map((row) => ({ topic: readingsTopic(client.clientId, row.hwid), rows: [row] }))),
      lastTime: slice[slice.length - 1]![0]!.time,
      minutes: slice,
    };
  });
  return { label: 'MQTT via Mosquitto, single readings', target: 0.4, client, raw, parts, pacedPart: 1 + MEASURED_PARTS };
}

/** 4 gateways of 125 sensors, 500 readings per message. */
async function gatewayShape(pool: Pool, broker: Mosquitto): Promise<Shape> {
  const client = await buildBenchClient(pool, GATEWAYS * SENSORS_PER_GATEWAY);
  const raw = await buildBenchClient(pool, GATEWAYS * SENSORS_PER_GATEWAY);
  // One credential per gateway, so each has its own topic (and the subscriber a lane per topic).
  const gateways = Array.from({ length: GATEWAYS }, () => ({ secret: `ksg_${newSecureToken()}`, id: '' }));
  for (const gateway of gateways) {
    const [row] = await query<{ id: string }>(
      pool,
      "INSERT INTO gateway_credentials (client_id, name, secret_hash) VALUES ($1, 'Bench gateway', $2) RETURNING id",
      [client.clientId, hashToken(gateway.secret)],
    );
    gateway.id = row!.id;
  }
  await broker.control(gateways.flatMap((g) => putGateway(client.clientId, g.id, g.secret)));
  const total = (GATEWAY_WARMUP + MEASURED_PARTS * GATEWAY_MESSAGES) * MINUTES_PER_MESSAGE;
  const minutes = readingsFor(client.sensors, 0, total, Date.now() - (total + 10) * 60_000);
  const topicOf = (g: number) => gatewayReadingsTopic(client.clientId, gateways[g]!.id);
  const messageRanges = partRanges(GATEWAY_WARMUP, GATEWAY_MESSAGES);
  const parts = messageRanges.map(([from, to]) => {
    // Gateway g's message m: its sensors' readings of that message's 4 minutes.
    const perGateway = Array.from({ length: GATEWAYS }, (_, g) =>
      Array.from({ length: to - from }, (_, m) =>
        minutes
          .slice((from + m) * MINUTES_PER_MESSAGE, (from + m + 1) * MINUTES_PER_MESSAGE)
          .flatMap((minute) => minute.slice(g * SENSORS_PER_GATEWAY, (g + 1) * SENSORS_PER_GATEWAY)),
      ),
    );
    return {
      devices: perGateway.map((messages, g) => ({
        username: gatewayUsername(client.clientId, gateways[g]!.id),
        password: gateways[g]!.secret,
        topic: topicOf(g),
        messages: messages.map((rows) => JSON.stringify(rows.map(strip))),
      })),
      messages: perGateway.flatMap((messages, g) => messages.map((rows) => ({ topic: topicOf(g), rows }))),
      lastTime: minutes[to * MINUTES_PER_MESSAGE - 1]![0]!.time,
    };
  });
  return { label: 'MQTT via Mosquitto, gateway batches of 500', target: 0.6, client, raw, parts };
}

/** One measured run of a configuration, and its raw baseline around it. */
interface Round {
  rate: number;
  rawRate: number;
  cpu: Cpu;
  rawCpu: Cpu;
  rows: number;
  rawRows: number;
  brokerMs: number;
  /** The load generator thread's CPU (ms): the simulated devices, not part of the server's figure. */
  loadMs: number;
  /** The share of the box's CPU left idle while the run published (null without /proc/stat). */
  idle: number | null;
  /** Alert latencies (ms) of the breaches published through the broker during the run. */
  latencies: number[];
  /** The subscribers' stored batches during the run (all instances together). */
  batches: BatchCount;
}

/**
 * A configuration's rounds: each round's rates and ratio, then the median ratio (each round against its
 * own raw insert) and the CPU per 1,000 readings over all rounds. On the shared bench box a single run's
 * raw insert varied between runs by a factor of two or more; the median of rounds is the steadier figure.
 */
function reportRounds(label: string, target: number, rounds: Round[]): TransportResult {
  const rows = rounds.reduce((sum, r) => sum + r.rows, 0);
  const rawRows = rounds.reduce((sum, r) => sum + r.rawRows, 0);
  console.log(`  ${label}: ${rows.toLocaleString('en')} readings in ${rounds.length} round(s)`);
  rounds.forEach((r, i) =>
    report(
      `round ${i + 1}: raw insert / ingest, alert engine on`,
      `${Math.round(r.rawRate).toLocaleString('en')} rows/s / ${Math.round(r.rate).toLocaleString('en')} readings/s = ${(r.rate / r.rawRate).toFixed(2)}`,
    ),
  );
  const ratios = rounds.map((r) => r.rate / r.rawRate);
  const ratio = median(ratios);
  report('ratio ingest / raw (median of rounds)', ratio.toFixed(2), { ok: ratio >= target, text: `≥ ${target}` });
  const cpu: Cpu = { node: 0, eventLoop: 0, postgres: 0 };
  const rawCpu: Cpu = { node: 0, eventLoop: 0, postgres: 0 };
  for (const r of rounds) {
    addCpu(cpu, r.cpu);
    addCpu(rawCpu, r.rawCpu);
  }
  reportCpu('raw insert', rawCpu, rawRows, 'ingest (server)', cpu, rows);
  const brokerMs = rounds.reduce((sum, r) => sum + r.brokerMs, 0);
  report('CPU per 1,000 readings: Mosquitto', `${((brokerMs * 1000) / rows).toFixed(1)} ms`);
  const loadMs = rounds.reduce((sum, r) => sum + r.loadMs, 0);
  report('CPU per 1,000 readings: load generator', `${((loadMs * 1000) / rows).toFixed(1)} ms`);
  const idle = rounds.map((r) => (r.idle === null ? 'n/a' : `${Math.round(r.idle * 100)} %`));
  report('box idle while publishing (rounds)', idle.join(', '));
  report(
    'batches stored (rounds): count, mean size, mean time',
    rounds
      .map((r, i) =>
        r.batches.batches === 0
          ? 'n/a'
          : `${r.batches.batches}, ${Math.round(r.rows / r.batches.batches)}, ${Math.round((r.batches.seconds * 1000) / r.batches.batches)} ms${i < rounds.length - 1 ? ';' : ''}`,
      )
      .join(' '),
  );
  const latencies = rounds.flatMap((r) => r.latencies);
  const p99 = percentile(latencies, 99);
  // The fleet publishes as fast as it can, so a breach waits behind whatever the broker has queued for
  // the subscriber: the latency of a saturated path, not the target's (that one is the paced run's).
  report(
    `alert latency via Mosquitto, saturated (${latencies.length} breaches)`,
    `p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(p99)} ms`,
  );
  return {
    transport: label,
    rate: median(rounds.map((r) => r.rate)),
    rawRate: median(rounds.map((r) => r.rawRate)),
    target,
    cpu,
    rows,
    brokerMs,
    rounds: { median: ratio, min: Math.min(...ratios), max: Math.max(...ratios), count: rounds.length },
    alertP99: p99,
  };
}

/** Publishes one part of a shape (on a schedule of `ratePerSecond` if given) and waits until it is stored. */
function publishPart(
  load: LoadGenerator,
  pool: Pool,
  broker: Mosquitto,
  shape: Shape,
  part: number,
  brokerCpu: () => number,
  ratePerSecond?: number,
) {
  const chosen = shape.parts[part]!;
  if (chosen.minutes) return publishFleet(load, pool, broker.url, shape.client, chosen.minutes, brokerCpu, ratePerSecond);
  return publishAndWait(load, pool, broker.url, chosen.devices, shape.client, chosen.lastTime, brokerCpu);
}

/**
 * The rate of the paced runs (readings/s): BENCH_PACED_RATE, or by default half of what the saturated
 * rounds of the same configuration just reached, so the path runs below its capacity on whatever box.
 */
const PACED_RATE = process.env.BENCH_PACED_RATE ? Number(process.env.BENCH_PACED_RATE) : undefined;

/**
 * The production path's own alert latency: a part published at `rate` (below capacity, so nothing queues
 * but what batching holds), with probe breaches through the broker meanwhile, reading published → its
 * alert committed. Reported against the p99 ≤ 1 s.
 */
async function pacedAlertLatency(
  server: RunningServer,
  broker: Mosquitto,
  load: LoadGenerator,
  probes: Awaited<ReturnType<typeof mqttAlertProbes>>,
  shape: Shape,
  part: number,
  rate: number,
  brokerCpu: () => number,
): Promise<PacedAlert> {
  const count = part === shape.pacedPart ? 1 : 2;
  const stop = await subscribers(server, broker, count, `paced-${part}`);
  const probing = probes.during(PACED_PROBE_EVERY_MS);
  const batchesFrom = await mqttBatches();
  const run = await publishPart(load, server.pool, broker, shape, part, brokerCpu, rate);
  const batches = batchesBetween(batchesFrom, await mqttBatches());
  const latencies = await probing.stop();
  await stop();
  const rows = shape.parts[part]!.messages.length;
  const paced: PacedAlert = {
    rate,
    publishedRate: rows / run.publishSeconds,
    breaches: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
  report(
    `alert latency via Mosquitto, paced at ${rate.toLocaleString('en')}/s (published ${Math.round(paced.publishedRate).toLocaleString('en')}/s, ${latencies.length} breaches)`,
    `p50 ${Math.round(paced.p50)} ms, p99 ${Math.round(paced.p99)} ms` +
      (batches.batches > 0
        ? ` (${batches.batches} batches of ${Math.round(rows / batches.batches)}, ${Math.round((batches.seconds * 1000) / batches.batches)} ms each)`
        : ''),
    { ok: paced.p99 <= ALERT_P99_TARGET_MS, text: `p99 ≤ ${ALERT_P99_TARGET_MS.toLocaleString('en')} ms` },
  );
  return paced;
}

/** Runs every shape with one subscriber and with two in a shared group; returns the closing table's lines. */
export async function mosquittoBench(server: RunningServer): Promise<TransportResult[]> {
  if (!MOSQUITTO_BINARY) {
    console.log(`  ${NO_MOSQUITTO}`);
    return [];
  }
  const pool = server.pool;
  const broker = await startMosquitto();
  const brokerCpu = () => processCpuMs(broker.pid());
  const results: TransportResult[] = [];
  const load = new LoadGenerator(pool);
  const probes = await mqttAlertProbes(pool, broker);
  try {
    // BENCH_MOSQUITTO=single or gateway runs one shape (for profiling); both by default.
    const only = process.env.BENCH_MOSQUITTO;
    const shapes = [
      ...(only !== 'gateway' ? [await singleShape(pool, broker)] : []),
      ...(only !== 'single' ? [await gatewayShape(pool, broker)] : []),
    ];
    for (const shape of shapes) {
      await vacuumBenchTables(pool);
      // Unmeasured warm-up, through the same path.
      const stopWarmUp = await subscribers(server, broker, 1, 'warmup');
      await publishPart(load, pool, broker, shape, 0, brokerCpu);
      await stopWarmUp();
      await rawInsert(
        pool,
        shape.raw.clientId,
        shape.raw.sensors.map((s) => s.sensorId),
        subscriberBatches(shape.parts[0]!.messages),
      );

      const rounds: Record<1 | 2, Round[]> = { 1: [], 2: [] };
      // Round by round, one server then two: both see the same state of a shared, busy machine.
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const count of [1, 2] as const) {
          const part = 1 + round * 2 + (count - 1);
          // The raw baseline of the same rows, in two halves around the run, to see the same machine.
          const lanes = subscriberBatches(shape.parts[part]!.messages);
          const half = (lane: Row[][], first: boolean) =>
            first ? lane.slice(0, Math.ceil(lane.length / 2)) : lane.slice(Math.ceil(lane.length / 2));
          const rawCpu: Cpu = { node: 0, eventLoop: 0, postgres: 0 };
          const sensorIds = shape.raw.sensors.map((s) => s.sensorId);
          const rawHalf = async (first: boolean) => {
            const from = await cpuSample(pool);
            const done = await rawInsert(
              pool,
              shape.raw.clientId,
              sensorIds,
              lanes.map((l) => half(l, first)),
            );
            addCpu(rawCpu, cpuBetween(from, await cpuSample(pool)));
            return done;
          };
          const before = await rawHalf(true);
          const stop = await subscribers(server, broker, count, `${part}`);
          const probing = probes.during();
          const boxFrom = boxSample();
          const batchesFrom = await mqttBatches();
          const run = await publishPart(load, pool, broker, shape, part, brokerCpu);
          const idle = idleShareBetween(boxFrom, boxSample());
          const batches = batchesBetween(batchesFrom, await mqttBatches());
          const latencies = await probing.stop();
          await stop();
          const after = await rawHalf(false);
          // The raw rows go again next run: clear them so every baseline inserts into the same state.
          await query(pool, 'DELETE FROM sensor_readings WHERE client_id = $1', [shape.raw.clientId]);

          const rows = shape.parts[part]!.messages.reduce((sum, m) => sum + m.rows.length, 0);
          const cpu: Cpu = { node: 0, eventLoop: 0, postgres: 0 };
          addCpu(cpu, cpuBetween(run.cpuFrom, run.cpuTo), run.activeMs);
          const rate = rows / ((run.ended - run.startedAt) / 1000);
          const rawRows = before.rows + after.rows;
          const rawRate = rawRows / (before.seconds + after.seconds);
          rounds[count].push({
            rate,
            rawRate,
            cpu,
            rawCpu,
            rows,
            rawRows,
            brokerMs: run.otherMs,
            loadMs: run.activeMs,
            idle,
            latencies,
            batches,
          });
        }
      }
      for (const count of [1, 2] as const) {
        const label = `${shape.label}, ${count === 1 ? 'one server' : 'two servers ($share)'}`;
        const result = reportRounds(label, shape.target, rounds[count]);
        if (shape.pacedPart !== undefined) {
          const rate = PACED_RATE ?? Math.round(median(rounds[count].map((r) => r.rate)) / 2);
          result.pacedAlert = await pacedAlertLatency(server, broker, load, probes, shape, shape.pacedPart + count - 1, rate, brokerCpu);
        }
        results.push(result);
      }
      for (const client of [shape.client, shape.raw]) await dropBenchClient(pool, client.clientId);
    }
  } finally {
    await probes.close();
    await load.close();
    await broker.stop();
  }
  return results;
}
