import type { en } from './i18n/en';

export type TitleKey = keyof typeof en.titles;

/** Static data attached to every route: its page title and whether it is a 404 route. */
export type RouteHandle = { title: TitleKey; notFound?: boolean };

/** Reads a route handle written by the app router. */
export function asRouteHandle(handle: unknown): RouteHandle | undefined {
  return typeof handle === 'object' && handle !== null && 'title' in handle ? (handle as RouteHandle) : undefined;
}
