// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

/**
 * public/push-notifications.js, the service worker's Web Push part, run in a worker-like global of its
 * own: the lock screen's Acknowledge while the phone is offline waits in the worker's outbox (IndexedDB)
 * and is sent, with the device's session, when Background Sync says the network is back.
 */
const SCRIPT = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/push-notifications.js'), 'utf8');

type Handler = (event: Record<string, unknown>) => void;

/** The network as the worker sees it: off (every fetch fails like a dropped Wi-Fi) or an API that answers. */
function network() {
  const net = { online: false, calls: [] as Array<{ headers: Record<string, string>; body: { query: string; variables: unknown } }> };
  const fetch = async (url: string, init: { headers: Record<string, string>; body: string }) => {
    if (!net.online) throw new TypeError('Failed to fetch');
    expect(url).toBe('/graphql');
    const body = JSON.parse(init.body) as { query: string; variables: unknown };
    net.calls.push({ headers: init.headers, body });
    const data = body.query.includes('refreshToken')
      ? { refreshToken: { access_token: 'device-token' } }
      : { acknowledgeTempAlert: { id: 'alert-1' } };
    return { json: async () => ({ data }) };
  };
  return { net, fetch };
}

function serviceWorker() {
  const handlers = new Map<string, Handler>();
  const syncTags: string[] = [];
  const indexedDB = new IDBFactory();
  const { net, fetch } = network();
  const self = {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { sync: { register: async (tag: string) => void syncTags.push(tag) }, showNotification: async () => undefined },
    location: { origin: 'https://kitchen.example' },
    clients: { matchAll: async () => [], openWindow: async () => null },
  };
  vm.runInNewContext(SCRIPT, { self, indexedDB, fetch, URL, Date, Promise, Error, TypeError, JSON });
  /** Dispatches an event as the browser would and waits for the work it hands to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const work: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, isTrusted: true, waitUntil: (p: Promise<unknown>) => work.push(p) });
    await Promise.all(work);
  };
  /** What waits in the worker's outbox. */
  const outbox = () =>
    new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open('ks-push-actions', 1);
      open.onsuccess = () => {
        const all = open.result.transaction('actions').objectStore('actions').getAll();
        all.onsuccess = () => resolve(all.result as unknown[]);
        all.onerror = () => reject(all.error);
      };
      open.onerror = () => reject(open.error);
    });
  return { net, syncTags, dispatch, outbox };
}

const acknowledgeClick = {
  action: 'acknowledge',
  notification: { data: { url: '/temperatures/l/a/f', alertId: 'alert-1', clientId: 'client-1' }, close: () => undefined },
};

describe('the lock screen’s Acknowledge while offline', () => {
  it('waits in the outbox, then lands with the device’s session when the network returns', async () => {
    const sw = serviceWorker();
    await sw.dispatch('notificationclick', acknowledgeClick);
    expect(sw.net.calls).toEqual([]);
    expect(sw.syncTags).toEqual(['ks-push-actions']);
    expect(await sw.outbox()).toMatchObject([{ action: 'acknowledge', alertId: 'alert-1', clientId: 'client-1' }]);

    // Still offline when the first sync fires: it stays for the next one.
    await sw.dispatch('sync', { tag: 'ks-push-actions' });
    expect(await sw.outbox()).toHaveLength(1);

    sw.net.online = true;
    await sw.dispatch('sync', { tag: 'ks-push-actions' });
    expect(sw.net.calls.map((c) => c.body.query.match(/^mutation (\w+)/)?.[1])).toEqual(['RefreshToken', 'AcknowledgeFromNotification']);
    expect(sw.net.calls[1]!.headers).toMatchObject({ authorization: 'Bearer device-token', 'client-id': 'client-1' });
    expect(sw.net.calls[1]!.body.variables).toEqual({ id: 'alert-1' });
    expect(await sw.outbox()).toEqual([]);
  });
});
