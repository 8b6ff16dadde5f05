import net from 'node:net';
import { Aedes, type AedesOptions } from 'aedes';
import { freePort } from './free-port.js';
import { guardPacketSize } from './mqtt-packet-size-guard.js';

export interface EmbeddedMqtt {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Who may connect, publish and subscribe (ingest's device rules). With an `authenticate` rule anonymous
 * clients are refused; without any hooks the broker is open (tests use one as a stand-in external broker).
 */
export type BrokerHooks = Pick<AedesOptions, 'authenticate' | 'authorizePublish' | 'authorizeSubscribe' | 'authorizeForward'>;

type Authenticate = NonNullable<AedesOptions['authenticate']>;

/**
 * A broker with credential rules refuses a CONNECT without username and password outright (CONNACK 5,
 * not authorized): devices, gateways and the server all sign in, and an anonymous session, even one
 * that may neither publish nor subscribe, is a foothold an attacker does not need.
 */
function refuseAnonymous(authenticate: Authenticate): Authenticate {
  return (client, username, password, done) => {
    if (!username && !password) return done(Object.assign(new Error('Credentials required'), { returnCode: 5 as const }), false);
    authenticate(client, username, password, done);
  };
}

/** An in-process MQTT broker (aedes) on loopback, speaking the same protocol as Mosquitto or EMQX. */
export async function startEmbeddedMqtt(preferredPort: number, log: (msg: string) => void, hooks: BrokerHooks = {}): Promise<EmbeddedMqtt> {
  // A plain aedes broker: its public hooks only, no reach into its internals.
  const broker = await Aedes.createBroker(hooks.authenticate ? { ...hooks, authenticate: refuseAnonymous(hooks.authenticate) } : hooks);
  // Every connection reads through the packet size guard: a packet over 64 KiB ends it at its header.
  const server = net.createServer((socket) => broker.handle(guardPacketSize(socket)));
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
