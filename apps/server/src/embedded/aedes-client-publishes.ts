import type { Aedes, Client, PublishPacket } from 'aedes';

type PublishDone = ((error?: Error | null) => void) | undefined;
type Publish = (packet: PublishPacket, clientOrDone: Client | PublishDone | null, done?: PublishDone) => void;

/**
 * The one place that leans on how aedes works inside, so that a change there fails loudly here (at start
 * and in aedes-client-publishes.test.ts) instead of silently routing readings again.
 *
 * aedes hands every client PUBLISH, once authorized and acknowledged, to `broker.publish(packet, client,
 * done)` (lib/handlers/publish.js); its public typings and docs declare only the `(packet, done)` form of
 * the broker's own publishes ($SYS, wills), which come without a client. aedes has no public hook that
 * ends a client's message after authorizePublish without routing it, so this replaces `publish` with one
 * that completes a client's message at once and routes only the broker's own.
 */
export function endClientPublishes(broker: Aedes): void {
  const publish = (broker as unknown as { publish: Publish }).publish;
  // aedes 1.x declares publish(packet, client, done); a different arity means its internals moved.
  if (typeof publish !== 'function' || publish.length !== 3) {
    throw new Error('aedes no longer publishes as publish(packet, client, done): review aedes-client-publishes.ts');
  }
  const route = publish.bind(broker);
  // The broker's own publishes call publish(packet, done): the second argument is then the callback, not
  // a client, and they are routed as before.
  // (Before this adapter, that form was taken for a client's and its callback never ran.)
  const endAtClient: Publish = (packet, clientOrDone, done) =>
    clientOrDone && typeof clientOrDone === 'object' ? done?.(null) : route(packet, clientOrDone, done);
  Object.assign(broker, { publish: endAtClient });
}
