/**
 * Alert latency through Mosquitto: while a run loads the broker, probe devices (connected beforehand)
 * publish a breach (QoS 1, more than 5 °C above the zone) every 100 ms (or as asked), whatever the previous ones'
 * fate, and the time until each reading is committed is recorded: the reading, the alert engine's run on
 * it and the alert it opens (or keeps open) commit together, so that is the alert latency, and the same
 * probe appliances can be used again and again. What the broker's settings (set_tcp_nodelay, the
 * in-flight window) and the subscriber's batching add to an alert's way shows here, not in the HTTP probe.
 * One query every 20 ms sees all the outstanding probes, so watching costs PostgreSQL little.
 */
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import type { Pool } from '../apps/server/src/db/database.js';
import { putSensor } from '../apps/server/src/features/ingest/mqtt-dynsec.js';
import { readingsTopic } from '../apps/server/src/features/ingest/mqtt-topics.js';
import type { Mosquitto } from '../apps/server/test/mosquitto.js';
import { buildBenchClient, dropBenchClient, query, usingPostgres } from './bench-server.js';

export interface MqttAlertProbes {
  /**
   * Sends a breach every `everyMs` (100 by default) until `stop`; resolves with their latencies (ms) once
   * each is committed (10 s at most).
   */
  during(everyMs?: number): { stop(): Promise<number[]> };
  close(): Promise<void>;
}

const PROBES = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function mqttAlertProbes(pool: Pool, broker: Mosquitto): Promise<MqttAlertProbes> {
  const probes = await buildBenchClient(pool, PROBES);
  await broker.control(probes.sensors.flatMap((s) => putSensor(probes.clientId, s.hwid, s.secret)));
  const devices: MqttClient[] = [];
  for (const s of probes.sensors) {
    devices.push(
      await mqtt.connectAsync(broker.url, {
        username: `${s.hwid}@${probes.clientId}`,
        clientId: `${s.hwid}@${probes.clientId}`,
        password: s.secret,
        reconnectPeriod: 0,
      }),
    );
  }
  // On PostgreSQL a connection of its own, outside the server's pool (see alert-watcher.ts).
  const own = usingPostgres ? new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL }) : null;
  await own?.connect();
  /** Each sensor's latest data (epoch ms). */
  const latest = async (sensorIds: string[]) => {
    const sql = 'SELECT id, (extract(epoch FROM latest_data_at) * 1000)::float8 AS ms FROM sensors WHERE id = ANY($1::uuid[])';
    const rows = own
      ? (await own.query<{ id: string; ms: number | null }>(sql, [sensorIds])).rows
      : await query<{ id: string; ms: number | null }>(pool, sql, [sensorIds]);
    return new Map(rows.map((r) => [r.id, r.ms ?? 0]));
  };
  let turn = 0;
  return {
    during(everyMs = 100) {
      let sending = true;
      const latencies: number[] = [];
      /** Probe readings not yet committed: sensor id → the reading's time and when it was sent. */
      const outstanding = new Map<string, { time: number; sent: number }>();
      const sender = (async () => {
        while (sending) {
          const index = turn % PROBES;
          turn += 1;
          const sensor = probes.sensors[index]!;
          // A probe still on its way is not overtaken by its own next reading.
          if (!outstanding.has(sensor.sensorId)) {
            const time = Date.now();
            outstanding.set(sensor.sensorId, { time, sent: performance.now() });
            devices[index]!.publish(
              readingsTopic(probes.clientId, sensor.hwid),
              JSON.stringify({ time: new Date(time).toISOString(), temperature: 14 }),
              {
                qos: 1,
              },
            );
          }
          await sleep(everyMs);
        }
      })();
      const watcher = (async () => {
        for (;;) {
          if (!sending && outstanding.size === 0) return;
          if (outstanding.size > 0) {
            const committed = await latest([...outstanding.keys()]);
            const at = performance.now();
            for (const [sensorId, probe] of outstanding) {
              if ((committed.get(sensorId) ?? 0) < probe.time && at - probe.sent <= 10_000) continue;
              latencies.push(at - probe.sent);
              outstanding.delete(sensorId);
            }
          }
          await sleep(20);
        }
      })();
      return {
        async stop() {
          sending = false;
          await sender;
          await watcher;
          return latencies;
        },
      };
    },
    async close() {
      await Promise.all(devices.map((d) => d.endAsync()));
      await own?.end();
      await dropBenchClient(pool, probes.clientId);
    },
  };
}
