import { type OrderEventRow, type OrderRow, tables } from '@dastarkhan/db';
import type { OrderDetails, OrderHistoryEntry } from '@dastarkhan/domain';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { toOrderDetails } from './load-order-details.js';
import { toHistoryEntry } from './order-details.js';
import type { OrderEventNotice } from './order-events.js';
import { createSharedSubscriptions } from './shared-subscriptions.js';

const { orderEvents, orders } = tables;

/** One change as the staff stream sends it, with what its per-connection filter needs. */
export interface FeedItem {
  eventId: number;
  event: OrderHistoryEntry;
  order: OrderDetails;
  branchId: number;
  courierId: number | null;
}

/**
 * The staff stream's source, one per process: each change is read from the database once and
 * handed to every open staff stream of its merchant (50 screens cost one read, not 50), in the
 * order the database announced the changes.
 */
export function createStaffFeed(app: FastifyInstance) {
  const { db } = app.deps;

  async function items(merchantId: number, events: OrderEventRow[]): Promise<FeedItem[]> {
    if (events.length === 0) return [];
    const ids = [...new Set(events.map((e) => e.orderId))];
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), inArray(orders.id, ids)));
    const settings = await cachedMerchantSettings(app, merchantId);
    const details = await toOrderDetails(db, rows, settings, { withCustomer: true });
    const byId = new Map<number, [OrderRow, OrderDetails]>(rows.map((r, i) => [r.id, [r, details[i]!]]));
    return events.flatMap((event) => {
      const found = byId.get(event.orderId);
      if (!found) return [];
      const [row, order] = found;
      return [
        {
          eventId: event.id,
          event: toHistoryEntry(event),
          order,
          branchId: row.branchId,
          courierId: row.courierId,
        },
      ];
    });
  }

  async function load(notice: OrderEventNotice): Promise<FeedItem | null> {
    const events = await db.select().from(orderEvents).where(eq(orderEvents.id, notice.eventId));
    const [item] = await items(notice.merchantId, events);
    return item ?? null;
  }

  return {
    /** Live changes of the merchant's orders from now on; returns the unsubscribe. */
    listen: createSharedSubscriptions<FeedItem>({
      // A courier's new position is not a change of the board (eventId 0): the order's own stream has it.
      subscribe: (merchantId, onNotice) =>
        app.deps.orderEvents.subscribeMerchant(merchantId, (notice) => {
          if (notice.eventId !== 0) onNotice(notice);
        }),
      load,
      onError: (error) => app.log.warn({ err: error }, 'staff feed load failed'),
    }),
    /** The changes after `afterEventId`, oldest first, at most `limit` (a resumed stream's replay). */
    async since(
      merchantId: number,
      afterEventId: number,
      limit: number,
    ): Promise<{ items: FeedItem[]; more: boolean }> {
      const events = await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.merchantId, merchantId), gt(orderEvents.id, afterEventId)))
        .orderBy(asc(orderEvents.id))
        .limit(limit + 1);
      return { items: await items(merchantId, events.slice(0, limit)), more: events.length > limit };
    },
    /** The id of the merchant's latest change: where a fresh stream starts. */
    async latestEventId(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(eq(orderEvents.merchantId, merchantId))
        .orderBy(desc(orderEvents.id))
        .limit(1);
      return row?.id ?? 0;
    },
  };
}

export type StaffFeed = ReturnType<typeof createStaffFeed>;
