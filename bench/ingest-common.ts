/**
 * What the ingest benchmarks share: bench rows from the simulator's fridge curve, the raw insert they are
 * compared with, the device fleet's publishing, and CPU bookkeeping per 1,000 rows.
 */
import { SensorCurve, randomSource } from '../tools/simulator/sensor-curves.js';
import type { Pool } from '../apps/server/src/db/database.js';
import { cpuSample, query, report, type BenchClient, type BenchSensor } from './bench-server.js';
import type { LoadGenerator, LoadRun } from './load-generator.js';

export interface Row {
  hwid: string;
  sensorIndex: number;
  time: string;
  temperature: number;
  humidity: number;
  batteryLevel: number;
  signalLevel: number;
}

/** Readings one minute apart per sensor, from the simulator's fridge curve (inside the zone mostly). */
export function readingsFor(sensors: BenchSensor[], offset: number, count: number, start: number): Row[][] {
  const curves = sensors.map((_, i) => new SensorCurve({ kind: 'FRIDGE', failureRatePerHour: 0, random: randomSource(offset + i) }));
  const perMinute: Row[][] = [];
  for (let minute = 0; minute < count; minute += 1) {
    const time = start + minute * 60_000;
    perMinute.push(sensors.map((s, i) => ({ hwid: s.hwid, sensorIndex: offset + i, ...curves[i]!.next(time) })));
  }
  return perMinute;
}

/** The baseline: raw unnest inserts of `batches`, `concurrency` at a time, straight into the table. */
export async function rawInsert(
  pool: Pool,
  clientId: string,
  sensorIds: string[],
  batches: Row[][][],
): Promise<{ rows: number; seconds: number }> {
  const started = performance.now();
  let rows = 0;
  await Promise.all(
    batches.map(async (lane) => {
      for (const batch of lane) {
        await query(
          pool,
          `INSERT INTO sensor_readings (sensor_id, time, client_id, temperature, humidity, battery_level, signal_level)
           SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::uuid[], $4::real[], $5::real[], $6::int2[], $7::int2[])
           ON CONFLICT DO NOTHING`,
          [
            batch.map((r) => sensorIds[r.sensorIndex]),
            batch.map((r) => r.time),
            batch.map(() => clientId),
            batch.map((r) => r.temperature),
            batch.map((r) => r.humidity),
            batch.map((r) => r.batteryLevel),
            batch.map((r) => r.signalLevel),
          ],
        );
        rows += batch.length;
      }
    }),
  );
  return { rows, seconds: (performance.now() - started) / 1000 };
}

export const strip = ({ sensorIndex: _sensorIndex, ...reading }: Row) => reading;

/**
 * Background load for the latency benches: `gateways` lanes, each of `batches` HTTP bodies of five minutes
 * of its `perGateway` sensors' readings, ending ten minutes ago. Started on `load`; resolves when sent.
 */
export function gatewayLoad(
  load: LoadGenerator,
  {
    url,
    client,
    gateways,
    perGateway,
    batches,
  }: { url: string; client: BenchClient; gateways: number; perGateway: number; batches: number },
): Promise<LoadRun<{ stored: number }>> {
  const minutes = batches * 5;
  const start = Date.now() - (minutes + 10) * 60_000;
  const lanes: Row[][][] = [];
  for (let g = 0; g < gateways; g += 1) {
    const perMinute = readingsFor(client.sensors.slice(g * perGateway, (g + 1) * perGateway), g * perGateway, minutes, start);
    lanes.push(Array.from({ length: batches }, (_, k) => perMinute.slice(k * 5, k * 5 + 5).flat()));
  }
  return load.run<{ stored: number }>({
    kind: 'http',
    url,
    secret: client.gatewaySecret,
    lanes: lanes.map((lane) => lane.map((batch) => JSON.stringify({ readings: batch.map(strip) }))),
  });
}

/** Adds a phase's CPU; `loadMs` (the load generator thread's busy time) is not the server's and is taken off. */
export type Cpu = { node: number; eventLoop: number | null; postgres: number | null };

export function addCpu(total: Cpu, used: Cpu, loadMs = 0) {
  total.node += used.node - loadMs;
  total.eventLoop = total.eventLoop === null || used.eventLoop === null ? null : total.eventLoop + used.eventLoop;
  total.postgres = total.postgres === null || used.postgres === null ? null : total.postgres + used.postgres;
}

/**
 * CPU per 1,000 rows of the baseline and of ingest, and their ratio: on a saturated machine the rate
 * ratio tends to this CPU ratio, whatever the neighbours do, so it is the steadier figure to compare.
 */
export function reportCpu(baseLabel: string, base: Cpu, baseRows: number, label: string, used: Cpu, rows: number) {
  const per = (cpu: Cpu, n: number) =>
    `Node ${((cpu.node * 1000) / n).toFixed(1)} ms${cpu.eventLoop === null ? '' : ` (event loop ${((cpu.eventLoop * 1000) / n).toFixed(1)})`} + PostgreSQL ${cpu.postgres === null ? 'n/a' : `${((cpu.postgres * 1000) / n).toFixed(1)} ms`}`;
  report(`CPU per 1,000 rows: ${baseLabel}`, per(base, baseRows));
  report(`CPU per 1,000 rows: ${label}`, per(used, rows));
  if (base.postgres !== null && used.postgres !== null) {
    const ratio = (base.node + base.postgres) / baseRows / ((used.node + used.postgres) / rows);
    report('CPU ratio raw / ingest (per row)', ratio.toFixed(2));
  }
}

/** One publishing connection of the load generator's fleet: a device, or a gateway sending batches. */
export interface FleetDevice {
  username: string;
  password: string;
  topic: string;
  messages: string[];
}

/**
 * Publishes `devices`' messages from the load generator's fleet; resolves when every sensor of `client`
 * has `lastTime` as its latest data (a cheap query, unlike counting), with the time the devices started
 * publishing (connecting them is not ingest) and the time it ended, the CPU at both, and the fleet's own
 * CPU. `otherCpu` (a broker's process, say) is sampled at the start and the end as well. With
 * `ratePerSecond` the fleet publishes on that schedule instead of as fast as the broker takes it.
 */
export async function publishAndWait(
  load: LoadGenerator,
  pool: Pool,
  brokerUrl: string,
  devices: FleetDevice[],
  client: BenchClient,
  lastTime: string,
  otherCpu: () => number = () => 0,
  ratePerSecond?: number,
) {
  const otherFrom = otherCpu();
  const published = load.run<{ published: number; seconds: number }>({ kind: 'mqtt', brokerUrl, devices, ratePerSecond });
  const polling = performance.now();
  while (performance.now() - polling < 180_000) {
    const [done] = await query<{ n: number }>(
      pool,
      'SELECT count(*)::int AS n FROM sensors WHERE client_id = $1 AND latest_data_at >= $2',
      [client.clientId, lastTime],
    );
    if (done!.n >= client.sensors.length) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ended = performance.now();
  const cpuTo = await cpuSample(pool);
  const otherMs = otherCpu() - otherFrom;
  const run = await published;
  return {
    startedAt: run.startedAt,
    ended,
    cpuFrom: run.cpuFrom,
    cpuTo,
    activeMs: run.result.activeMs,
    otherMs,
    /** How long the fleet took to publish everything (and have it acknowledged by the broker). */
    publishSeconds: run.result.seconds,
  };
}

/** Publishes `minutes`, one message per device and minute (a single reading each), from one connection per sensor. */
export function publishFleet(
  load: LoadGenerator,
  pool: Pool,
  mqttUrl: string,
  client: BenchClient,
  minutes: Row[][],
  otherCpu?: () => number,
  ratePerSecond?: number,
) {
  const devices = client.sensors.map((s, d) => ({
    username: `${s.hwid}@${client.clientId}`,
    password: s.secret,
    topic: `ks/${client.clientId}/sensors/${s.hwid}/readings`,
    messages: minutes.map((minute) => {
      const { hwid: _hwid, ...reading } = strip(minute[d]!);
      return JSON.stringify(reading);
    }),
  }));
  return publishAndWait(load, pool, mqttUrl, devices, client, minutes[minutes.length - 1]![0]!.time, otherCpu, ratePerSecond);
}

/** One line of the closing table: a transport's rate beside its raw insert, and its CPU per 1,000 readings. */
export interface TransportResult {
  transport: string;
  rate: number;
  rawRate: number;
  /** The ratio it must reach (0.4; gateway batches 0.6). */
  target: number;
  cpu: Cpu;
  rows: number;
  /** The broker's own CPU (ms) for these rows, when it is a process of its own. */
  brokerMs?: number;
  /**
   * Measured in several rounds: the median of the rounds' ratios (each against its own raw insert), and
   * their range. Without it the ratio is rate / rawRate.
   */
  rounds?: { median: number; min: number; max: number; count: number };
  /** Alert latency p99 (ms) of breaches sent through this transport while it was saturated, where measured. */
  alertP99?: number;
  /** Alert latency of breaches sent while the transport carried a paced load below its capacity. */
  pacedAlert?: PacedAlert;
}

/** Alert latency measured under a paced load (readings/s the fleet was asked for and what it published). */
export interface PacedAlert {
  rate: number;
  publishedRate: number;
  breaches: number;
  p50: number;
  p99: number;
}

/** The paced alert latency's target (ms, p99): the issue's, as under HTTP load. */
export const ALERT_P99_TARGET_MS = 1000;

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The closing table: every transport against its raw insert, and its CPU per 1,000 readings. */
export function printSummary(results: TransportResult[]): void {
  console.log('\n  Summary (per reading, alert engine on; ratio = transport rate / raw insert of the same rows and batches)');
  console.log(
    `  ${'transport'.padEnd(46)} ${'readings/s'.padStart(10)} ${'raw/s'.padStart(8)} ratio  target  CPU per 1,000: Node / PostgreSQL / broker`,
  );
  for (const r of results) {
    const per = (ms: number | null | undefined) => (ms === null || ms === undefined ? 'n/a' : `${((ms * 1000) / r.rows).toFixed(1)} ms`);
    const ratio = r.rounds?.median ?? r.rate / r.rawRate;
    const spread =
      (r.rounds ? `  (median of ${r.rounds.count} rounds, ${r.rounds.min.toFixed(2)}–${r.rounds.max.toFixed(2)})` : '') +
      (r.alertP99 === undefined ? '' : `  alert p99 (saturated) ${Math.round(r.alertP99)} ms`) +
      (r.pacedAlert === undefined ? '' : `, paced ${Math.round(r.pacedAlert.p99)} ms`);
    console.log(
      `  ${r.transport.padEnd(46)} ${Math.round(r.rate).toLocaleString('en').padStart(10)} ${Math.round(r.rawRate).toLocaleString('en').padStart(8)} ${ratio.toFixed(2)}   ≥ ${r.target} ${ratio >= r.target ? 'met    ' : 'NOT met'}  ${per(r.cpu.node)} / ${per(r.cpu.postgres)} / ${per(r.brokerMs)}${spread}`,
    );
  }
}
