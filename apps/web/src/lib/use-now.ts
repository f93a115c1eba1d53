import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The current time: the server's render time on the server and while hydrating (so the first
 * render draws what the HTML holds), the browser's clock from then on — at once for a part that
 * mounts after hydration (a page reached by a link) — ticking every minute, so "open" turns to
 * "closed" on a page left open.
 */
export function useNow(serverNow: number, intervalMs = 60_000): number {
  const hydrated = useHydrated();
  return useClientNow(intervalMs) ?? (hydrated ? Date.now() : serverNow);
}

/** The browser's time, ticking every minute; null until the first effect has run. */
function useClientNow(intervalMs = 60_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
