import { tables } from '@dastarkhan/db';
import {
  ARCHIVED_STATUSES,
  CourierAssignSchema,
  CourierStatusChangeSchema,
  IdParamSchema,
  OrderDetailsSchema,
  OrderStatusChangeSchema,
  OrdersPageSchema,
  StaffOrderSchema,
  StaffOrdersQuerySchema,
  staffCan,
  startOfTashkentDay,
} from '@dastarkhan/domain';
import { and, eq, gte, inArray, like, notInArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/authenticate.js';
import { defineRoute } from '../../http/define-route.js';
import { assertBranch, courierIdOf, requireStaff, type StaffContext } from '../../http/staff-access.js';
import { assignCourier, changeCourierStatus, changeOrderStatus, type Mover } from './change-order.js';
import { orderDetails } from './load-order-details.js';
import { ordersPage } from './orders-page.js';
import { staffOrder } from './staff-order.js';

const { orders, users } = tables;

/** Every staff role reads orders; which ones depends on the role (decision 020). */
const READERS = ['orders.board', 'orders.kitchen', 'orders.courier'] as const;

/** What a member of staff may see: their branches; the kitchen its queue; a courier their deliveries. */
export async function staffOrderScope(app: FastifyInstance, staff: StaffContext): Promise<SQL[]> {
  const scope: SQL[] = [eq(orders.merchantId, staff.merchantId)];
  if (staff.branchIds) scope.push(inArray(orders.branchId, [...staff.branchIds]));
  if (staffCan(staff.role, 'orders.board')) return scope;
  if (staffCan(staff.role, 'orders.kitchen')) {
    scope.push(inArray(orders.status, ['ACCEPTED', 'COOKING', 'DONE']));
    return scope;
  }
  scope.push(eq(orders.courierId, (await courierIdOf(app.deps.db, staff)) ?? -1));
  return scope;
}

/** The merchant's staff moving orders along (decision 002, 020); every change writes a history event. */
export function registerOperatorRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;
  const mover = (merchantId: number, auth: AuthContext, orderId: number): Mover => {
    const staff = requireStaff(auth, READERS);
    return { merchantId, orderId, actor: 'STAFF', actorUserId: auth.user.id, staff };
  };

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/operator/orders',
    summary:
      "Orders of my branches for staff, newest first: of one status, the board's (active + finished today), or found by number/phone",
    tag: 'operator',
    merchant: true,
    auth: true,
    query: StaffOrdersQuerySchema,
    response: OrdersPageSchema,
    async handler({ auth, query }) {
      const staff = requireStaff(auth, READERS);
      if (query.branchId) assertBranch(staff, query.branchId);
      const where = [...(await staffOrderScope(app, staff))];
      if (query.branchId) where.push(eq(orders.branchId, query.branchId));
      if (query.status) where.push(eq(orders.status, query.status));
      if (query.board) {
        const today = startOfTashkentDay(app.deps.recordNow());
        where.push(
          or(notInArray(orders.status, [...ARCHIVED_STATUSES]), gte(orders.lastModifiedDate, today))!,
        );
      }
      const digits = query.q?.replace(/\D/g, '') ?? '';
      if (digits) {
        const byPhone = db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.merchantId, staff.merchantId), like(users.phone, `%${digits}%`)));
        const number = Number(digits);
        where.push(
          digits.length <= 7 && Number.isSafeInteger(number)
            ? or(eq(orders.number, number), inArray(orders.userId, byPhone))!
            : inArray(orders.userId, byPhone),
        );
      }
      return ordersPage(app, staff.merchantId, and(...where), query.page, query.size, { withCustomer: true });
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/operator/orders/:id',
    summary: 'One order for staff: the whole timeline (who, when, before → after, reason) and the customer',
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: StaffOrderSchema,
    async handler({ auth, params }) {
      const staff = requireStaff(auth, READERS);
      const [row] = await db
        .select()
        .from(orders)
        .where(and(...(await staffOrderScope(app, { ...staff, branchIds: null })), eq(orders.id, params.id)));
      if (!row) throw new AppError(404, 'ORDER_NOT_FOUND');
      assertBranch(staff, row.branchId);
      return staffOrder(app, row);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/orders/:id/status',
    summary:
      'Move an order along the allowed transitions: accept with prepMinutes, reject (CANCELED) with a reason; send the version you saw (stale → 409 ORDER_CHANGED)',
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: OrderStatusChangeSchema,
    response: OrderDetailsSchema,
    async handler({ merchant, auth, params, body }) {
      await changeOrderStatus(app, mover(merchant.id, auth, params.id), body.status, body);
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
      await assignCourier(app, mover(merchant.id, auth, params.id), body.courierId);
      return orderDetails(app, merchant.id, params.id);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/orders/v1/operator/orders/:id/courier-status',
    summary: "Record the delivery's progress (courier status of spec §4): the board, or the order's courier",
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: CourierStatusChangeSchema,
    response: OrderDetailsSchema,
    async handler({ merchant, auth, params, body }) {
      await changeCourierStatus(app, mover(merchant.id, auth, params.id), body.courierStatus);
      return orderDetails(app, merchant.id, params.id);
    },
  });
}
