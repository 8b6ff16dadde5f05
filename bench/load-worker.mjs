// Load generator for the ingest benchmark, in its own thread so that the devices and gateways do not
// share the server's event loop (in production they are other machines). Plain JavaScript: no loader.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import mqtt from 'mqtt';

async function http({ url, secret, lanes }) {
  let stored = 0;
  let refused = 0;
  parentPort.postMessage({ type: 'started' });
  await Promise.all(
    lanes.map(async (lane) => {
      for (const body of lane) {
        const response = await fetch(`${url}/ingest/v1/readings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body,
        });
        const answer = await response.json();
        stored += answer.stored ?? 0;
        refused += answer.errors?.length ?? 0;
      }
    }),
  );
  return { stored, refused };
}

async function devices({ brokerUrl, devices }) {
  const clients = await Promise.all(
    devices.map((d) => mqtt.connectAsync(brokerUrl, { username: d.username, password: d.password, reconnectPeriod: 0 })),
  );
  parentPort.postMessage({ type: 'started' });
  let published = 0;
  // Each connection keeps up to `window` QoS 1 messages in flight, as a fleet of many slower devices
  // behind these connections would: the broker, not one round trip at a time, sets the pace.
  const window = workerData.window ?? 20;
  await Promise.all(
    clients.map(async (client, i) => {
      const inFlight = new Set();
      for (const message of devices[i].messages) {
        const sent = client.publishAsync(devices[i].topic, message, { qos: 1 }).then(() => {
          published += 1;
          inFlight.delete(sent);
        });
        inFlight.add(sent);
        if (inFlight.size >= window) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
    }),
  );
  await Promise.all(clients.map((c) => c.endAsync()));
  return { published };
}

const run = workerData.kind === 'http' ? http(workerData) : devices(workerData);
/** This thread's CPU time (ms) on Linux, else its event loop's busy time (close to it). */
function threadCpuMs() {
  try {
    const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms clock ticks
  } catch {
    return performance.eventLoopUtilization().active;
  }
}

run.then(
  // activeMs: the CPU this load generator used, so the bench can tell it from the server's.
  (result) => parentPort.postMessage({ type: 'done', result: { ...result, activeMs: threadCpuMs() } }),
  (error) => parentPort.postMessage({ type: 'error', message: String(error?.stack ?? error) }),
);
