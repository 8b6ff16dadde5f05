import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../factories.js';
import { monitoredAppliance, type MonitoredAppliance } from '../readings.js';
import { deliver, deviceConnection, type Delivery } from './device-load.js';
import { createFaultDatabase, type FaultDatabase } from './fault-database.js';
import { startServerProcess } from './server-process.js';

const BUSY_DEVICES = 6;
const BATCH = 10;
const GRACE_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: FaultDatabase;
let devices: MonitoredAppliance[];

beforeAll(async () => {
  database = await createFaultDatabase();
  devices = await database.withPool(async (pool) => {
    const { client, location } = await buildClient(pool, 'Shutdown');
    const built: MonitoredAppliance[] = [];
    for (let i = 0; i < BUSY_DEVICES + 2; i += 1)
      built.push(await monitoredAppliance(pool, { clientId: client.id, locationId: location.id }));
    return built;
  });
});
afterAll(async () => {
  await database?.drop();
});

describe('SIGTERM under load', () => {
  it('answers 503 on kept-alive sockets while draining, finishes what is in flight, and loses no acknowledged reading', async () => {
    const server = await startServerProcess({
      ...database.serverEnv,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      INGEST_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    let exited = false;
    void server.exited.then(() => (exited = true));
    let signalledAt: number | null = null;
    const deliveries: Array<Delivery & { afterSignal: boolean }> = [];
    const record = (delivery: Delivery) => {
      deliveries.push({ ...delivery, afterSignal: signalledAt !== null });
      return delivery;
    };
    const afterSignal = async (ms: number) => {
      while (signalledAt === null) await sleep(10);
      await sleep(Math.max(0, signalledAt + ms - Date.now()));
    };
    // Every reading a unique time, one second apart going back from now.
    const start = Date.now() - 1000;
    let sequence = 0;
    const times = () => Array.from({ length: BATCH }, () => start - (sequence += 1) * 1000);

    // Devices posting back to back on their kept-alive sockets until the process is gone (a device told
    // 503 waits a moment before it tries again, as Retry-After asks).
    const busy = devices.slice(0, BUSY_DEVICES).map(async (device) => {
      const agent = deviceConnection();
      while (!exited) {
        const delivery = record(await deliver(server.url, agent, device, times()));
        if (delivery.status !== 200) await sleep(50);
      }
      agent.destroy();
    });
    // A device whose kept-alive socket is idle when the signal comes, and which sends on it 300 ms later.
    const idleDevice = devices[BUSY_DEVICES]!;
    const idleAgent = deviceConnection();
    expect(record(await deliver(server.url, idleAgent, idleDevice, times())).status).toBe(200);
    const idleSend = afterSignal(300).then(() => deliver(server.url, idleAgent, idleDevice, times()).then(record));
    // A request whose headers and half its body arrived before the signal, the rest 300 ms after it.
    const slowDevice = devices[BUSY_DEVICES + 1]!;
    const inFlight = deliver(server.url, deviceConnection(), slowDevice, times(), () => afterSignal(300)).then(record);
    // What a load balancer sees during the drain.
    const readiness = afterSignal(300).then(() =>
      fetch(`${server.url}/readyz`).then(
        (response) => response.status,
        (error: Error) => `no answer: ${String(error.cause ?? error)}`,
      ),
    );

    await sleep(1000);
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    await Promise.all(busy);
    const idle = await idleSend;
    const slow = await inFlight;
    idleAgent.destroy();

    expect(exitCode, server.output()).toBe(0);
    expect(await readiness).toBe(503);
    expect(idle).toMatchObject({ status: 503, reusedSocket: true, closesConnection: true, body: { error: 'shutting_down' } });
    expect(slow).toMatchObject({ status: 200, error: null, body: { accepted: BATCH, stored: BATCH } });
    // No request sent on a kept-alive socket was cut off: each got an answer. (Only a fresh connection may
    // be refused, once the listener is closed.)
    const cutOff = deliveries.filter((d) => d.reusedSocket && d.status === null);
    expect(cutOff.map((d) => d.error)).toEqual([]);
    expect(deliveries.filter((d) => d.afterSignal && d.status === 503 && d.reusedSocket).length).toBeGreaterThan(0);
    const acknowledged = deliveries.filter((d) => d.status === 200);
    const drained = deliveries.filter((d) => d.afterSignal && d.status === 503);
    const refused = deliveries.filter((d) => d.status === null);
    console.log(
      `SIGTERM under load: ${deliveries.length} requests, ${acknowledged.length} acknowledged (${acknowledged.length * BATCH} readings),` +
        ` ${drained.length} answered 503 while draining (${drained.filter((d) => d.reusedSocket).length} on kept-alive sockets),` +
        ` ${refused.length} refused on a new connection after the listener closed (${[...new Set(refused.map((d) => d.error))].join(', ')})`,
    );
    expect(acknowledged.length).toBeGreaterThan(BUSY_DEVICES);
    for (const delivery of acknowledged) expect(delivery.body).toMatchObject({ accepted: BATCH });

    // The server starts again on the same database, and every acknowledged reading is there.
    const again = await startServerProcess(database.serverEnv);
    expect(await again.stop(), again.output()).toBe(0);
    const stored = await database.withPool(async (pool) => {
      const { rows } = await pool.query<{ key: string }>(
        `SELECT sensor_id || '@' || (extract(epoch FROM time) * 1000)::bigint AS key FROM sensor_readings WHERE sensor_id = ANY($1)`,
        [devices.map((d) => d.sensorId)],
      );
      return new Set(rows.map((row) => row.key));
    });
    const lost = acknowledged.flatMap((d) => d.readings).filter((r) => !stored.has(`${r.sensorId}@${r.time}`));
    expect(lost).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length * BATCH);
  }, 180_000);
});
