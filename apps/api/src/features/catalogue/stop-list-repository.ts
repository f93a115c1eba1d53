import { type Database, tables } from '@dastarkhan/db';
import { type StopListEntry, stopCounts } from '@dastarkhan/domain';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { bumpCatalogue } from './catalogue-change.js';

const { stopList } = tables;

/** The entries of a merchant (one branch, when given) that count at `now`, oldest first. */
export function liveStopEntries(db: Database, merchantId: number, now: Date, branchId?: number) {
  return db
    .select()
    .from(stopList)
    .where(
      and(
        eq(stopList.merchantId, merchantId),
        ...(branchId === undefined ? [] : [eq(stopList.branchId, branchId)]),
        or(isNull(stopList.until), gt(stopList.until, now)),
      ),
    )
    .orderBy(asc(stopList.id));
}

export function toStopListEntry(row: typeof stopList.$inferSelect): StopListEntry {
  return {
    branchId: row.branchId,
    productId: row.productId,
    modificationId: row.modificationId,
    until: row.until ? row.until.toISOString() : null,
    createdDate: row.createdDate.toISOString(),
  };
}

export interface StopTarget {
  branchId: number;
  productId: number | null;
  modificationId: number | null;
}

/**
 * Puts a product or option on the branch's stop-list until `until` (null: until turned back), or
 * takes it off; in the same transaction the merchant's catalogue version moves on, so every app
 * process rebuilds its menu at its next merchant re-read (≤ 2 s, decision 021).
 */
export async function changeStopList(
  db: Database,
  merchantId: number,
  target: StopTarget,
  change: { available: boolean; until: Date | null; userId: number },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const sameTarget = and(
      eq(stopList.merchantId, merchantId),
      eq(stopList.branchId, target.branchId),
      target.productId === null ? isNull(stopList.productId) : eq(stopList.productId, target.productId),
      target.modificationId === null
        ? isNull(stopList.modificationId)
        : eq(stopList.modificationId, target.modificationId),
    );
    // One row per target: a new "until" replaces the old one; entries that ended go with it.
    await tx.delete(stopList).where(sameTarget);
    if (!change.available && stopCounts(change.until, now)) {
      await tx.insert(stopList).values({
        merchantId,
        ...target,
        until: change.until,
        createdBy: change.userId,
      });
    }
    await bumpCatalogue(tx, merchantId);
    return (await liveStopEntries(tx, merchantId, now, target.branchId)).map(toStopListEntry);
  });
}
