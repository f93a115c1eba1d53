import { type Database, tables } from '@dastarkhan/db';
import { sql } from 'drizzle-orm';

const { rateLimits } = tables;

/**
 * Counts one hit of `key` in the current fixed window and says whether it is within `limit`.
 * One atomic upsert in the database, so several app processes share the same counters.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowMs, now = new Date() }: { limit: number; windowMs: number; now?: Date },
): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (row && row.count === 1) await dropExpiredRateLimits(db, now);
  return (row?.count ?? 0) <= limit;
}

/** Windows that ended are useless: dropped on the way (the first hit of a window), no cron. */
export async function dropExpiredRateLimits(db: Database, now = new Date()) {
  await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} < ${now.toISOString()}`);
}

/** Takes back one hit of `key` in the window of `now` (the hit turned out not to be a new use). */
export async function releaseRateLimit(
  db: Database,
  key: string,
  { windowMs, now = new Date() }: { windowMs: number; now?: Date },
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart.toISOString()}`);
}
