import { type OrderRow, tables } from '@dastarkhan/db';
import type { StaffOrder } from '@dastarkhan/domain';
import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { toOrderDetails } from './load-order-details.js';
import { toHistoryEntry } from './order-details.js';

const { orders, orderEvents, users } = tables;

/** An order as staff see it: the customer's details and past orders, and who did what when. */
export async function staffOrder(app: FastifyInstance, row: OrderRow): Promise<StaffOrder> {
  const { db } = app.deps;
  const settings = await cachedMerchantSettings(app, row.merchantId);
  const [[details], events, [past]] = await Promise.all([
    toOrderDetails(db, [row], settings, { withCustomer: true }),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
    row.userId
      ? db
          .select({ n: count() })
          .from(orders)
          .where(
            and(eq(orders.merchantId, row.merchantId), eq(orders.userId, row.userId), lt(orders.id, row.id)),
          )
      : [{ n: 0 }],
  ]);
  const actorIds = [...new Set(events.flatMap((e) => (e.actorUserId ? [e.actorUserId] : [])))];
  const actors =
    actorIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
          .from(users)
          .where(inArray(users.id, actorIds));
  const actorById = new Map(actors.map((a) => [a.id, a]));
  const customer = details!.user;
  return {
    ...details!,
    customer: customer
      ? {
          id: customer.id,
          phone: customer.phone ?? null,
          firstName: customer.firstName ?? null,
          lastName: customer.lastName ?? null,
          pastOrders: past?.n ?? 0,
        }
      : null,
    timeline: events.map((event) => {
      const actor = event.actorUserId ? actorById.get(event.actorUserId) : undefined;
      const payload = event.payload ?? {};
      return {
        ...toHistoryEntry(event),
        actor: actor
          ? {
              id: actor.id,
              name: [actor.firstName, actor.lastName].filter(Boolean).join(' ') || null,
              role: actor.role,
            }
          : null,
        reason: typeof payload.reason === 'string' ? payload.reason : null,
        prepMinutes: typeof payload.prepMinutes === 'number' ? payload.prepMinutes : null,
      };
    }),
  };
}
