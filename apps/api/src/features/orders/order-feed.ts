import { type OrderEventRow, tables } from '@dastarkhan/db';
import type { OrderStreamEvent } from '@dastarkhan/domain';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { findOrderRow } from './find-order-row.js';
import { toOrderDetails } from './load-order-details.js';
import { toHistoryEntry } from './order-details.js';
import type { OrderEventNotice } from './order-events.js';
import { createSharedSubscriptions } from './shared-subscriptions.js';

const { orderEvents } = tables;

/** One change of an order as its streams send it: serialised once for all of them. */
export interface OrderFeedItem {
  /** 0: the order changed without a new event (a courier's position); sent without an id. */
  eventId: number;
  /** `OrderStreamEvent` as JSON. */
  data: string;
}

/**
 * The order stream's source, one per process (decision 037): each change of an order is read
 * from the database once and handed to every open stream of that order — 2,000 screens on one
 * order cost one read per change, not 2,000 — in the order the database announced the changes.
 */
export function createOrderFeed(app: FastifyInstance) {
  const { db } = app.deps;

  async function toItems(merchantId: number, orderId: number, events: OrderEventRow[], withIds: boolean) {
    if (events.length === 0) return [];
    const row = await findOrderRow(db, merchantId, orderId);
    if (!row) return [];
    const [order] = await toOrderDetails(db, [row], await cachedMerchantSettings(app, merchantId));
    return events.map((event) => ({
      eventId: withIds ? event.id : 0,
      data: JSON.stringify({ event: toHistoryEntry(event), order: order! } satisfies OrderStreamEvent),
    }));
  }

  /** What one notice means to the order's streams; loads once, whatever their number. */
  async function load(notice: OrderEventNotice): Promise<OrderFeedItem | null> {
    const events =
      notice.eventId === 0
        ? await latest(notice.orderId)
        : await db.select().from(orderEvents).where(eq(orderEvents.id, notice.eventId));
    const [item] = await toItems(notice.merchantId, notice.orderId, events, notice.eventId !== 0);
    return item ?? null;
  }

  const latest = (orderId: number) =>
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(desc(orderEvents.id))
      .limit(1);

  return {
    /** Live changes of one order from now on; returns the unsubscribe. */
    listen: createSharedSubscriptions<OrderFeedItem>({
      subscribe: (orderId, onNotice) => app.deps.orderEvents.subscribe(orderId, onNotice),
      load,
      onError: (error) => app.log.warn({ err: error }, 'order feed load failed'),
    }),
    /**
     * Where one stream starts: the events after `afterEventId` (a resume, at most `limit`), or the
     * latest event with the order as it is now (a fresh stream, or a resume that missed nothing).
     */
    async start(merchantId: number, orderId: number, afterEventId: number, limit: number) {
      if (afterEventId > 0) {
        const missed = await db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), gt(orderEvents.id, afterEventId)))
          .orderBy(asc(orderEvents.id))
          .limit(limit);
        if (missed.length > 0) return toItems(merchantId, orderId, missed, true);
        return [];
      }
      return toItems(merchantId, orderId, await latest(orderId), true);
    },
  };
}

export type OrderFeed = ReturnType<typeof createOrderFeed>;
