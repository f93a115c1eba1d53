import { type Database, tables } from '@dastarkhan/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';

const { orders, promos } = tables;

/** Why an order may not use a promo any more (decision 026). */
export type PromoLimitRefusal = 'PROMO_USED_UP' | 'PROMO_ALREADY_USED';

export interface PromoLimits {
  id: number;
  usesTotal: number | null;
  usesPerCustomer: number | null;
}

export const hasLimits = (promo: PromoLimits) => promo.usesTotal !== null || promo.usesPerCustomer !== null;

/** An order counts as a use of its promo until it is canceled (a cancel gives the use back). */
const counted = (promoIds: number[]) => and(inArray(orders.promoId, promoIds), ne(orders.status, 'CANCELED'));

/** Uses of each promo in all, and by `userId` when given. */
export async function promoUses(
  db: Database,
  promoIds: number[],
  userId?: number,
): Promise<Map<number, { total: number; mine: number }>> {
  if (promoIds.length === 0) return new Map();
  const rows = await db
    .select({
      promoId: orders.promoId,
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${orders.userId} = ${userId ?? 0})::int`,
    })
    .from(orders)
    .where(counted(promoIds))
    .groupBy(orders.promoId);
  return new Map(rows.map((r) => [r.promoId!, { total: r.total, mine: r.mine }]));
}

export function limitRefusal(
  limits: PromoLimits,
  uses: { total: number; mine: number } | undefined,
): PromoLimitRefusal | null {
  const { total = 0, mine = 0 } = uses ?? {};
  if (limits.usesTotal !== null && total >= limits.usesTotal) return 'PROMO_USED_UP';
  if (limits.usesPerCustomer !== null && mine >= limits.usesPerCustomer) return 'PROMO_ALREADY_USED';
  return null;
}

/**
 * Inside the order's transaction, before its insert: locks the promo's row so that concurrent
 * checkouts with it queue here, then counts its uses with a fresh snapshot (READ COMMITTED: a new
 * statement sees every order committed while it waited) — so the last use is taken once.
 */
export async function lockAndCheckPromo(
  tx: Database,
  limits: PromoLimits,
  userId: number,
): Promise<PromoLimitRefusal | null> {
  await tx.select({ id: promos.id }).from(promos).where(eq(promos.id, limits.id)).for('update');
  const uses = await promoUses(tx, [limits.id], userId);
  return limitRefusal(limits, uses.get(limits.id));
}
