import { createSessionStore } from '@dastarkhan/client';
import { DEFAULT_REDIRECT_URL } from '@dastarkhan/domain/client';
import { COOKIE } from '../../lib/cookies';
import { WEB_BOT_STORAGE_PREFIX } from './telegram-keys';

export type { Session } from '@dastarkhan/client';

/** localStorage key of the signed-in customer; the token belongs to one merchant (docs/design.md). */
const store = createSessionStore('dastarkhan:session');
/** Where the login screen sends the user back to (spec §9 stored client state). */
const REDIRECT_KEY = 'dastarkhan:redirect';
/** The console's keys (same origin, another app): a customer's logout leaves the staff signed in. */
const CONSOLE_PREFIX = 'dastarkhan:console:';

export const sessionStore = {
  ...store,
  /**
   * Spec §4 logout: profile, token, cookies, local and session storage go; the merchant (cookie)
   * and the web-bot init data stay. The language cookie stays too: it is the device's choice of
   * interface, not account data (docs/decisions/011-accounts-sessions-and-codes.md).
   */
  clear() {
    const keep = (storage: Storage, prefix: string) =>
      Object.keys(storage)
        .filter((key) => key.startsWith(prefix))
        .map((key) => [key, storage.getItem(key) ?? ''] as const);
    const keptSession = keep(sessionStorage, WEB_BOT_STORAGE_PREFIX);
    const keptLocal = keep(localStorage, CONSOLE_PREFIX);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of keptSession) sessionStorage.setItem(key, value);
    for (const [key, value] of keptLocal) localStorage.setItem(key, value);
    const keepCookies = new Set<string>([COOKIE.merchant, COOKIE.lang]);
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name && !keepCookies.has(name)) {
        // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookies the spec says logout clears.
        document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
      }
    }
    store.notify();
  },
  rememberRedirect(path: string) {
    localStorage.setItem(REDIRECT_KEY, path);
  },
  takeRedirect(): string {
    const path = localStorage.getItem(REDIRECT_KEY);
    localStorage.removeItem(REDIRECT_KEY);
    // Only paths of this site: a crafted value must not send the user elsewhere.
    return path?.startsWith('/') && !path.startsWith('//') ? path : DEFAULT_REDIRECT_URL;
  },
};
