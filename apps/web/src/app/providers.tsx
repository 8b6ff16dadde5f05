import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { theme } from './theme';

/** Theme, toasts and the authentication state around the router (Apollo comes with the shell). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
