import type { SystemServices } from '../../scope/app-services.js';
import { drainSession } from './mqtt-session-drain.js';
import { startSessionTakeover, type SessionTakeover } from './mqtt-session-takeover.js';
import { startReadingsSubscriber, type ReadingsSubscriber, type ReadingsSubscriberOptions } from './mqtt-subscriber.js';

/**
 * The server's MQTT ingest on an external broker: the readings subscriber and, when instances share the
 * stream (`sharedGroup`), the session takeover that drains a gone peer's share (mqtt-session-takeover.ts).
 */
export function startMqttIngest(system: SystemServices, options: ReadingsSubscriberOptions): ReadingsSubscriber {
  const subscriber = startReadingsSubscriber(system, options);
  const group = options.sharedGroup;
  let takeover: SessionTakeover | null = null;
  const watch = () => {
    if (!group) return Promise.resolve();
    takeover = startSessionTakeover({
      url: options.url,
      username: options.username,
      password: options.password,
      group,
      clientId: options.clientId,
      pool: system.pool,
      drain: (peer, ownerBack) =>
        drainSession({
          peer,
          open: () => startReadingsSubscriber(system, { ...options, clientId: peer, drain: true }),
          ownerBack,
          log: system.log,
        }),
      log: system.log,
    });
    return takeover.ready;
  };
  const watching = watch();
  return {
    ...subscriber,
    ready: Promise.all([subscriber.ready, watching]).then(() => undefined),
    async stop() {
      await subscriber.stop();
      // Stored and disconnected: tell the peers, so one of them drains what the broker queues for us meanwhile.
      await takeover?.leave();
    },
    async start() {
      await Promise.all([subscriber.start(), watch()]);
    },
  };
}
