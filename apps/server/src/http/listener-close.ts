import type http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests still running when the listener closes may take before their sockets are cut. */
export const HARD_CUTOFF_MS = 10_000;
/** How often sockets are looked at while the listener closes: a socket that just went idle waits this long. */
const SWEEP_MS = 50;
/** A socket that has not sent its first request yet: its request is likely on the wire, it gets this long. */
const FIRST_REQUEST_MS = 1_000;

interface SocketState {
  openedAt: number;
  /** Requests whose answers are not finished yet. */
  running: number;
  served: number;
}

/**
 * Which sockets are idle, as this server sees them. Node's own `closeIdleConnections()` (which its
 * `close()` calls once) also destroys a socket that connected a moment ago and whose first request is
 * still on the wire: that client gets a reset for a request it already sent. Here such a socket is idle
 * only once it answered a request (during the drain every answer closes its socket anyway) or stayed
 * silent for FIRST_REQUEST_MS.
 */
function trackSockets(server: http.Server) {
  const sockets = new Map<Socket, SocketState>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { openedAt: Date.now(), running: 0, served: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const state = sockets.get(request.socket);
    if (!state) return;
    state.running += 1;
    state.served += 1;
    response.once('close', () => (state.running -= 1));
  });
  return {
    closeIdle() {
      const now = Date.now();
      for (const [socket, state] of sockets) {
        if (state.running > 0 || (state.served === 0 && now - state.openedAt < FIRST_REQUEST_MS)) continue;
        socket.destroy();
      }
    },
  };
}

/**
 * Prepares `app` for closeListener; call before it listens. HTTP/2 servers have no idle sockets to close
 * (Fastify closes their sessions with GOAWAY): nothing to track there.
 */
export function trackConnections(app: FastifyInstance): void {
  const server = app.server as unknown as http.Server;
  if (typeof server.closeIdleConnections !== 'function') return;
  const tracked = trackSockets(server);
  // Node's close() calls this once; the sweep below keeps calling it.
  server.closeIdleConnections = () => tracked.closeIdle();
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
  const server = app.server as unknown as Partial<Pick<http.Server, 'closeIdleConnections' | 'closeAllConnections'>>;
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
