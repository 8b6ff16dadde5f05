#!/usr/bin/env tsx
/**
 * Sensor simulator: drives the demo sensors over HTTP (default) or MQTT with realistic curves, so the
 * dashboard and equipment pages move while you watch. `npm start` runs it with --wait-for-server.
 *
 *   tsx tools/simulator/simulator.cli.ts [--url http://localhost:8080] [--wait-for-server]
 *     [--transport http|mqtt] [--mqtt-url mqtt://127.0.0.1:1883] [--tick 60] [--failure-rate 0.025] [--once]
 *   tsx tools/simulator/simulator.cli.ts --scenario breach [--hwid KS-T-0001] [--temperature 12]
 *
 * `--scenario breach` warms one fridge past its safe zone within minutes, so its alert is raised at once.
 */
import { DEGRADING_DEMO, demoDegradationC } from '../../apps/server/src/seed/readings-seed.js';
import { loadDemoSensors, type DemoSensor } from './demo-sensors.js';
import { SensorCurve } from './sensor-curves.js';
import { httpSender, mqttSender, waitForServer, type ReadingSender } from './transports.js';

function option(name: string, fallback?: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] && !process.argv[index + 1]!.startsWith('--') ? process.argv[index + 1] : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
const log = (message: string) => console.log(`[simulator] ${message}`);

const url = (option('url') ?? process.env.SIMULATOR_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
const transport = option('transport', 'http');
const mqttUrl = option('mqtt-url') ?? `mqtt://127.0.0.1:${process.env.MQTT_PORT ?? 1883}`;
const tickSeconds = Number(option('tick', '60'));
const failureRate = Number(option('failure-rate', String(1 / 40)));

async function senderFor(sensor: DemoSensor): Promise<ReadingSender> {
  return transport === 'mqtt' ? mqttSender(mqttUrl, sensor) : httpSender(url, sensor.secret);
}

/**
 * One fridge warming fast past its safe zone: readings a minute apart after its newest stored reading,
 * climbing to `temperature` (default 12 °C, more than 5 °C above a fridge's zone, so the HIGH alert is
 * raised at once rather than after the 30-minute delay). The end-to-end tests use it.
 */
async function breach(sensors: DemoSensor[]): Promise<void> {
  const hwid = option('hwid', 'KS-T-0001')!;
  const sensor = sensors.find((s) => s.hwid === hwid);
  if (!sensor) throw new Error(`no demo sensor ${hwid}`);
  const target = Number(option('temperature', '12'));
  const now = Date.now();
  const after = Math.max(sensor.latestAt ? Date.parse(sensor.latestAt) + 1000 : 0, now - 10 * 60_000);
  const steps = Math.max(1, Math.floor((now - after) / 60_000));
  const from = sensor.latestTemperature ?? 3;
  const readings = Array.from({ length: steps + 1 }, (_, i) => ({
    hwid,
    time: new Date(now - (steps - i) * ((now - after) / steps)).toISOString(),
    temperature: Math.round((from + ((target - from) * i) / steps) * 10) / 10,
    humidity: 55,
    batteryLevel: 80,
    signalLevel: 85,
  }));
  const sender = await senderFor(sensor);
  const result = await sender.send(readings);
  await sender.close();
  log(`${sensor.applianceName} (${hwid}) warmed to ${target} °C: ${result.stored} readings stored`);
}

async function run(): Promise<void> {
  if (flag('wait-for-server')) await waitForServer(url);
  const sensors = await loadDemoSensors(url);
  if (sensors.length === 0) throw new Error('no demo sensors found (is the demo seed in place?)');
  if (option('scenario') === 'breach') return breach(sensors);

  const simulated = await Promise.all(
    sensors.map(async (sensor) => ({
      sensor,
      sender: await senderFor(sensor),
      curve: new SensorCurve({
        kind: sensor.kind,
        start: sensor.latestTemperature ?? undefined,
        battery: sensor.batteryLevel ?? undefined,
        signal: sensor.signalLevel ?? undefined,
        failureRatePerHour: failureRate,
        // The demo's quietly degrading fridge goes on degrading as the seed's history did (issue 38).
        ...(sensor.hwid === DEGRADING_DEMO.hwid ? { degradation: demoDegradationC } : {}),
      }),
    })),
  );
  log(`${simulated.length} sensors over ${transport === 'mqtt' ? mqttUrl : url}, one reading each every ${tickSeconds} s`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
    });
  }
  for (let tick = 0; !stopping; tick += 1) {
    const now = Date.now();
    const results = await Promise.all(
      simulated.map(async ({ sensor, sender, curve }) => {
        try {
          return (await sender.send([{ hwid: sensor.hwid, ...curve.next(now) }])).stored;
        } catch (error) {
          log(`${sensor.hwid}: ${error instanceof Error ? error.message : String(error)}`);
          return 0;
        }
      }),
    );
    const stored = results.reduce((sum, n) => sum + n, 0);
    const failing = simulated.filter((s) => s.curve.failing(now)).map((s) => s.sensor.applianceName);
    if (tick % 10 === 0 || failing.length > 0)
      log(`tick ${tick}: ${stored} readings stored${failing.length ? `; failing: ${failing.join(', ')}` : ''}`);
    if (flag('once')) break;
    for (let waited = 0; waited < tickSeconds * 1000 && !stopping; waited += 500) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await Promise.all(simulated.map((s) => s.sender.close()));
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[simulator] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
