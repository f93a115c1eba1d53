import { tables } from '@dastarkhan/db';
import {
  CourierLocationSchema,
  deliveryTariff,
  IdParamSchema,
  OrderCourierSchema,
  TariffRequestSchema,
  TariffResponseSchema,
  type TariffZone,
} from '@dastarkhan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { courierIdOf, requireStaff } from '../../http/staff-access.js';
import { loadCouriers } from './load-order-details.js';
import { loadBranch } from './load-order-facts.js';
import { notifyOrderChanged } from './order-events.js';
import { tariffRefusal } from './pricing/tariff-refusal.js';

const { deliveryZones, couriers, orders } = tables;

/** Delivery price, couriers as customers see them, and couriers' positions reported by staff. */
export function registerDeliveryRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/deliveries/v1/delivery/tariff/client/calculate',
    summary:
      'Delivery price from a branch to a point: the zone price, at least the branch price (decision 012)',
    tag: 'delivery',
    merchant: true,
    auth: true,
    body: TariffRequestSchema,
    response: TariffResponseSchema,
    async handler({ merchant, body }) {
      const branch = await loadBranch(db, merchant.id, body.branchId);
      if (!branch?.isActive) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: body.branchId }, 'branchId');
      const zones = await db
        .select({
          id: deliveryZones.id,
          cityId: deliveryZones.cityId,
          price: deliveryZones.price,
          polygon: deliveryZones.polygon,
          tariffType: deliveryZones.tariffType,
          pricePerKm: deliveryZones.pricePerKm,
          freeFrom: deliveryZones.freeFrom,
          minOrder: deliveryZones.minOrder,
        })
        .from(deliveryZones)
        .where(eq(deliveryZones.merchantId, merchant.id));
      const tariff = deliveryTariff(zones as TariffZone[], branch, body, body.productPrice);
      if (!tariff.ok) throw tariffRefusal(tariff, 'latitude');
      return { price: tariff.price, deliveryTariffId: tariff.zoneId };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/deliveries/v1/delivery/courier/:id',
    summary: 'The courier of one of my orders: name, phone and last known position',
    tag: 'delivery',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: OrderCourierSchema,
    async handler({ merchant, auth, params }) {
      const [mine] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.merchantId, merchant.id),
            eq(orders.userId, auth.user.id),
            eq(orders.courierId, params.id),
          ),
        )
        .limit(1);
      if (!mine) throw new AppError(404, 'COURIER_NOT_FOUND');
      const [courier] = await loadCouriers(db, merchant.id, [params.id]);
      if (!courier) throw new AppError(404, 'COURIER_NOT_FOUND');
      return courier;
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/deliveries/v1/operator/couriers',
    summary: "The merchant's couriers, for staff",
    tag: 'operator',
    merchant: true,
    auth: true,
    response: z.array(OrderCourierSchema),
    async handler({ merchant, auth }) {
      requireStaff(auth, 'orders.board');
      const ids = await db
        .select({ id: couriers.id })
        .from(couriers)
        .where(eq(couriers.merchantId, merchant.id));
      return ids.length === 0
        ? []
        : loadCouriers(
            db,
            merchant.id,
            ids.map((c) => c.id),
          );
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/deliveries/v1/operator/couriers/:id/location',
    summary: "Report a courier's position; open orders they carry show it on their map",
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: CourierLocationSchema,
    response: OrderCourierSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, ['orders.board', 'orders.courier']);
      // A courier reports only their own position.
      if (staff.role === 'COURIER' && (await courierIdOf(db, staff)) !== params.id)
        throw new AppError(403, 'FORBIDDEN');
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(couriers)
          .set({ latitude: body.latitude, longitude: body.longitude, locatedAt: new Date() })
          .where(and(eq(couriers.merchantId, merchant.id), eq(couriers.id, params.id)))
          .returning({ id: couriers.id });
        if (moved.length === 0) throw new AppError(404, 'COURIER_NOT_FOUND');
        // Orders on their way with this courier are re-sent to their streams: the maps follow live.
        const carried = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.merchantId, merchant.id),
              eq(orders.courierId, params.id),
              sql`${orders.status} in ('ATTACHED', 'ON_WAY')`,
            ),
          );
        for (const order of carried) await notifyOrderChanged(tx, merchant.id, order.id);
      });
      const [courier] = await loadCouriers(db, merchant.id, [params.id]);
      return courier;
    },
  });
}
