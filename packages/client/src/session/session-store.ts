import type { User } from '@dastarkhan/domain';

/** A signed-in person of one merchant: the token belongs to that merchant only (docs/design.md). */
export interface Session {
  merchantId: number;
  token: string;
  user: User;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The session of one app in localStorage under its own key (the storefront's customer and the
 * console's staff member do not overwrite each other), shared by the tabs of that app.
 */
export function createSessionStore(key: string) {
  type Listener = () => void;
  const listeners = new Set<Listener>();
  let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

  const read = (): Session | null => {
    const raw = localStorage.getItem(key);
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
  };
  const write = (session: Session | null) => {
    if (session) localStorage.setItem(key, JSON.stringify(session));
    else localStorage.removeItem(key);
    notify();
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      // Another tab logging in or out changes this one too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
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
    save: write,
    updateUser(user: User) {
      const session = read();
      if (session) write({ ...session, user });
    },
    /** Forgets this app's session only; an app that must clear more does so around it. */
    remove: () => write(null),
    /** Tells the subscribers that storage changed under them (an app's wider clean-up). */
    notify,
  };
}
