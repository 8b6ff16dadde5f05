import mqtt, { type MqttClient } from 'mqtt';
import type { Pool } from '../../db/database.js';
import type { ScopeLog } from '../../scope/scope.js';
import { SESSION_STATUS_ROOT } from './mqtt-topics.js';

/**
 * Session takeover for server instances sharing the readings stream (`MQTT_SHARED_GROUP`).
 *
 * Why: Mosquitto gives every member of a shared group its share of the stream even while that member is
 * offline — the messages wait in the member's persistent session, and the ones it had in flight when it
 * died are redelivered only to that session. If an instance is killed and does not come back (a crashed
 * host, a scaled-down deployment), its share would wait forever. So each instance announces its session
 * on a status topic, with a retained last will of `lost`; when a peer's session is `lost` (killed) or
 * `left` (stopped), one survivor — chosen by a PostgreSQL advisory lock — connects AS that session,
 * unsubscribes it from the group (so no new messages are queued for it), stores everything the broker
 * hands over, and clears the status. A peer that comes back simply takes its session back (the broker
 * disconnects the survivor; QoS 1 redelivery and the readings' (sensor, time) key keep every reading once)
 * and subscribes again.
 */

/** Retained status of one instance's session: `ks-server/sessions/<group>/<mqtt client id>`. */
export type SessionStatus = 'online' | 'lost' | 'left';

export function sessionStatusTopic(group: string, clientId: string): string {
  return `${SESSION_STATUS_ROOT}/${group}/${clientId}`;
}

/** The client id a status topic names, or null for another group's or a malformed topic. */
export function sessionOfStatusTopic(group: string, topic: string): string | null {
  const prefix = `${SESSION_STATUS_ROOT}/${group}/`;
  if (!topic.startsWith(prefix)) return null;
  const clientId = topic.slice(prefix.length);
  return clientId.length > 0 && !clientId.includes('/') ? clientId : null;
}

/**
 * Drains another instance's session: connects as it, unsubscribes it, stores what arrives, disconnects;
 * stops early once `ownerBack()` (the peer announced itself online again).
 */
export type DrainSession = (clientId: string, ownerBack: () => boolean) => Promise<void>;

export interface SessionTakeoverOptions {
  url: string;
  username?: string;
  password?: string;
  group: string;
  /** This instance's MQTT client id (its readings session). */
  clientId: string;
  pool: Pool;
  drain: DrainSession;
  log: ScopeLog;
}

export interface SessionTakeover {
  ready: Promise<void>;
  /** Takeovers under way (tests wait for them). */
  busy(): Promise<void>;
  /** Announces that this instance left on purpose, so a peer drains its session, and disconnects. */
  leave(): Promise<void>;
}

/**
 * Starts watching the group's session statuses. The watcher has its own connection (client id
 * `<clientId>:status`, clean), which carries this instance's last will: a process killed with -9 loses
 * both connections at once, and the broker publishes the will.
 */
export function startSessionTakeover(options: SessionTakeoverOptions): SessionTakeover {
  const ownTopic = sessionStatusTopic(options.group, options.clientId);
  const running = new Map<string, Promise<void>>();
  /** Each peer's last announced status. */
  const statuses = new Map<string, SessionStatus | ''>();
  const client: MqttClient = mqtt.connect(options.url, {
    clientId: `${options.clientId}:status`,
    clean: true,
    username: options.username,
    password: options.password,
    reconnectPeriod: 1000,
    will: { topic: ownTopic, payload: Buffer.from('lost' satisfies SessionStatus), qos: 1, retain: true },
  });
  client.on('error', (error) => options.log.error({ err: error }, 'MQTT session watcher error'));

  const ready = new Promise<void>((resolve) => {
    client.on('connect', () => {
      void (async () => {
        try {
          await client.publishAsync(ownTopic, 'online' satisfies SessionStatus, { qos: 1, retain: true });
          const granted = await client.subscribeAsync(`${SESSION_STATUS_ROOT}/${options.group}/+`, { qos: 1 });
          if (granted.some((grant) => grant.qos > 2)) throw new Error('subscription refused');
        } catch (error) {
          // A broker whose ACL does not allow the status topic: instances still share the stream, only
          // without takeover (docs/OPERATIONS.md lists the rule).
          options.log.error({ err: error }, 'MQTT session takeover is off: the broker refused the status topic');
        }
        resolve();
      })();
    });
  });

  client.on('message', (topic, payload) => {
    const peer = sessionOfStatusTopic(options.group, topic);
    const status = payload.toString() as SessionStatus | '';
    if (peer) statuses.set(peer, status);
    if (!peer || peer === options.clientId || (status !== 'lost' && status !== 'left') || running.has(peer)) return;
    const work = takeOver(peer).finally(() => running.delete(peer));
    running.set(peer, work);
  });

  /**
   * One survivor per dead session: the one holding the advisory lock while it drains. A transaction's lock
   * (held by an open transaction for the drain), not a session's: behind a transaction-mode pooler a
   * session lock would stay on whichever server session ran the statement.
   */
  async function takeOver(peer: string): Promise<void> {
    const connection = await options.pool.connect();
    let lost: Error | undefined;
    try {
      await connection.query('BEGIN');
      const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [
        `mqtt-session:${options.group}:${peer}`,
      ]);
      if (!rows[0]?.locked) return;
      options.log.warn({ peer }, `MQTT: taking over the session of ${peer}, which is gone`);
      await options.drain(peer, () => statuses.get(peer) === 'online');
      // Cleared only after a full drain; a peer that came back meanwhile has announced itself `online`.
      await client.publishAsync(sessionStatusTopic(options.group, peer), '', { qos: 1, retain: true });
    } catch (error) {
      options.log.error({ err: error }, `MQTT: taking over the session of ${peer} failed; a later status or restart retries it`);
    } finally {
      // Ends the transaction and with it the lock; a connection that cannot is dropped, not reused.
      await connection.query('ROLLBACK').catch((error: unknown) => (lost = error instanceof Error ? error : new Error(String(error))));
      connection.release(lost);
    }
  }

  return {
    ready,
    async busy() {
      await Promise.all(running.values());
    },
    async leave() {
      await Promise.all(running.values());
      if (client.connected)
        await client.publishAsync(ownTopic, 'left' satisfies SessionStatus, { qos: 1, retain: true }).catch(() => undefined);
      await client.endAsync();
    },
  };
}
