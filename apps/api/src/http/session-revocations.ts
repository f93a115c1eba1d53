import type { DatabaseHandle, Executor } from '@dastarkhan/db';
import { sql } from 'drizzle-orm';

/** The NOTIFY channel of ended sessions: `{ sessionId }` or `{ userId }` (every session of a user). */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

export type RevokedNotice = { sessionId: number } | { userId: number };

/** Said inside the revoking transaction: delivered to every process only when it commits. */
export async function announceRevocation(db: Executor, notice: RevokedNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Ends what a session holds open in this process when any process revokes it (logout, staff
 * removed, account deleted). A request is checked against the database each time anyway; a live
 * stream was authenticated once, so without this a removed member of staff would go on
 * receiving the board — customers' phones included — until they closed the tab.
 */
export function createSessionWatch(listen: DatabaseHandle['listen']) {
  const bySession = new Map<number, Set<() => void>>();
  const byUser = new Map<number, Set<() => void>>();
  let stop: (() => Promise<void>) | null = null;

  const add = (map: Map<number, Set<() => void>>, key: number, fn: () => void) => {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) map.delete(key);
    };
  };
  const fire = (set: Set<() => void> | undefined) => {
    for (const fn of [...(set ?? [])]) fn();
  };

  function deliver(payload: string) {
    let notice: Partial<Record<'sessionId' | 'userId', unknown>>;
    try {
      notice = JSON.parse(payload) as typeof notice;
    } catch {
      return;
    }
    if (typeof notice.sessionId === 'number') fire(bySession.get(notice.sessionId));
    if (typeof notice.userId === 'number') fire(byUser.get(notice.userId));
  }

  return {
    async start() {
      stop ??= await listen(SESSIONS_REVOKED_CHANNEL, deliver);
    },
    /** Calls `onRevoked` once the session (or every session of its user) is revoked; answers the unwatch. */
    watch(session: { id: number; userId: number }, onRevoked: () => void): () => void {
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        unwatch();
        onRevoked();
      };
      const offSession = add(bySession, session.id, once);
      const offUser = add(byUser, session.userId, once);
      const unwatch = () => {
        offSession();
        offUser();
      };
      return unwatch;
    },
    async close() {
      const current = stop;
      stop = null;
      await current?.();
    },
  };
}

export type SessionWatch = ReturnType<typeof createSessionWatch>;
