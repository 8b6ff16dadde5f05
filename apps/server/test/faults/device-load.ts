import http from 'node:http';
import type { MonitoredAppliance } from '../readings.js';

/** What one POST of readings came to, as a device saw it. */
export interface Delivery {
  /** The HTTP status, or null when the request got no answer. */
  status: number | null;
  /** The connection error instead of an answer (ECONNRESET, ECONNREFUSED, …). */
  error: string | null;
  /** Sent on a kept-alive socket an earlier request had used. */
  reusedSocket: boolean;
  /** The answer asked to close the connection. */
  closesConnection: boolean;
  /** The readings in the request (sensor id and time in epoch ms). */
  readings: Array<{ sensorId: string; time: number }>;
  body: Record<string, unknown> | null;
}

/** One device's HTTP connection: a keep-alive agent with a single socket, reused between requests. */
export function deviceConnection(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 1 });
}

/**
 * POSTs readings like a device. `beforeEnd` runs after half the body is written, so a test can hold
 * a request in flight (headers and half a body received by the server) across an event.
 */
export function deliver(
  baseUrl: string,
  agent: http.Agent,
  device: MonitoredAppliance,
  times: number[],
  beforeEnd?: () => Promise<void>,
): Promise<Delivery> {
  const body = Buffer.from(
    JSON.stringify({ readings: times.map((time) => ({ hwid: device.hwid, time: new Date(time).toISOString(), temperature: 3.5 })) }),
  );
  const readings = times.map((time) => ({ sensorId: device.sensorId, time }));
  return new Promise((resolve) => {
    const request = http.request(`${baseUrl}/ingest/v1/readings`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${device.secret}` },
    });
    const outcome = (status: number | null, error: string | null, closes: boolean, answer: Record<string, unknown> | null) =>
      resolve({ status, error, reusedSocket: request.reusedSocket, closesConnection: closes, readings, body: answer });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        let answer: Record<string, unknown> | null = null;
        try {
          answer = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        } catch {
          answer = null;
        }
        outcome(response.statusCode ?? null, null, response.headers.connection === 'close', answer);
      });
      response.on('error', (error: NodeJS.ErrnoException) =>
        outcome(response.statusCode ?? null, error.code ?? error.message, false, null),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => outcome(null, error.code ?? error.message, false, null));
    if (!beforeEnd) {
      request.end(body);
      return;
    }
    const half = Math.floor(body.length / 2);
    request.write(body.subarray(0, half));
    void beforeEnd().then(() => request.end(body.subarray(half)));
  });
}
