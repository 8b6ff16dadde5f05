import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { isSignedInView, useAuth } from '../features/auth';
import { trackEvent } from '../lib/analytics/analytics';
import { afterPaintShown } from '../lib/after-next-paint';
import { PRODUCT_NAME } from '../lib/constants';
import { englishTitle } from '../lib/i18n/i18n';
import { asRouteHandle } from '../lib/route-handle';

/**
 * Sets `Kitchen Sentinel | <page title>` as the document title and tracks a page view on every
 * route change (page name in English with the suffix ' (web)').
 */
export function usePageTracking(): void {
  const { t, i18n } = useTranslation();
  const { status } = useAuth();
  const location = useLocation();
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => asRouteHandle(match.handle))
    .find(Boolean);
  const titleKey = handle?.title;
  const settled = status !== 'initial' && status !== 'pending';
  const loggedIn = isSignedInView(status);
  // An anonymous visitor of a signed-in screen is being redirected to /login: no page view for it.
  const redirecting =
    !loggedIn &&
    handle?.notFound !== true &&
    matches.some((match) => (match.handle as { requiresAuth?: boolean } | undefined)?.requiresAuth === true);

  useEffect(() => {
    document.title = titleKey ? `${PRODUCT_NAME} | ${t(`titles.${titleKey}`)}` : PRODUCT_NAME;
  }, [titleKey, t, i18n.language]);

  useEffect(() => {
    if (!settled || !titleKey || redirecting) return;
    const event = { name: 'page_view', path: location.pathname, page: `${englishTitle(titleKey)} (web)`, loggedIn } as const;
    // Sent once the screen is shown, never cancelled (every view counts): a request leaving with the
    // commit would end before the screen's first paint and count towards it (issue 20, Lighthouse).
    afterPaintShown(() => trackEvent(event));
    // One event per route change (and once the sign-in check settles); `loggedIn` is read then.
  }, [location.pathname, settled]);
}
