import { type Database, type OrderRow, tables } from '@dastarkhan/db';
import type { MerchantSettings, OrderCourier, OrderDetails } from '@dastarkhan/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { findOrderRow } from './find-order-row.js';
import { toDetails } from './order-details.js';

const { orderItems, orderEvents, branches, couriers, users, products } = tables;

/** One order of the merchant as its screens show it; 404 when the merchant has no such order. */
export async function orderDetails(
  app: FastifyInstance,
  merchantId: number,
  orderId: number,
): Promise<OrderDetails> {
  const row = await findOrderRow(app.deps.db, merchantId, orderId);
  if (!row) throw new AppError(404, 'ORDER_NOT_FOUND');
  const settings = await cachedMerchantSettings(app, merchantId);
  const [details] = await toOrderDetails(app.deps.db, [row], settings);
  return details!;
}

/**
 * Orders as their screens show them, loaded in four queries whatever the number of orders
 * (items, history, branches, couriers), in the order of `rows`.
 */
export async function toOrderDetails(
  db: Database,
  rows: OrderRow[],
  settings: MerchantSettings,
  /** Staff answers name the customer (id, name, phone); the customer's own answers need not. */
  options: { withCustomer?: boolean } = {},
): Promise<OrderDetails[]> {
  if (rows.length === 0) return [];
  const customers = options.withCustomer ? await loadCustomers(db, rows) : null;
  const ids = rows.map((r) => r.id);
  const branchIds = [...new Set(rows.map((r) => r.branchId))];
  const courierIds = [...new Set(rows.flatMap((r) => (r.courierId ? [r.courierId] : [])))];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const [images, events, branchRows, courierRows] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({ id: products.id, image: products.image })
          .from(products)
          .where(inArray(products.id, productIds)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    db.select().from(branches).where(inArray(branches.id, branchIds)),
    courierIds.length === 0 ? [] : loadCouriers(db, rows[0]!.merchantId, courierIds),
  ]);
  const details = rows.map((row) =>
    toDetails(
      row,
      items.filter((i) => i.orderId === row.id),
      events.filter((e) => e.orderId === row.id),
      branchRows.find((b) => b.id === row.branchId)!,
      courierRows.find((c) => c.id === row.courierId) ?? null,
      settings,
      new Map(images.map((p) => [p.id, p.image])),
    ),
  );
  if (customers) for (const d of details) d.user = customers.get(d.id) ?? null;
  return details;
}

async function loadCustomers(db: Database, rows: OrderRow[]) {
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const found =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
          .from(users)
          .where(inArray(users.id, userIds));
  const byId = new Map(found.map((u) => [u.id, u]));
  return new Map(rows.map((r) => [r.id, (r.userId ? byId.get(r.userId) : undefined) ?? null]));
}

export async function loadCouriers(db: Database, merchantId: number, ids: number[]): Promise<OrderCourier[]> {
  const rows = await db
    .select({
      id: couriers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      latitude: couriers.latitude,
      longitude: couriers.longitude,
    })
    .from(couriers)
    .innerJoin(users, eq(users.id, couriers.userId))
    .where(and(eq(couriers.merchantId, merchantId), inArray(couriers.id, ids)));
  return rows;
}
