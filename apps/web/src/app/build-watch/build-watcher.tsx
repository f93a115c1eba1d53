import { RELOAD_GUARD_MS } from '@dastarkhan/domain/client';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { useTenant } from '../startup/tenant-context';

const POLL_MS = 60_000;
const GUARD_KEY = 'dastarkhan:last-build-reload';

/**
 * Spec §2: when a new build of the site is detected, the next navigation does a full reload —
 * at most once per 10 s, so a flapping deployment cannot trap the visitor in reloads.
 */
export function BuildWatcher({ buildId }: { buildId: string }) {
  const stale = useRef(false);
  const first = useRef(true);
  const location = useLocation();
  const { merchant, lang, branding } = useTenant();

  // The installable storefront's worker rides here: this module already loads after hydration.
  useEffect(() => {
    registerServiceWorker({ tenant: merchant.sub, lang, color: branding.mainColor });
  }, [merchant.sub, lang, branding.mainColor]);

  useEffect(() => {
    const check = () =>
      fetch('/api/build', { cache: 'no-store' })
        .then((res) => res.json() as Promise<{ data?: { buildId?: string } }>)
        .then((body) => {
          if (body.data?.buildId && body.data.buildId !== buildId) stale.current = true;
        })
        // Offline or the server restarting: try again at the next tick.
        .catch(() => {});
    const timer = setInterval(check, POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
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
    if (!stale.current || Date.now() - Number(sessionStorage.getItem(GUARD_KEY)) < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(GUARD_KEY, String(Date.now()));
    window.location.reload();
  }, [location.key]);

  return null;
}
