import { createBrowserRouter } from 'react-router';
import { registerPreloadRoutes } from '../lib/route-preload';
import { routes } from './routes';

/** The data router's type (`createBrowserRouter`'s result). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router of the app. Made on request rather than when this module is evaluated: creating it
 * matches the URL, starts the screen's lazy imports and loaders (Vite's loader adds their links to the
 * page), a task of its own on a phone instead of a part of the entry's evaluation (main.tsx).
 */
export function createAppRouter(): AppRouter {
  registerPreloadRoutes(routes);
  return createBrowserRouter(routes);
}
