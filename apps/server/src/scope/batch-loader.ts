import DataLoader from 'dataloader';
import type { Scope } from './scope.js';

export interface BatchLoader<K, V> {
  /** The value for `key`, loaded together with every other key asked for in the same turn. */
  load(scope: Scope, key: K): Promise<V | undefined>;
  /** Forgets this scope's cached values (a mutation changed them). */
  clear(scope: Scope): void;
}

/**
 * The one DataLoader helper: resolvers of sibling list items (each location's logo, each appliance's
 * alert …) ask for one key each and `batch` runs once with all of them, in the scope of the request (or
 * job) that asked; keys missing from the returned map load as undefined. Batches gather until the event
 * loop's next turn (`setImmediate`), so siblings that awaited something first still join. `cache: false`
 * for values a mutation of the same request may change and read again.
 */
export function batchLoader<K, V>(
  batch: (scope: Scope, keys: K[]) => Promise<Map<K, V>>,
  options: { cache?: boolean } = {},
): BatchLoader<K, V> {
  const key = {
    create: (scope: Scope) =>
      new DataLoader<K, V | undefined>(
        async (keys) => {
          const values = await batch(scope, [...keys]);
          return keys.map((k) => values.get(k));
        },
        { cache: options.cache ?? true, batchScheduleFn: (run) => setImmediate(run) },
      ),
  };
  return {
    load: (scope, k) => scope.loader(key).load(k),
    clear: (scope) => void scope.loader(key).clearAll(),
  };
}
