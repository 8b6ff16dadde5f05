import net from 'node:net';
import { Aedes, type AedesOptions, type Client, type PublishPacket } from 'aedes';
import { freePort } from './free-port.js';

export interface EmbeddedMqtt {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Who may connect, publish and subscribe (ingest's device rules); without it the broker is open. */
export type BrokerHooks = Pick<AedesOptions, 'authenticate' | 'authorizePublish' | 'authorizeSubscribe'> & {
  /**
   * The server itself takes in every message a client may publish while authorizing it (ingest's intake:
   * stored before the PUBACK), so such a message ends there: the broker neither routes it to subscribers
   * nor keeps it for offline sessions or as retained. That routing was about a tenth of the broker's CPU
   * per message, for readings nobody else may subscribe to.
   */
  takesClientMessages?: boolean;
};

type PublishDone = ((error?: Error | null) => void) | undefined;

/** Makes `broker` end every client's message at its PUBACK (see BrokerHooks.takesClientMessages). */
function endClientMessages(broker: Aedes) {
  // aedes hands every client PUBLISH, once authorized and acknowledged, to broker.publish(packet, client,
  // done) (lib/handlers/publish.js; its typings declare only the (packet, done) form of its own
  // publishes, $SYS and wills, which come without a client and are still routed).
  type Publish = (packet: PublishPacket, client: Client | null, done: PublishDone) => void;
  const route = broker.publish.bind(broker) as unknown as Publish;
  const publish: Publish = (packet, client, done) => (client ? done?.(null) : route(packet, client, done));
  Object.assign(broker, { publish });
}

/** An in-process MQTT broker (aedes) on loopback, speaking the same protocol as Mosquitto or EMQX. */
export async function startEmbeddedMqtt(preferredPort: number, log: (msg: string) => void, hooks: BrokerHooks = {}): Promise<EmbeddedMqtt> {
  const { takesClientMessages, ...options } = hooks;
  const broker = await Aedes.createBroker(options);
  if (takesClientMessages) endClientMessages(broker);
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
