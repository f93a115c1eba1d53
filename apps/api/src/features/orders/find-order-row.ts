import { type Database, type OrderRow, tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';

const { orders } = tables;

/** One order of the merchant, or null; `userId` restricts it to its owner. */
export async function findOrderRow(
  db: Database,
  merchantId: number,
  orderId: number,
  userId?: number,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        eq(orders.id, orderId),
        ...(userId === undefined ? [] : [eq(orders.userId, userId)]),
      ),
    );
  return row ?? null;
}
