/**
 * When to send the outbox: at once after each answer, when the browser says the network is back
 * (`online`), and when the service worker's Background Sync fires (Chromium; public/outbox-sync.js posts
 * a message to the open pages, which hold the session the sending needs).
 */
export const OUTBOX_SYNC_TAG = 'ks-checklist-outbox';
const FLUSH_MESSAGE = 'ks-outbox-flush';

/** Asks the browser to wake the service worker once the network is back; nothing where Background Sync is missing. */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | null;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Background Sync refused (permissions, private mode): the `online` event still sends.
  }
}

/** Calls `flush` on every trigger until the returned function is called. */
export function onSyncTriggers(flush: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === FLUSH_MESSAGE) flush();
  };
  window.addEventListener('online', flush);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('online', flush);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}

/** Tells every part of the page showing the outbox that it changed. */
export const outboxChanges = new EventTarget();
export const announceOutboxChange = () => outboxChanges.dispatchEvent(new Event('change'));
