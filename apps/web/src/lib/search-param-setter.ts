import { useSearchParams } from 'react-router';

/**
 * Sets one search parameter of the page's URL in place (no new history entry): an empty value removes
 * it, and changing anything but `page` goes back to the first page, as every filtered list wants.
 */
export function useSearchParamSetter(): (key: string, value: string | null) => void {
  const [, setSearchParams] = useSearchParams();
  return (key, value) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (value) params.set(key, value);
        else params.delete(key);
        if (key !== 'page') params.delete('page');
        return params;
      },
      { replace: true },
    );
}
