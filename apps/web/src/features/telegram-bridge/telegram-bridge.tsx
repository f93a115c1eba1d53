import type { User } from '@dastarkhan/domain';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { createApiClient } from '../../lib/api-client';
import { COOKIE } from '../../lib/cookies';
import { sessionStore, WEB_BOT_STORAGE_PREFIX } from '../session/session-store';
import { useTenant } from '../startup/tenant-context';

const LAUNCH_KEY = `${WEB_BOT_STORAGE_PREFIX}launch`;
const INIT_DATA_KEY = `${WEB_BOT_STORAGE_PREFIX}init-data`;
const LINKED_KEY = `${WEB_BOT_STORAGE_PREFIX}linked`;

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
 * follows Telegram's theme and viewport, and logs in from initData (silently: a failure leaves
 * a guest). The menu is asked for with type TG from then on (the `channel` cookie).
 */
export function TelegramBridge() {
  const { merchant } = useTenant();
  const { lang } = useT();
  const revalidator = useRevalidator();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page load and tenant.
  useEffect(() => {
    if (!looksLikeTelegramLaunch()) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const { loadTelegramWebApp, setUpTelegramWebApp } = await import('../telegram/telegram-web-app');
      const webApp = await loadTelegramWebApp();
      if (!webApp || cancelled) return;
      cleanup = setUpTelegramWebApp(webApp);
      sessionStorage.setItem(LAUNCH_KEY, '1');
      const initData = webApp.initData || sessionStorage.getItem(INIT_DATA_KEY) || '';
      if (initData) sessionStorage.setItem(INIT_DATA_KEY, initData);
      if (!document.cookie.split('; ').includes(`${COOKIE.channel}=TG`)) {
        // biome-ignore lint/suspicious/noDocumentCookie: a session cookie the server reads for the TG menu.
        document.cookie = `${COOKIE.channel}=TG; Path=/; SameSite=Lax`;
        revalidator.revalidate();
      }
      if (!initData) return;
      // Read the session now, not from the render: during hydration it is not known yet.
      const session = sessionStore.get(merchant.id);
      const api = createApiClient({
        fetch: (url, init) => fetch(url, init),
        merchantId: merchant.id,
        token: session?.token,
        language: lang,
      });
      if (session) {
        // A phone login inside the web-app: tie this Telegram account to it (once per tab).
        if (sessionStorage.getItem(LINKED_KEY) === '1') return;
        const [linkError] = await api.post('/webbot/v1/users/auth', { initData });
        if (!linkError) sessionStorage.setItem(LINKED_KEY, '1');
        return;
      }
      const [error, result] = await api.post<{ token: string; user: User }>('/webbot/v1/users/token', {
        initData,
      });
      // Spec §4: on failure the process stops silently.
      if (error || !result || cancelled) return;
      sessionStore.save({ merchantId: merchant.id, token: result.token, user: result.user });
    })();
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [merchant.id]);

  return null;
}
