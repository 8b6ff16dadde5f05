import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For a route whose loader reads nothing from the query string: a change of the search params alone
 * (the shell writes `?location=` once it knows the viewer's locations) does not run the loader again.
 * Without it, opening /dashboard sent its summaries query twice, the second on the heels of the first.
 * An explicit revalidation (same URL: another company chosen) and a new path still do.
 */
export function revalidateUnlessOnlySearchChanged({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const onlySearchChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlySearchChanged ? false : defaultShouldRevalidate;
}
