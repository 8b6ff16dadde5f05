import net from 'node:net';
import { Aedes, type AedesOptions } from 'aedes';
import { freePort } from './free-port.js';

export interface EmbeddedMqtt {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Who may connect, publish and subscribe (ingest's device rules); without it the broker is open. */
export type BrokerHooks = Pick<AedesOptions, 'authenticate' | 'authorizePublish' | 'authorizeSubscribe'>;

/** An in-process MQTT broker (aedes) on loopback, speaking the same protocol as Mosquitto or EMQX. */
export async function startEmbeddedMqtt(preferredPort: number, log: (msg: string) => void, hooks: BrokerHooks = {}): Promise<EmbeddedMqtt> {
  const broker = await Aedes.createBroker({ ...hooks });
  const server = net.createServer(broker.handle);
  const port = await freePort(preferredPort);
  if (port !== preferredPort && preferredPort > 0) log(`MQTT port ${preferredPort} is taken; embedded broker listens on ${port}`);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    async stop() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
