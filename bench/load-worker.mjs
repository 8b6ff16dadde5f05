// Load generator for the ingest benchmark, in its own thread so that the devices and gateways do not
// share the server's event loop (in production they are other machines). Plain JavaScript: no loader.
// One thread serves every run of a benchmark (warm-up and measured rounds), so that its own start-up and
// JIT warm-up fall outside what is measured. Each run: { kind: 'http' | 'mqtt', ... } in; 'started' (the
// load is ready: the clock may start), then 'done' with the result and this thread's CPU for the run out.
// Kinds: 'http' (gateways posting batches), 'mqtt' (a device fleet), 'graphql' (a browser's repeated query).
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import net from 'node:net';
import mqttPacket from 'mqtt-packet';

async function http({ url, secret, lanes }, started) {
  let stored = 0;
  let refused = 0;
  started();
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
 * A browser asking for one GraphQL query again and again, one request at a time: the latency of each
 * (request sent to answer parsed) after `warmup` uncounted ones, and the last answer's data.
 */
async function graphql({ url, token, clientId, body, runs, warmup }, started) {
  const latencies = [];
  let data = null;
  for (let i = -warmup; i < runs; i += 1) {
    if (i === 0) started();
    const sent = performance.now();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'client-id': clientId },
      body,
    });
    const answer = await response.json();
    if (i >= 0) latencies.push(performance.now() - sent);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    data = answer.data;
  }
  return { latencies, data };
}

/**
 * Reads what the broker sends a publishing device: a CONNACK, then PUBACKs (both 4 bytes: type, length 2,
 * two bytes), across chunk boundaries, without allocating per packet (a general MQTT parser allocates a
 * packet object for each PUBACK, and this thread shares two cores with the server it measures).
 */
function brokerAnswers({ connack, puback, other }) {
  const carried = Buffer.alloc(4);
  let have = 0;
  const take = (b0, b3) => {
    if (b0 === 0x40) puback();
    else if (b0 === 0x20) connack(b3);
    else other(b0 >> 4);
  };
  return (chunk) => {
    let i = 0;
    while (have > 0 && i < chunk.length) {
      carried[have++] = chunk[i++];
      if (have === 4) {
        have = 0;
        take(carried[0], carried[3]);
      }
    }
    for (; i + 4 <= chunk.length; i += 4) {
      if (chunk[i + 1] !== 2) return other(chunk[i] >> 4);
      take(chunk[i], chunk[i + 3]);
    }
    for (; i < chunk.length; i += 1) carried[have++] = chunk[i];
  };
}

/**
 * A fleet of MQTT devices on lean connections: each speaks MQTT 3.1.1 over its own TCP socket (CONNECT,
 * then QoS 1 PUBLISHes with up to `window` unacknowledged, as a fleet of many slower devices behind these
 * connections would keep in flight), with every packet encoded before the clock starts and the next ones
 * written together when PUBACKs arrive. A full client library per device costs this thread more CPU than
 * the broker spends per message, and it shares two cores with the server; real devices are other machines.
 */
function leanDevice(brokerUrl, device, window, paced) {
  const { hostname, port } = new URL(brokerUrl);
  const packets = device.messages.map((payload, i) =>
    mqttPacket.generate({ cmd: 'publish', topic: device.topic, payload, qos: 1, messageId: (i % 65535) + 1, retain: false, dup: false }),
  );
  // All packets back to back, so that the next ones go out as one view of it, without copying.
  const stream = Buffer.concat(packets);
  const offsets = [0];
  for (const packet of packets) offsets.push(offsets[offsets.length - 1] + packet.length);
  const socket = net.connect({ host: hostname, port: Number(port) });
  socket.setNoDelay(true);
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
    const end = Math.min(limit, packets.length, paced ? paced() : Infinity);
    if (end > sent) socket.write(stream.subarray(offsets[sent], offsets[end]));
    sent = Math.max(sent, end);
  };
  const answers = brokerAnswers({
    connack(returnCode) {
      if (returnCode !== 0) socket.destroy(new Error(`${device.username}: CONNACK ${returnCode}`));
      else connected();
    },
    puback() {
      acked += 1;
    },
    other(type) {
      socket.destroy(new Error(`${device.username}: unexpected packet type ${type}`));
    },
  });
  socket.on('data', (chunk) => {
    const before = acked;
    answers(chunk);
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
  return { ready, start: () => sendUpTo(window), pump: () => sendUpTo(acked + window), done };
}

/** How often a paced fleet releases what its schedule allows: well inside the subscriber's 20 ms batch window. */
const PACE_TICK_MS = 5;

/**
 * A fleet of devices: as fast as the broker takes their messages (`window` unacknowledged each), or, with
 * `ratePerSecond`, on a schedule of that many messages per second over the whole fleet, spread evenly (device
 * d's k-th message is due at (k + d / N) / its own rate), to measure latency below capacity: a saturated
 * run measures how long a reading queues behind the backlog instead.
 */
async function devices({ brokerUrl, devices, window = 20, ratePerSecond }, started) {
  let startedAt = 0;
  const perDevice = ratePerSecond ? ratePerSecond / devices.length : 0;
  const scheduleOf = (d) =>
    ratePerSecond ? () => Math.floor((perDevice * (performance.now() - startedAt)) / 1000 + d / devices.length) : undefined;
  const fleet = devices.map((device, d) => leanDevice(brokerUrl, device, window, scheduleOf(d)));
  await Promise.all(fleet.map((d) => d.ready));
  started();
  startedAt = performance.now();
  for (const device of fleet) device.start();
  const ticker = ratePerSecond ? setInterval(() => fleet.forEach((device) => device.pump()), PACE_TICK_MS) : null;
  try {
    const acked = await Promise.all(fleet.map((d) => d.done));
    return { published: acked.reduce((sum, n) => sum + n, 0), seconds: (performance.now() - startedAt) / 1000 };
  } finally {
    if (ticker) clearInterval(ticker);
  }
}

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

parentPort.on('message', (job) => {
  let cpuAtStart = 0;
  const started = () => {
    cpuAtStart = threadCpuMs();
    parentPort.postMessage({ type: 'started' });
  };
  const run = { http, mqtt: devices, graphql }[job.kind];
  run(job, started).then(
    // activeMs: the CPU this load generator used while loading, so the bench can tell it from the server's.
    (result) => parentPort.postMessage({ type: 'done', result: { ...result, activeMs: threadCpuMs() - cpuAtStart } }),
    (error) => parentPort.postMessage({ type: 'error', message: String(error?.stack ?? error) }),
  );
});
