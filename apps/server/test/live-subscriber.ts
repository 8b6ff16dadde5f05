import type { RunningServer } from '../src/server.js';

/** One `next` message of a GraphQL-over-SSE stream (distinct connections mode, as graphql-yoga serves it). */
export interface LiveMessage<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface LiveSubscriber<T> {
  /** Every message received so far, in order. */
  readonly messages: Array<LiveMessage<T>>;
  /** Resolves with the first message (from `from` on) that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (message: LiveMessage<T>) => boolean, timeoutMs?: number, from?: number): Promise<LiveMessage<T>>;
  /** Whether the server completed the stream. */
  readonly completed: boolean;
  close(): void;
}

/**
 * Subscribes over Server-Sent Events as the web does (POST with `Accept: text/event-stream`). Resolves
 * once the server answered the request: the subscription then hears everything published after it.
 */
export async function subscribeLive<T = Record<string, unknown>>(
  server: RunningServer | { url: string },
  query: string,
  variables: Record<string, unknown>,
  options: { token: string; clientId?: string },
): Promise<LiveSubscriber<T>> {
  const abort = new AbortController();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    authorization: `Bearer ${options.token}`,
  };
  if (options.clientId) headers['client-id'] = options.clientId;
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  if (!response.body) throw new Error(`no stream: HTTP ${response.status}`);
  const messages: Array<LiveMessage<T>> = [];
  const waiters = new Set<() => void>();
  let completed = false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          const event = lines
            .find((line) => line.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (event === 'next' && data) messages.push(JSON.parse(data) as LiveMessage<T>);
          if (event === 'complete') completed = true;
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
    completed = true;
    for (const wake of waiters) wake();
  })();
  return {
    messages,
    get completed() {
      return completed;
    },
    waitFor(matches, timeoutMs = 10_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(matches);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          } else if (completed) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`stream completed without a matching message: ${JSON.stringify(messages)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms: ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      abort.abort();
    },
  };
}
