import type { User } from '@dastarkhan/domain';
import { DEFAULT_REDIRECT_URL } from '@dastarkhan/domain/client';
import { COOKIE } from '../../lib/cookies';
import { WEB_BOT_STORAGE_PREFIX } from './telegram-keys';

/** localStorage key of the signed-in user; the token belongs to one merchant (docs/design.md). */
const SESSION_KEY = 'dastarkhan:session';
/** Where the login screen sends the user back to (spec §9 stored client state). */
const REDIRECT_KEY = 'dastarkhan:redirect';

export interface Session {
  merchantId: number;
  token: string;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function read(): Session | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw !== cached.raw) {
    let session: Session | null = null;
    try {
      session = raw ? (JSON.parse(raw) as Session) : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  return cached.session;
}

export const sessionStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    // Another tab logging in or out changes this one too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** The session of this merchant; a token of another tenant is not ours to send. */
  get(merchantId: number): Session | null {
    const session = read();
    return session && session.merchantId === merchantId ? session : null;
  },
  save(session: Session) {
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    notify();
  },
  updateUser(user: User) {
    const session = read();
    if (!session) return;
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...session, user }));
    notify();
  },
  /**
   * Spec §4 logout: profile, token, cookies, local and session storage go; the merchant (cookie)
   * and the web-bot init data stay. The language cookie stays too: it is the device's choice of
   * interface, not account data (docs/decisions/011-accounts-sessions-and-codes.md).
   */
  clear() {
    const keepSession = Object.keys(sessionStorage).filter((key) => key.startsWith(WEB_BOT_STORAGE_PREFIX));
    const kept = keepSession.map((key) => [key, sessionStorage.getItem(key) ?? ''] as const);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) sessionStorage.setItem(key, value);
    const keepCookies = new Set<string>([COOKIE.merchant, COOKIE.lang]);
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name && !keepCookies.has(name)) {
        // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookies the spec says logout clears.
        document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
      }
    }
    notify();
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

function notify() {
  for (const listener of listeners) listener();
}
