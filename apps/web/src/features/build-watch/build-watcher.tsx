import { RELOAD_GUARD_MS } from '@dastarkhan/domain/client';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const POLL_MS = 60_000;
const GUARD_KEY = 'dastarkhan:last-build-reload';

/**
 * Spec §2: when a new build of the site is detected, the next navigation does a full reload —
 * at most once per 10 s, so a flapping deployment cannot trap the visitor in reloads.
 */
export function BuildWatcher({ buildId }: { buildId: string }) {
  const stale = useRef(false);
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const check = async () => {
      try {
        const res = await fetch('/api/build', { cache: 'no-store' });
        const body = (await res.json()) as { data?: { buildId?: string } };
        if (body.data?.buildId && body.data.buildId !== buildId) stale.current = true;
      } catch {
        // Offline or the server restarting: try again at the next tick.
      }
    };
    const timer = setInterval(check, POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [buildId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which location.key marks.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!stale.current) return;
    const last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(GUARD_KEY, String(Date.now()));
    window.location.reload();
  }, [location.key]);

  return null;
}
