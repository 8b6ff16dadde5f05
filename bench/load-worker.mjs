// Load generator for the ingest benchmark, in its own thread so that the devices and gateways do not
// share the server's event loop (in production they are other machines). Plain JavaScript: no loader.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import net from 'node:net';
import mqttPacket from 'mqtt-packet';

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

/**
 * A fleet of MQTT devices on lean connections: each speaks MQTT 3.1.1 over its own TCP socket (CONNECT,
 * then QoS 1 PUBLISHes with up to `window` unacknowledged, as a fleet of many slower devices behind these
 * connections would keep in flight), with every packet encoded before the clock starts and the next ones
 * written together when PUBACKs arrive. A full client library per device costs this thread more CPU than
 * the broker spends per message, and it shares two cores with the server; real devices are other machines.
 */
function leanDevice(brokerUrl, device, window) {
  const { hostname, port } = new URL(brokerUrl);
  const packets = device.messages.map((payload, i) =>
    mqttPacket.generate({ cmd: 'publish', topic: device.topic, payload, qos: 1, messageId: (i % 65535) + 1, retain: false, dup: false }),
  );
  const socket = net.connect({ host: hostname, port: Number(port) });
  socket.setNoDelay(true);
  const parser = mqttPacket.parser();
  let connected;
  let finished;
  const ready = new Promise((resolve, reject) => {
    connected = resolve;
    socket.once('error', reject);
  });
  const done = new Promise((resolve, reject) => {
    finished = resolve;
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`${device.username}: connection closed with ${packets.length - acked} unacknowledged`)));
  });
  let sent = 0;
  let acked = 0;
  const sendUpTo = (limit) => {
    const end = Math.min(limit, packets.length);
    if (end > sent) socket.write(end - sent === 1 ? packets[sent] : Buffer.concat(packets.slice(sent, end)));
    sent = Math.max(sent, end);
  };
  parser.on('packet', (packet) => {
    if (packet.cmd === 'connack') {
      if (packet.returnCode !== 0) socket.destroy(new Error(`${device.username}: CONNACK ${packet.returnCode}`));
      else connected();
    } else if (packet.cmd === 'puback') acked += 1;
  });
  parser.on('error', (error) => socket.destroy(error));
  socket.on('data', (chunk) => {
    const before = acked;
    parser.parse(chunk);
    if (acked === before || sent === 0) return;
    if (acked === packets.length) {
      socket.removeAllListeners('close');
      socket.end(mqttPacket.generate({ cmd: 'disconnect' }));
      finished(acked);
    } else sendUpTo(acked + window);
  });
  socket.write(
    mqttPacket.generate({
      cmd: 'connect',
      protocolId: 'MQTT',
      protocolVersion: 4,
      clean: true,
      keepalive: 60,
      clientId: device.username,
      username: device.username,
      password: Buffer.from(device.password),
    }),
  );
  return { ready, start: () => sendUpTo(window), done };
}

async function devices({ brokerUrl, devices, window = 20 }) {
  const fleet = devices.map((device) => leanDevice(brokerUrl, device, window));
  await Promise.all(fleet.map((d) => d.ready));
  parentPort.postMessage({ type: 'started' });
  for (const device of fleet) device.start();
  const acked = await Promise.all(fleet.map((d) => d.done));
  return { published: acked.reduce((sum, n) => sum + n, 0) };
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
