import { tables } from '@dastarkhan/db';
import type { OrdersPage } from '@dastarkhan/domain';
import { count, desc, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { toOrderDetails } from './load-order-details.js';

const { orders } = tables;

/** One page of the orders matching `where`, newest first, with the totals a pager needs. */
export async function ordersPage(
  app: FastifyInstance,
  merchantId: number,
  where: SQL | undefined,
  page: number,
  size: number,
  options: { withCustomer?: boolean } = {},
): Promise<OrdersPage> {
  const { db } = app.deps;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdDate), desc(orders.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const totalElements = total?.n ?? 0;
  return {
    content: await toOrderDetails(db, rows, await cachedMerchantSettings(app, merchantId), options),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}
