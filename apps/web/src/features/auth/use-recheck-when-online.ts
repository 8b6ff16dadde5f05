import { useEffect, useRef } from 'react';

/** How often offline mode asks the server again when no `online` event comes (a Wi-Fi back without one). */
export const OFFLINE_RECHECK_MS = 30_000;

/**
 * While `active`, runs `recheck` when the browser says the network is back and every OFFLINE_RECHECK_MS,
 * one at a time, until it returns true (the server answered, whatever it said).
 */
export function useRecheckWhenBackOnline(active: boolean, recheck: () => Promise<boolean>): void {
  const latest = useRef(recheck);
  latest.current = recheck;
  useEffect(() => {
    if (!active) return;
    let running = false;
    let done = false;
    const attempt = () => {
      if (running || done) return;
      running = true;
      void latest
        .current()
        .then((answered) => {
          done = answered;
        })
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    window.addEventListener('online', attempt);
    const timer = window.setInterval(attempt, OFFLINE_RECHECK_MS);
    return () => {
      window.removeEventListener('online', attempt);
      window.clearInterval(timer);
    };
  }, [active]);
}
