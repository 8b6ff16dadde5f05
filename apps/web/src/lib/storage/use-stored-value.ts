import { useCallback, useSyncExternalStore } from 'react';
import { readStored, subscribeStored, writeStored, type StorageKey } from './storage';

/** React view of one stored key, updated on in-page writes and on other tabs' writes. */
export function useStoredValue(key: StorageKey): [string | null, (value: string | null) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = subscribeStored((changed) => {
        if (changed === key) onChange();
      });
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onStorage);
      };
    },
    [key],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
  const setValue = useCallback((next: string | null) => writeStored(key, next), [key]);
  return [value, setValue];
}
