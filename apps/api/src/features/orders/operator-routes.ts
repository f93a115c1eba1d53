import { tables } from '@dastarkhan/db';
import {
  CourierAssignSchema,
  CourierStatusChangeSchema,
  IdParamSchema,
  OperatorOrdersQuerySchema,
  OrderDetailsSchema,
  OrderStatusChangeSchema,
  OrdersPageSchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import type { AuthContext } from '../../http/authenticate.js';
import { defineRoute } from '../../http/define-route.js';
import { requireOperator } from '../../http/require-operator.js';
import { assignCourier, changeCourierStatus, changeOrderStatus, type Mover } from './change-order.js';
import { orderDetails } from './load-order-details.js';
import { ordersPage } from './orders-page.js';

const { orders } = tables;

/** The merchant's staff moving orders along (decision 002); every change writes a history event. */
export function registerOperatorRoutes(app: FastifyInstance, docs: ApiDocs) {
  const staff = (merchantId: number, auth: AuthContext, orderId: number): Mover => {
    requireOperator(auth);
    return { merchantId, orderId, actor: 'STAFF', actorUserId: auth.user.id };
  };

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/operator/orders',
    summary: "The merchant's orders for staff, newest first, optionally of one status",
    tag: 'operator',
    merchant: true,
    auth: true,
    query: OperatorOrdersQuerySchema,
    response: OrdersPageSchema,
    async handler({ merchant, auth, query }) {
      requireOperator(auth);
      const where = and(
        eq(orders.merchantId, merchant.id),
        ...(query.status ? [eq(orders.status, query.status)] : []),
      );
      return ordersPage(app, merchant.id, where, query.page, query.size);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/orders/:id/status',
    summary: 'Move an order to another status, along the allowed transitions only',
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: OrderStatusChangeSchema,
    response: OrderDetailsSchema,
    async handler({ merchant, auth, params, body }) {
      await changeOrderStatus(app, staff(merchant.id, auth, params.id), body.status, body.reason);
      return orderDetails(app, merchant.id, params.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/orders/:id/courier',
    summary: "Give a delivery order to one of the merchant's couriers",
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: CourierAssignSchema,
    response: OrderDetailsSchema,
    async handler({ merchant, auth, params, body }) {
      await assignCourier(app, staff(merchant.id, auth, params.id), body.courierId);
      return orderDetails(app, merchant.id, params.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/orders/:id/courier-status',
    summary: "Record the delivery's progress (courier status of spec §4)",
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: CourierStatusChangeSchema,
    response: OrderDetailsSchema,
    async handler({ merchant, auth, params, body }) {
      await changeCourierStatus(app, staff(merchant.id, auth, params.id), body.courierStatus);
      return orderDetails(app, merchant.id, params.id);
    },
  });
}
