import mqtt, { type MqttClient } from 'mqtt';
import type { SimulatedReading } from './sensor-curves.js';

/** How a simulated sensor sends its readings. */
export interface ReadingSender {
  send(readings: Array<SimulatedReading & { hwid: string }>): Promise<{ stored: number; refused: number }>;
  close(): Promise<void>;
}

/** HTTP: one POST per batch with the sensor's own credential. */
export function httpSender(url: string, secret: string): ReadingSender {
  return {
    async send(readings) {
      const response = await fetch(`${url}/ingest/v1/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ readings }),
      });
      if (!response.ok) throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { stored: number; errors: unknown[] };
      return { stored: body.stored, refused: body.errors.length };
    },
    async close() {},
  };
}

/** MQTT: the device signs in as hwid@clientId and publishes QoS 1 on its own topic. */
export async function mqttSender(brokerUrl: string, device: { clientId: string; hwid: string; secret: string }): Promise<ReadingSender> {
  const client: MqttClient = await mqtt.connectAsync(brokerUrl, {
    // A production broker binds each device account to its username as client id (docs/OPERATIONS.md).
    clientId: `${device.hwid}@${device.clientId}`,
    username: `${device.hwid}@${device.clientId}`,
    password: device.secret,
    reconnectPeriod: 2000,
  });
  const topic = `ks/${device.clientId}/sensors/${device.hwid}/readings`;
  return {
    async send(readings) {
      for (const { hwid: _hwid, ...reading } of readings) await client.publishAsync(topic, JSON.stringify(reading), { qos: 1 });
      return { stored: readings.length, refused: 0 };
    },
    async close() {
      await client.endAsync();
    },
  };
}

/** Waits until the server answers /readyz (npm start runs the simulator beside a booting server). */
export async function waitForServer(url: string, timeoutMs = 5 * 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
