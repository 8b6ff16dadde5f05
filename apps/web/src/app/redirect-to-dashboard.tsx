import { Navigate, useLocation } from 'react-router';

/**
 * `/` → `/dashboard`, keeping the query string. It re-navigates whenever the search changes, because the
 * location selection may mirror `?location=` onto `/` in the same tick; a plain <Navigate> would fire once
 * and be overtaken, leaving the person on a blank `/?location=…`.
 */
export function RedirectToDashboard() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/dashboard', search }} replace />;
}
