import { useEffect, useState } from 'react';
import { offlineDb } from './offline-db';
import { waitingEntries } from './outbox';
import { outboxChanges } from './sync-triggers';

export type WaitingCount = { answers: number; submits: number };

/** How many of the signed-in person's answers and submits wait on this device, kept current. */
export function useWaitingCount(owner: string | null): WaitingCount {
  const [count, setCount] = useState<WaitingCount>({ answers: 0, submits: 0 });
  useEffect(() => {
    if (!owner) return;
    let current = true;
    const read = () =>
      void offlineDb()
        .then((db) => waitingEntries(db, owner))
        .then((entries) => {
          if (!current) return;
          const answers = entries.filter((entry) => entry.kind === 'ANSWER').length;
          setCount({ answers, submits: entries.length - answers });
        })
        .catch(() => undefined); // no IndexedDB (private mode): nothing waits
    read();
    outboxChanges.addEventListener('change', read);
    return () => {
      current = false;
      outboxChanges.removeEventListener('change', read);
    };
  }, [owner]);
  return count;
}
