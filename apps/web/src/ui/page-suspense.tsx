import { Suspense, useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { MIN_PAGE_PLACEHOLDER_MS } from '../lib/constants';
import { PageSkeleton } from './page-skeleton';

type ShownAt = MutableRefObject<number | null>;

function SkeletonFallback({ shownAt }: { shownAt: ShownAt }) {
  useEffect(() => {
    shownAt.current ??= performance.now();
  }, [shownAt]);
  return <PageSkeleton />;
}

/** Keeps the skeleton up until it has been visible for the minimum time, then shows the page. */
function MinimumDurationGate({ shownAt, children }: { shownAt: ShownAt; children: ReactNode }) {
  const remaining = () => (shownAt.current === null ? 0 : MIN_PAGE_PLACEHOLDER_MS - (performance.now() - shownAt.current));
  const [ready, setReady] = useState(() => remaining() <= 0);
  useEffect(() => {
    if (ready) {
      shownAt.current = null;
      return undefined;
    }
    const timer = window.setTimeout(() => setReady(true), Math.max(0, remaining()));
    return () => window.clearTimeout(timer);
  });
  return ready ? children : <PageSkeleton />;
}

type PageSuspenseProps = { children: ReactNode };

/** Suspense boundary for a page: a skeleton placeholder that lasts at least 200 ms once shown. */
export function PageSuspense({ children }: PageSuspenseProps) {
  const shownAt = useRef<number | null>(null);
  return (
    <Suspense fallback={<SkeletonFallback shownAt={shownAt} />}>
      <MinimumDurationGate shownAt={shownAt}>{children}</MinimumDurationGate>
    </Suspense>
  );
}
