import { useEffect, useState } from 'react';
import { protectedObjectUrl } from '../../ui/protected-files';

/** A blob URL for a protected file (video, audio), or null while it loads; `failed` when it cannot. */
export function useProtectedUrl(url: string | null): { objectUrl: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; objectUrl: string | null; failed: boolean }>({
    url,
    objectUrl: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return undefined;
    let active = true;
    protectedObjectUrl(url).then(
      (objectUrl) => active && setState({ url, objectUrl, failed: false }),
      () => active && setState({ url, objectUrl: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [url]);
  return state.url === url ? state : { objectUrl: null, failed: false };
}
