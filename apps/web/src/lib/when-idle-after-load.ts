/**
 * Runs `task` once the page has loaded and the main thread is first idle (at the latest `timeoutMs` after
 * the load event): work the first screen does not need (toasts' host, the service worker's registration)
 * then stays out of the long tasks that delay its first render on a slow phone (issue 20).
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs = 3_000): void {
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
