import { type Database, tables } from '@dastarkhan/db';
import type { AuditAction, AuditEntity } from '@dastarkhan/domain';

type Fields = Record<string, unknown>;

export interface AuditChange {
  entity: AuditEntity;
  entityId?: string | number | null;
  action: AuditAction;
  /** The record before the change (null for a creation); secrets already masked (maskSecret). */
  before?: Fields | null;
  /** The record after it (null for a deletion); secrets already masked. */
  after?: Fields | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** For an update, only the fields that changed (both sides); creations and deletions whole. */
export function changedFields(before: Fields | null, after: Fields | null): [Fields | null, Fields | null] {
  if (!before || !after) return [before, after];
  const was: Fields = {};
  const now: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return [was, now];
}

/**
 * Writes one audit entry (issue 17) — call it inside the change's own transaction, so a change
 * is never without its entry nor an entry without its change. An update that changed nothing
 * writes nothing.
 */
export async function recordAudit(
  db: Database,
  who: { merchantId: number; userId: number | null },
  change: AuditChange,
): Promise<void> {
  const [before, after] = changedFields(change.before ?? null, change.after ?? null);
  if (before && after && Object.keys(after).length === 0) return;
  await db.insert(tables.auditLog).values({
    merchantId: who.merchantId,
    userId: who.userId,
    entity: change.entity,
    entityId: change.entityId == null ? null : String(change.entityId),
    action: change.action,
    before,
    after,
  });
}
