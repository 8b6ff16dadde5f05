import { useEffect, useState } from 'react';
import { protectedObjectUrl } from './protected-files';

/**
 * A blob URL for a protected file (`/files/…`: pictures, video, audio), or null while it loads; `failed` when
 * it cannot be fetched. Blob URLs are shared per session (protected-files caches them), so nothing is revoked here.
 */
export function useProtectedUrl(url: string | null | undefined): { objectUrl: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null | undefined; objectUrl: string | null; failed: boolean }>({
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
