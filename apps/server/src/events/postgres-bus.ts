import pg from 'pg';
import { sessionUrlOf } from '../db/database.js';
import { isUuid } from '../db/ids.js';
import type { ClientEvents, LiveBus, LiveListener } from './live-event.js';
import { decodePayload, encodePayloads } from './notify-payload.js';

/** One channel per client: a NOTIFY reaches only the instances that have a subscriber of that client. */
function channelOf(clientId: string): string {
  return `ks_live_${clientId.replaceAll('-', '')}`;
}

const RECONNECT_MS = 1_000;

/**
 * With DATABASE_URL: events travel through PostgreSQL LISTEN/NOTIFY, so every instance behind a load
 * balancer delivers every event. Publishing is a NOTIFY on the pool (after the work committed); each
 * instance holds one listening connection, LISTENing to the channels of the clients it has subscribers of.
 * Should that connection drop, it reconnects and listens again; events sent meanwhile are missed (the
 * screens poll as a fallback).
 */
export function createPostgresBus(pool: pg.Pool, log: (message: string, error?: unknown) => void): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  const byChannel = new Map<string, string>();
  let connection: Promise<pg.Client> | null = null;
  let closed = false;
  // LISTEN and UNLISTEN run one after the other on the listening connection.
  let commands: Promise<unknown> = Promise.resolve();

  const connect = (): Promise<pg.Client> => {
    connection ??= (async () => {
      // Its own session (the direct URL behind a transaction pooler): a LISTEN lasts as long as its session.
      const client = new pg.Client({ connectionString: sessionUrlOf(pool) });
      client.on('notification', (message) => {
        const clientId = byChannel.get(message.channel);
        const set = clientId ? listeners.get(clientId) : undefined;
        if (!set || !message.payload) return;
        const events = decodePayload(message.payload);
        for (const listener of set) for (const event of events) listener.deliver(event);
      });
      const lost = (error?: unknown) => {
        if (closed) return;
        log('live updates: the LISTEN connection dropped; reconnecting', error);
        connection = null;
        setTimeout(() => void relisten(), RECONNECT_MS).unref();
      };
      client.on('error', lost);
      client.on('end', () => lost());
      try {
        await client.connect();
      } catch (error) {
        connection = null;
        throw error;
      }
      return client;
    })();
    return connection;
  };

  const run = (statement: string): Promise<void> => {
    const next = commands.then(async () => {
      await (await connect()).query(statement);
    });
    commands = next.catch(() => undefined);
    return next;
  };

  const relisten = async () => {
    if (closed || listeners.size === 0) return;
    try {
      for (const clientId of listeners.keys()) await run(`LISTEN ${channelOf(clientId)}`);
    } catch (error) {
      log('live updates: listening again failed; retrying', error);
      connection = null;
      setTimeout(() => void relisten(), RECONNECT_MS).unref();
    }
  };

  return {
    async publish(batches: ClientEvents[]) {
      const channels: string[] = [];
      const payloads: string[] = [];
      for (const { clientId, events } of batches) {
        if (!isUuid(clientId) || events.length === 0) continue;
        for (const payload of encodePayloads(events)) {
          channels.push(channelOf(clientId));
          payloads.push(payload);
        }
      }
      if (channels.length === 0) return;
      try {
        await pool.query('SELECT pg_notify(c, p) FROM unnest($1::text[], $2::text[]) AS t(c, p)', [channels, payloads]);
      } catch (error) {
        log('live updates: NOTIFY failed', error);
      }
    },
    async listen(clientId, listener) {
      if (!isUuid(clientId)) throw new Error('live updates: a client id must be a UUID');
      let set = listeners.get(clientId);
      if (!set) {
        listeners.set(clientId, (set = new Set()));
        byChannel.set(channelOf(clientId), clientId);
      }
      set.add(listener);
      try {
        // Also when the channel is already listened to: a LISTEN still in flight must be done first.
        await run(`LISTEN ${channelOf(clientId)}`);
      } catch (error) {
        set.delete(listener);
        throw error;
      }
      return () => {
        if (!set.delete(listener) || set.size > 0) return;
        listeners.delete(clientId);
        byChannel.delete(channelOf(clientId));
        if (!closed) run(`UNLISTEN ${channelOf(clientId)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const all = [...listeners.values()].flatMap((set) => [...set]);
      listeners.clear();
      for (const listener of all) listener.end();
      const open = connection;
      connection = null;
      if (open) await (await open.catch(() => null))?.end().catch(() => undefined);
    },
  };
}
