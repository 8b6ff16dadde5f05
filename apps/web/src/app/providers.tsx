import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { lazyRetrying } from '../lib/retry-module-load';
import { useIdleAfterLoad } from '../lib/use-idle-after-load';
import { cssVariablesResolver, theme } from './theme';

const ToastHost = lazyRetrying(() => import('../ui/toast-host'));

/**
 * Toasts' host mounts when the first toast is shown or once the page is idle after loading, whichever
 * comes first: its chunk is not loaded nor rendered in the first screen's work (a toast shown before
 * waits in the notifications store and shows, for its whole time, when the host mounts).
 */
function DeferredToastHost() {
  const { notifications, queue } = useNotifications();
  const idle = useIdleAfterLoad();
  if (!idle && notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/** Theme, toasts and the authentication state around the router (Apollo comes with the shell). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredToastHost />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
