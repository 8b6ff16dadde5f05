import type { GraphQLContext } from './context.js';

/**
 * One value per request (keyed on the request's state), created on first use: a DataLoader, for
 * instance, so nested lists load in one query and nothing is cached across requests.
 */
export function perRequest<T>(create: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  const cache = new WeakMap<object, T>();
  return (ctx) => {
    let value = cache.get(ctx.requestState);
    if (!value) {
      value = create(ctx);
      cache.set(ctx.requestState, value);
    }
    return value;
  };
}
