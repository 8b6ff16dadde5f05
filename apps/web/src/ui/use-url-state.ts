import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Keeps a selected tab or filter in the URL query string (`?key=value`) and reads it back on load.
 * The default value is not written to the URL.
 */
export function useUrlState<T extends string>(key: string, defaultValue: T): [T | string, (value: T | string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(key) ?? defaultValue;
  const setValue = useCallback(
    (next: T | string) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === defaultValue || next === '') params.delete(key);
          else params.set(key, next);
          return params;
        },
        { replace: true },
      );
    },
    [defaultValue, key, setSearchParams],
  );
  return [value, setValue];
}
