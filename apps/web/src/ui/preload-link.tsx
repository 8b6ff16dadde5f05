import { forwardRef, type FocusEvent, type MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { preloadRouteModules } from '../lib/route-preload';

export type PreloadLinkProps = LinkProps;

function pathOf(to: LinkProps['to']): string {
  return typeof to === 'string' ? to : (to.pathname ?? '');
}

/**
 * A router link that loads the target route's code on hover or focus. Clicking navigates, which
 * runs the route loader and so starts the target's data.
 */
export const PreloadLink = forwardRef<HTMLAnchorElement, PreloadLinkProps>(function PreloadLink(
  { to, onMouseEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const preload = () => preloadRouteModules(pathOf(to));
  return (
    <Link
      ref={ref}
      to={to}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preload();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preload();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        preload();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
});
