import { type Executor, type OrderRow, tables } from '@dastarkhan/db';
import { and, eq, sql } from 'drizzle-orm';

const { orders, payments } = tables;

/** Why an order cannot take money now; each provider maps these to its own error codes. */
export type PayableRefusal = 'NOT_FOUND' | 'PAID' | 'CANCELED' | 'BUSY';

/**
 * The last millisecond of year 9999: later instants serialise as "+010000-…", which PostgreSQL
 * does not read back (and no provider means them).
 */
export const MAX_TIME_MS = 253_402_300_799_999;

/**
 * A provider's time in epoch milliseconds, or null when it is no such thing (1e20, negative,
 * fractional, not a number): each protocol answers null with its own validation error.
 */
export function providerTime(value: unknown): Date | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_TIME_MS
    ? new Date(value)
    : null;
}

/** Orders keep so'm; the providers that count in tiyin get the amount times 100. */
export const toTiyin = (som: number) => som * 100;

/**
 * Whether the food has reached the customer: money for such an order is no longer given back
 * through a provider's callback (Payme -31007, Uzum FAILED); a refund is then the merchant's call.
 */
export const isFulfilled = (order: Pick<OrderRow, 'status'>) =>
  order.status === 'DELIVERED' || order.status === 'CLOSED';

/** Payme and Uzum cancel a transaction that was not performed within 12 hours of its creation. */
export const PENDING_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/**
 * How long a callback waits for another callback's lock on the same order. Repeats of a call
 * wait rather than being refused (PostgreSQL; PGlite runs one transaction at a time anyway), but
 * never so long that the provider gives up first: past this the provider gets its system error
 * and asks again.
 */
export const PAYMENT_LOCK_TIMEOUT = '5s';

/**
 * The order a provider wants to take money for, locked for the rest of the transaction so that
 * two callbacks (two providers, or a repeat) never both settle it. The order id arrives from the
 * provider as text: anything but a positive integer is simply not an order.
 */
export async function lockOrderForPayment(
  tx: Executor,
  merchantId: number,
  rawOrderId: unknown,
): Promise<OrderRow | null> {
  const text = typeof rawOrderId === 'number' ? String(rawOrderId) : rawOrderId;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) return null;
  // Local to the transaction: every later lock in it (the payment's row) is bounded too.
  await tx.execute(sql`select set_config('lock_timeout', ${PAYMENT_LOCK_TIMEOUT}, true)`);
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.id, Number(text))))
    .for('update');
  return row ?? null;
}

/**
 * Whether the (locked) order can take a new payment: not paid, not canceled, and — for the
 * providers that reserve an order (Payme, Uzum; `reservedBy`) — no other transaction of that
 * provider still waiting to be performed. `exceptId` is the transaction asking. Transactions of
 * other providers never block: whichever completes first pays, the later one is refused.
 */
export async function payableRefusal(
  tx: Executor,
  order: OrderRow | null,
  now: Date,
  reservedBy?: string,
  exceptId?: number,
): Promise<PayableRefusal | null> {
  if (!order) return 'NOT_FOUND';
  if (order.isPaid) return 'PAID';
  if (order.status === 'CANCELED') return 'CANCELED';
  if (!reservedBy) return null;
  const since = new Date(now.getTime() - PENDING_TIMEOUT_MS);
  const [pending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, reservedBy),
        eq(payments.state, 1),
        sql`coalesce(${payments.providerTime}, ${payments.createTime}) > ${since}`,
        ...(exceptId === undefined ? [] : [sql`${payments.id} <> ${exceptId}`]),
      ),
    )
    .limit(1);
  return pending ? 'BUSY' : null;
}
