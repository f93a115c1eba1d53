import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const ClosedNotice = lazy(() => import('./closed-notice').then((m) => ({ default: m.ClosedNotice })));

/**
 * The closed notice, loaded after the first screen. It renders nothing on the server (it reads the
 * browser's clock), so nothing is lost by fetching its code, the opening-hours text and the week's
 * arithmetic, after hydration: ~2.8 KB gzip off the home page's first load (issue 19's budget).
 */
export function ClosedNoticeLater(props: { compact?: boolean }) {
  // Not during hydration: a boundary that suspends there makes Preact adopt its next sibling.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ClosedNotice {...props} />
    </Suspense>
  );
}
