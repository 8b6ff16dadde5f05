import { useEffect, useState } from 'react';
import { whenIdleAfterLoad } from './when-idle-after-load';

/** Whether the page has loaded and the main thread has been idle once: when deferred parts mount. */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return idle;
}
