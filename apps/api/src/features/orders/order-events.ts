import { type Executor, tables } from '@dastarkhan/db';
import type { OrderHistoryEventType, OrderStatus } from '@dastarkhan/domain';
import { sql } from 'drizzle-orm';

/** The NOTIFY channel of order changes; every app process listens on it (decision 012). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

export interface OrderEventInput {
  merchantId: number;
  orderId: number;
  type: OrderHistoryEventType;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  actorUserId?: number | null;
  payload?: Record<string, unknown>;
}

/** The message a NOTIFY carries: small, the listeners read the rest from the database. */
export interface OrderEventNotice {
  merchantId: number;
  orderId: number;
  eventId: number;
}

/**
 * Writes a history event and announces it, inside the caller's transaction: the NOTIFY is
 * delivered only if the change commits, so a stream never shows what did not happen.
 */
export async function appendOrderEvent(tx: Executor, event: OrderEventInput): Promise<number> {
  const [row] = await tx
    .insert(tables.orderEvents)
    .values({
      merchantId: event.merchantId,
      orderId: event.orderId,
      type: event.type,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      actorUserId: event.actorUserId ?? null,
      payload: event.payload ?? null,
    })
    .returning({ id: tables.orderEvents.id });
  const notice: OrderEventNotice = { merchantId: event.merchantId, orderId: event.orderId, eventId: row!.id };
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
  return row!.id;
}

/**
 * Announces a change that is not a history event (a courier's new position): streams re-send the
 * order with its latest event, without a new event id.
 */
export async function notifyOrderChanged(tx: Executor, merchantId: number, orderId: number): Promise<void> {
  const notice: OrderEventNotice = { merchantId, orderId, eventId: 0 };
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}
