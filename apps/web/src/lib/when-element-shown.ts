import { afterPaintShown } from './after-next-paint';

/** Longest wait for the element's paint: hidden, off screen or never rendered, the task runs anyway. */
const LONGEST_WAIT_MS = 1500;

/**
 * Runs `task` once the element carrying `elementtiming={identifier}` has been painted and shown, as the
 * browser reports it (Element Timing; its entry arrives after the frame reached the screen), and returns
 * a cancel function. Where the browser has no Element Timing, two frames after the call. For downloads a
 * screen's main content does not need: one that ends before that content is on the screen counts towards
 * its paint in Lighthouse's simulation of a phone (issue 20), and competes with it on a real one.
 */
export function whenElementShown(identifier: string, task: () => void): () => void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return afterPaintShown(task);
  let done = false;
  const cancel = (): void => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = (): void => {
    if (done) return;
    cancel();
    task();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === identifier)) finish();
  });
  observer.observe({ type: 'element', buffered: true });
  const timer = setTimeout(finish, LONGEST_WAIT_MS);
  return cancel;
}

/** The attribute naming an element for whenElementShown (React passes it on; its types lack it). */
export function elementTiming(identifier: string): Record<string, string> {
  return { elementtiming: identifier };
}
