import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyRetrying } from '../lib/retry-module-load';
import { useIdleAfterLoad } from '../lib/use-idle-after-load';

// With Mantine's whole stylesheet (the Modal's rules): the shell's first paint does without it.
const ModalsProvider = lazyRetrying(() =>
  Promise.all([import('@mantine/modals'), import('./styles/all-styles')]).then(([module]) => ({ default: module.ModalsProvider })),
);

/*
 * The confirm dialogs' host (@mantine/modals' provider, which always renders a closed Modal) mounts once
 * the page is idle after loading, or as soon as a dialog is asked for: Mantine's Modal, its focus trap
 * and scroll lock stay out of every signed-in screen's first load (issue 20). The dialogs are opened
 * through window events, so a dialog asked for earlier waits until the host listens.
 */
let wanted = false;
let mounted = false;
const listeners = new Set<() => void>();
let waiting: Array<() => void> = [];

function notify(): void {
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Resolves once the host listens for dialogs, mounting it now if it was waiting for an idle moment. */
export function whenModalsHostMounted(): Promise<void> {
  if (mounted) return Promise.resolve();
  const ready = new Promise<void>((resolve) => waiting.push(resolve));
  if (!wanted) {
    wanted = true;
    notify();
  }
  return ready;
}

/** Rendered after the provider: effects run in tree order, so the provider's listeners are attached by now. */
function HostListening() {
  useEffect(() => {
    mounted = true;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
    return () => {
      mounted = false;
    };
  }, []);
  return null;
}

/** Where the signed-in shell's confirm dialogs are rendered. */
export function DeferredModalsHost() {
  const asked = useSyncExternalStore(subscribe, () => wanted);
  const idle = useIdleAfterLoad();
  if (!asked && !idle) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <HostListening />
    </Suspense>
  );
}
