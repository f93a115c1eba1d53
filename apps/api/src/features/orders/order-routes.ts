import { tables } from '@dastarkhan/db';
import {
  ARCHIVED_STATUSES,
  IdParamSchema,
  OrderDetailsSchema,
  OrderRequestSchema,
  OrdersPageQuerySchema,
  OrdersPageSchema,
  UserIdParamSchema,
} from '@dastarkhan/domain';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { changeOrderStatus } from './change-order.js';
import { createOrder } from './create-order.js';
import { findOrderRow } from './find-order-row.js';
import { idempotencyKeyOf } from './idempotency.js';
import { orderDetails, toOrderDetails } from './load-order-details.js';
import { ordersPage } from './orders-page.js';
import { registerReceiptRoute } from './receipt-route.js';

const { orders } = tables;
const ACTIVE_LIMIT = 50;

/** The customer's side of orders (spec §7): place, list, read, cancel — only their own. */
export function registerOrderRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;
  registerReceiptRoute(app, docs);

  if (app.deps.config.mode === 'demo') {
    defineRoute(app, docs, {
      method: 'GET',
      url: '/api/dev/v1/clock',
      summary: "The ordering clock (demo mode only): browser tests set the page's clock to it",
      tag: 'dev',
      merchant: false,
      response: z.object({ now: z.string() }),
      async handler() {
        return { now: app.deps.now().toISOString() };
      },
    });
  }

  for (const scheduled of [false, true]) {
    const url = scheduled ? '/api/orders/v1/orders/at-time' : '/api/orders/v1/orders';
    defineRoute(app, docs, {
      method: 'POST',
      url,
      summary: scheduled
        ? 'Place an order for a later slot (day + HH:MM in Asia/Tashkent); status AT_TIME'
        : 'Place an order now; re-validated and priced by the server; Idempotency-Key header honoured',
      tag: 'orders',
      merchant: true,
      // The session is read with the order's facts, in the same statement (decision 012).
      auth: 'bearer',
      body: OrderRequestSchema,
      response: OrderDetailsSchema,
      // ~3 kB: brotli costs more per order than it saves (bench/orders.mjs).
      compress: false,
      async handler({ merchant, bearer, body, request, reply }) {
        const created = await createOrder(app, {
          merchant,
          token: bearer,
          body,
          scheduled,
          idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
          path: url,
        });
        reply.status(created.status);
        return created.order;
      },
    });
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/orders/user/:userId',
    summary: 'My orders, newest first, 10 a page from page 0; onlyArchive=true for finished ones',
    tag: 'orders',
    merchant: true,
    auth: true,
    params: UserIdParamSchema,
    query: OrdersPageQuerySchema,
    response: OrdersPageSchema,
    async handler({ merchant, auth, params, query }) {
      if (params.userId !== auth.user.id) throw new AppError(403, 'FORBIDDEN');
      const where = and(
        eq(orders.merchantId, merchant.id),
        eq(orders.userId, auth.user.id),
        ...(query.onlyArchive ? [inArray(orders.status, [...ARCHIVED_STATUSES])] : []),
      );
      return ordersPage(app, merchant.id, where, query.page, query.size);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/orders/user/:userId/active',
    summary: 'My orders still under way (not delivered, closed or canceled), newest first',
    tag: 'orders',
    merchant: true,
    auth: true,
    params: UserIdParamSchema,
    response: z.array(OrderDetailsSchema),
    async handler({ merchant, auth, params }) {
      if (params.userId !== auth.user.id) throw new AppError(403, 'FORBIDDEN');
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.merchantId, merchant.id),
            eq(orders.userId, auth.user.id),
            notInArray(orders.status, [...ARCHIVED_STATUSES]),
          ),
        )
        .orderBy(desc(orders.createdDate), desc(orders.id))
        .limit(ACTIVE_LIMIT);
      return toOrderDetails(db, rows, await cachedMerchantSettings(app, merchant.id));
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/orders/:id',
    summary: 'One of my orders with its items, history, branch and courier',
    tag: 'orders',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: OrderDetailsSchema,
    async handler({ merchant, auth, params }) {
      const row = await findOrderRow(db, merchant.id, params.id, auth.user.id);
      if (!row) throw new AppError(404, 'ORDER_NOT_FOUND');
      const [details] = await toOrderDetails(db, [row], await cachedMerchantSettings(app, merchant.id));
      return details;
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/orders/:id/cancel',
    summary: 'Cancel my order while the tenant allows it and the kitchen has not taken it',
    tag: 'orders',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: OrderDetailsSchema,
    async handler({ merchant, auth, params }) {
      await changeOrderStatus(
        app,
        {
          merchantId: merchant.id,
          orderId: params.id,
          actor: 'CUSTOMER',
          actorUserId: auth.user.id,
          ownerUserId: auth.user.id,
        },
        'CANCELED',
      );
      return orderDetails(app, merchant.id, params.id);
    },
  });
}
