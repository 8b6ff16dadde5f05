import type { FastifyInstance } from 'fastify';

/** How long requests still running when the listener closes may take before their sockets are cut. */
export const HARD_CUTOFF_MS = 10_000;
/** How often sockets are looked at while the listener closes: a socket that just went idle waits this long. */
const SWEEP_MS = 50;

interface ConnectionControl {
  closeIdleConnections?: () => void;
  closeAllConnections?: () => void;
}

/**
 * The last phase of a graceful stop (after the drain, http/draining.ts): the listener closes, idle kept-alive
 * sockets close at once, and a socket still busy closes as soon as its answer is out and it goes idle —
 * Node's own `close()` looks at idle sockets only once, so a socket that goes idle later (a live stream
 * that just ended, a long download) would hold the server open until its keep-alive timeout (72 s).
 * Closing an idle socket is a FIN, never a reset of a request. Requests still running after `cutoffMs`
 * lose their sockets, so a stop never hangs on one client. Resolves once the listener is closed (or cut).
 */
export async function closeListener(app: FastifyInstance, cutoffMs = HARD_CUTOFF_MS): Promise<'closed' | 'cut off'> {
  // HTTP/2 servers have neither method: Fastify closes their sessions (GOAWAY), the cut-off still applies.
  const server = app.server as unknown as ConnectionControl;
  const sweep = setInterval(() => server.closeIdleConnections?.(), SWEEP_MS);
  let cutoff: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      app.close().then(() => 'closed' as const),
      new Promise<'cut off'>((resolve) => {
        cutoff = setTimeout(() => {
          server.closeAllConnections?.();
          resolve('cut off');
        }, cutoffMs);
      }),
    ]);
  } finally {
    clearInterval(sweep);
    clearTimeout(cutoff);
  }
}
