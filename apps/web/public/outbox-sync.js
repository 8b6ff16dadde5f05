/* global self -- a service worker script: `self` is the ServiceWorkerGlobalScope. */
/*
 * Background Sync for the checklist outbox (issue 20 item 4), imported by the Workbox service worker.
 * The answers wait in IndexedDB; sending them needs the session, which only an open page holds, so the
 * worker wakes the open pages. With none open the sync fails and the browser tries again later; the page
 * sends by itself when it opens or sees the network come back.
 */
self.addEventListener('sync', (event) => {
  if (event.tag !== 'ks-checklist-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      if (pages.length === 0) throw new Error('No open page to send the checklist outbox from');
      for (const page of pages) page.postMessage({ type: 'ks-outbox-flush' });
    }),
  );
});
