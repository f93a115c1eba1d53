import { type Database, type SessionRow, tables, type UserRow } from '@dastarkhan/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { announceRevocation } from './session-revocations.js';
import { hashToken, newSessionToken } from './session-token.js';

const { sessions, users } = tables;

/** A session lasts 90 days: customers order every few weeks and should not retype a code each time. */
const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export type SessionSource = 'WEB' | 'TG';

export async function createSession(
  db: Database,
  user: { id: number; merchantId: number },
  source: SessionSource,
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    merchantId: user.merchantId,
    userId: user.id,
    tokenHash: hashToken(token),
    source,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  return token;
}

function liveSessionQuery(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    )
    .prepare('live_session');
}

// Every signed-in request runs this lookup: built once per database, and prepared (planned once
// per connection) on PostgreSQL.
const prepared = new WeakMap<Database, ReturnType<typeof liveSessionQuery>>();

/** The live session of a token and its user; null when unknown, revoked, expired or the user is gone. */
export async function findLiveSession(
  db: Database,
  token: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  let query = prepared.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(token), now: new Date() });
  return row ?? null;
}

/** Revokes one session; every process ends the streams it holds open (session-revocations.ts). */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  await announceRevocation(db, { sessionId });
}

export async function revokeAllSessionsOf(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await announceRevocation(db, { userId });
}
