/* global self, indexedDB -- a service worker script: `self` is the ServiceWorkerGlobalScope. */
/*
 * Web Push (issue 36), imported by the Workbox service worker. A push carries a notice as JSON
 * ({ title, body, tag, url, alertId, clientId, actions, labels }); an alert's notice offers
 * "Acknowledge" and "Snooze 1 h", which act from the lock screen with the device's session (the refresh
 * cookie gives an access token). Offline, the action waits in IndexedDB and Background Sync replays it.
 * A tap opens the alert's equipment page; a signed-out person lands there after signing in (`via=push`).
 */
const ACTIONS_DB = 'ks-push-actions';
const ACTIONS_SYNC = 'ks-push-actions';
const DEFAULT_LABELS = { acknowledge: 'Acknowledge', snooze: 'Snooze 1 h' };

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { title: 'Kitchen Sentinel', body: event.data ? event.data.text() : '' };
  }
  const labels = { ...DEFAULT_LABELS, ...(notice.labels || {}) };
  const actions = notice.actions
    ? [
        { action: 'acknowledge', title: labels.acknowledge },
        { action: 'snooze', title: labels.snooze },
      ]
    : [];
  event.waitUntil(
    self.registration.showNotification(notice.title || 'Kitchen Sentinel', {
      body: notice.body || '',
      tag: notice.tag,
      renotify: Boolean(notice.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url || '/', alertId: notice.alertId, clientId: notice.clientId },
      actions,
    }),
  );
});

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(ACTIONS_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('actions', { autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function storeAction(entry) {
  const db = await openDb();
  await new Promise((resolve, reject) => {
    const tx = db.transaction('actions', 'readwrite');
    tx.objectStore('actions').add(entry);
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
}

async function takeActions() {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const tx = db.transaction('actions', 'readwrite');
    const store = tx.objectStore('actions');
    const all = store.getAll();
    all.onsuccess = () => {
      store.clear();
      resolve(all.result);
    };
    tx.onerror = () => reject(tx.error);
  });
}

async function graphql(query, variables, headers) {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors && body.errors.length > 0) {
    const error = new Error(body.errors[0].message);
    error.final = true; // the server answered: retrying later would not change it
    throw error;
  }
  return body.data;
}

const MUTATIONS = {
  acknowledge: 'mutation AcknowledgeFromNotification($id: ID!) { acknowledgeTempAlert(id: $id) { id } }',
  snooze: 'mutation SnoozeFromNotification($id: ID!) { snoozeTempAlert(id: $id) { id } }',
};

/** Runs one action with the device's session: a fresh access token from the refresh cookie, then the mutation. */
async function runAction(entry) {
  const refreshed = await graphql('mutation RefreshToken { refreshToken { access_token } }', {}, {});
  const token = refreshed.refreshToken.access_token;
  await graphql(MUTATIONS[entry.action], { id: entry.alertId }, { authorization: `Bearer ${token}`, 'client-id': entry.clientId || '' });
}

async function actOrKeep(entry) {
  try {
    await runAction(entry);
  } catch (error) {
    if (error && error.final) return;
    await storeAction(entry);
    if (self.registration.sync) await self.registration.sync.register(ACTIONS_SYNC).catch(() => undefined);
  }
}

async function replayActions() {
  const entries = await takeActions();
  for (const entry of entries) await actOrKeep(entry);
}

async function openPage(url) {
  const target = new URL(url, self.location.origin);
  target.searchParams.set('via', 'push');
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((p) => new URL(p.url).origin === self.location.origin);
  if (page && 'navigate' in page) {
    await page.focus();
    return page.navigate(target.href);
  }
  return self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data || {};
  notification.close();
  const work =
    (event.action === 'acknowledge' || event.action === 'snooze') && data.alertId
      ? actOrKeep({ action: event.action, alertId: data.alertId, clientId: data.clientId, at: Date.now() })
      : openPage(data.url || '/');
  // A browser's own click keeps the worker alive until the work is done; a dispatched one (a test) cannot.
  if (event.isTrusted) event.waitUntil(work);
});

self.addEventListener('sync', (event) => {
  if (event.tag === ACTIONS_SYNC) event.waitUntil(replayActions());
});
