import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { router } from './router';

/** The whole app. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
