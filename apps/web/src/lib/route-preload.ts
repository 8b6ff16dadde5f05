import { matchRoutes, type RouteObject } from 'react-router';

let registeredRoutes: RouteObject[] = [];

/** The router registers its route table so links can preload route modules by path. */
export function registerPreloadRoutes(routes: RouteObject[]): void {
  registeredRoutes = routes;
}

const preloaded = new Set<string>();

/** Loads the code of every lazily loaded route matching `path` (no data). */
export function preloadRouteModules(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (preloaded.has(pathname)) return;
  preloaded.add(pathname);
  const matches = matchRoutes(registeredRoutes, pathname) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') {
      route.lazy().catch((error: unknown) => {
        preloaded.delete(pathname);
        console.warn('Route preload failed', error);
      });
    }
  }
}
