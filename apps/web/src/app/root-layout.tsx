import { Outlet } from 'react-router';
import { usePageTracking } from './use-page-tracking';

/** Root route: document title and page-view tracking around every screen. */
export function RootLayout() {
  usePageTracking();
  return <Outlet />;
}
