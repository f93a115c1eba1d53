import { createApiClient } from '@dastarkhan/client';
import type { SignedIn } from '@dastarkhan/domain';
import { COOKIE } from '../../lib/cookies';
import { sessionStore } from '../session/session-store';
import { INIT_DATA_KEY, LAUNCH_KEY, LINKED_KEY } from '../session/telegram-keys';
import { loadTelegramWebApp, setUpTelegramWebApp } from './telegram-web-app';

/**
 * Inside the web-app: Telegram's look and viewport, the TG menu (cookie + revalidation), and the
 * silent login from initData — or, for a user who logged in by phone here, tying the Telegram
 * account to it. Loaded only when the page runs in Telegram. Returns the cleanup.
 */
export async function connectTelegram({
  merchantId,
  lang,
  revalidate,
  isCancelled,
}: {
  merchantId: number;
  lang: string;
  revalidate: () => void;
  isCancelled: () => boolean;
}): Promise<(() => void) | undefined> {
  const webApp = await loadTelegramWebApp();
  if (!webApp || isCancelled()) return undefined;
  const cleanup = setUpTelegramWebApp(webApp);
  sessionStorage.setItem(LAUNCH_KEY, '1');
  const initData = webApp.initData || sessionStorage.getItem(INIT_DATA_KEY) || '';
  if (initData) sessionStorage.setItem(INIT_DATA_KEY, initData);
  if (!document.cookie.split('; ').includes(`${COOKIE.channel}=TG`)) {
    // Not Secure-marked like setBrowserCookie's: it only says "inside Telegram", and the storefront's
    // first-load budget has no room for the check here.
    // biome-ignore lint/suspicious/noDocumentCookie: a session cookie the server reads for the TG menu.
    document.cookie = `${COOKIE.channel}=TG; Path=/; SameSite=Lax`;
    revalidate();
  }
  if (!initData) return cleanup;
  // The session as stored now, not as rendered: during hydration the render does not know it.
  const session = sessionStore.get(merchantId);
  const api = createApiClient({
    fetch: (url, init) => fetch(url, init),
    merchantId,
    token: session?.token,
    language: lang,
  });
  if (session) {
    if (sessionStorage.getItem(LINKED_KEY) !== '1') {
      const [linkError] = await api.post('/webbot/v1/users/auth', { initData });
      if (!linkError) sessionStorage.setItem(LINKED_KEY, '1');
    }
    return cleanup;
  }
  const [error, result] = await api.post<SignedIn>('/webbot/v1/users/token', {
    initData,
  });
  // Spec §4: on failure the process stops silently.
  if (!error && result && !isCancelled()) {
    sessionStore.save({ merchantId, token: result.token, user: result.user });
  }
  return cleanup;
}
