import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import type { AppRouter } from './router';

/** What the app renders: the router made at start-up (main.tsx). */
export interface AppProps {
  router: AppRouter;
}

/** The whole app. */
export function App({ router }: AppProps) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
