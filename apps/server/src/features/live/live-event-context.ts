import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { decodeJwt } from 'jose';
import type { GraphQLContext } from '../../graphql/context.js';
import { unauthenticatedError } from '../../graphql/errors.js';
import { UnitOfWork } from '../../scope/unit-of-work.js';

/**
 * A subscription lives for minutes or hours, but its request's transaction and per-request loaders are
 * done once the stream starts (the route commits it then). So each event runs in a context of its own:
 * a fresh unit of work as the same viewer (RLS and the location rules apply as for a query), nothing
 * cached from an earlier event, rolled back when done (a subscription never writes). The event's own rows
 * are read once for all its subscribers (live-event-subjects.ts); an event of which the viewer may see
 * nothing resolves to null and is not sent at all.
 */
export function useLiveEventContexts(): Plugin<GraphQLContext> {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeWithEventContexts as Parameters<typeof setSubscribeFn>[0]);
    },
  };
}

async function subscribeWithEventContexts(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  // A stream lasts no longer than the access token it was opened with: it completes then, and the client
  // subscribes again with a fresh token (a user deactivated or signed out everywhere hears nothing more).
  const expiresInMs = tokenExpiryOf(args.contextValue as GraphQLContext) - Date.now();
  const expiry = setTimeout(() => void iterator.return?.(), Math.max(0, expiresInMs));
  expiry.unref();
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      for (;;) {
        const step = await source.next();
        if (step.done) return { done: true, value: undefined };
        const result = await executeEvent(args, step.value);
        if (result) return { done: false, value: result };
      }
    },
    async return() {
      clearTimeout(expiry);
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** When the request's access token expires (epoch ms); now for a token without an expiry (never valid). */
function tokenExpiryOf(ctx: GraphQLContext): number {
  const header = ctx.request.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : Date.now();
  } catch {
    return Date.now();
  }
}

/** One event executed in its own context; null when the viewer may not see what it is about. */
async function executeEvent(args: ExecutionArgs, payload: unknown): Promise<ExecutionResult | null> {
  const ctx = args.contextValue as GraphQLContext;
  const unit = new UnitOfWork(ctx.pool, ctx.requestState.log);
  const viewer = ctx.viewer;
  const identity = viewer && { userId: viewer.userId, clientId: viewer.clientId, level: viewer.accessLevel };
  const eventContext: GraphQLContext = { ...ctx, ...unit.scope(identity, unauthenticatedError), requestState: unit };
  try {
    const result = await execute({ ...args, rootValue: payload, contextValue: eventContext });
    const values = result.data ? Object.values(result.data) : [];
    return !result.errors && values.every((value) => value === null) ? null : result;
  } finally {
    unit.fail();
    await unit.finish();
  }
}
