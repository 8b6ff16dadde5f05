import type { GraphQLContext } from './context.js';

type State<K, V> = { cache: Map<K, Promise<V | undefined>>; pending: { keys: Set<K>; result: Promise<Map<K, V>> } | null };

/**
 * A per-request batch loader: resolvers of sibling list items (each location's logo, each location's
 * user count …) ask for one key each in the same tick, and `load` runs once with all of them. Results are
 * cached for the rest of the request. Keys missing from the returned map resolve to undefined.
 */
export function requestBatcher<K, V>(load: (ctx: GraphQLContext, keys: K[]) => Promise<Map<K, V>>) {
  const states = new WeakMap<GraphQLContext, State<K, V>>();
  const stateOf = (ctx: GraphQLContext) => {
    let state = states.get(ctx);
    if (!state) {
      state = { cache: new Map(), pending: null };
      states.set(ctx, state);
    }
    return state;
  };
  return {
    load(ctx: GraphQLContext, key: K): Promise<V | undefined> {
      const state = stateOf(ctx);
      const cached = state.cache.get(key);
      if (cached) return cached;
      if (!state.pending) {
        const keys = new Set<K>();
        const result = new Promise<Map<K, V>>((resolve, reject) => {
          setImmediate(() => {
            state.pending = null;
            load(ctx, [...keys]).then(resolve, reject);
          });
        });
        state.pending = { keys, result };
      }
      state.pending.keys.add(key);
      const promise = state.pending.result.then((values) => values.get(key));
      state.cache.set(key, promise);
      return promise;
    },
    /** Drops cached values of this request (after a mutation changed them). */
    clear(ctx: GraphQLContext): void {
      states.delete(ctx);
    },
  };
}
