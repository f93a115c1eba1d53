import { useT } from '@dastarkhan/client';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { LAUNCH_KEY } from '../session/telegram-keys';
import { useTenant } from '../startup/tenant-context';

/** Cheap test before anything Telegram is loaded: outside the web-app nothing else runs. */
function looksLikeTelegramLaunch(): boolean {
  const w = window as { Telegram?: { WebApp?: { initData?: string } } };
  return (
    window.location.hash.includes('tgWebAppData') ||
    Boolean(w.Telegram?.WebApp?.initData) ||
    sessionStorage.getItem(LAUNCH_KEY) === '1'
  );
}

/**
 * Spec §4 "messaging-app web context": inside the tenant's Telegram web-app the page expands,
 * follows Telegram's theme and viewport, and logs in from initData (connect-telegram.ts, loaded
 * only there).
 */
export function TelegramBridge() {
  const { merchant } = useTenant();
  const { lang } = useT();
  const revalidator = useRevalidator();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load and tenant.
  useEffect(() => {
    if (!looksLikeTelegramLaunch()) return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    void import('./connect-telegram')
      .then(({ connectTelegram }) =>
        connectTelegram({
          merchantId: merchant.id,
          lang,
          revalidate: () => revalidator.revalidate(),
          isCancelled: () => cancelled,
        }),
      )
      .then((done) => {
        cleanup = done;
        if (cancelled) cleanup?.();
      });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [merchant.id]);

  return null;
}
