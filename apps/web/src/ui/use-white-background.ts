import { useEffect } from 'react';

/** Gives the page a white background while the calling screen is shown (equipment forms). */
export function useWhiteBackground(): void {
  useEffect(() => {
    document.body.dataset.background = 'white';
    return () => {
      delete document.body.dataset.background;
    };
  }, []);
}
