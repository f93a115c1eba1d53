import { type Database, tables } from '@dastarkhan/db';
import {
  cleanPolygon,
  IdParamSchema,
  type Zone,
  ZoneInputSchema,
  ZoneSchema,
  ZonesQuerySchema,
} from '@dastarkhan/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff, type StaffContext } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { bumpCatalogue } from './branch-admin-row.js';
import { assertOwnCity } from './own-city.js';

const { deliveryZones, branches } = tables;

type ZoneRow = typeof deliveryZones.$inferSelect;

function toZone(row: ZoneRow): Zone {
  return {
    id: row.id,
    cityId: row.cityId,
    name: row.name,
    color: row.color,
    polygon: row.polygon,
    tariffType: row.tariffType === 'DISTANCE' ? 'DISTANCE' : 'FIXED',
    price: row.price,
    pricePerKm: row.pricePerKm,
    freeFrom: row.freeFrom,
    minOrder: row.minOrder,
  };
}

/**
 * A zone serves every branch of its city, so a member of staff limited to some branches may
 * change the zones of a city only when all of its branches are theirs (decision 028).
 */
async function assertZoneCity(db: Database, staff: StaffContext, merchantId: number, cityId: number) {
  await assertOwnCity(db, merchantId, cityId);
  if (staff.branchIds === null) return;
  const inCity = await db
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(eq(branches.merchantId, merchantId), eq(branches.cityId, cityId), eq(branches.deleted, false)),
    );
  const allowed = staff.branchIds;
  if (inCity.length === 0 || inCity.some((b) => !allowed.includes(b.id)))
    throw new AppError(403, 'BRANCH_FORBIDDEN', {}, 'cityId');
}

/** Delivery zones: drawn in the console, shown on the storefront's delivery map (issue 17). */
export function registerZoneRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;
  const list = (merchantId: number, cityId?: number) =>
    db()
      .select()
      .from(deliveryZones)
      .where(
        cityId
          ? and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.cityId, cityId))
          : eq(deliveryZones.merchantId, merchantId),
      )
      .orderBy(asc(deliveryZones.id));

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/deliveries/v1/zones',
    summary: "The tenant's delivery zones, for the storefront's delivery map",
    tag: 'delivery',
    merchant: true,
    query: ZonesQuerySchema,
    response: z.array(ZoneSchema),
    async handler({ merchant, query }) {
      return (await list(merchant.id, query.cityId)).map(toZone);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/deliveries/v1/operator/zones',
    summary: 'Delivery zones, for the console',
    tag: 'staff',
    merchant: true,
    auth: true,
    query: ZonesQuerySchema,
    response: z.array(ZoneSchema),
    async handler({ merchant, auth, query }) {
      requireStaff(auth, 'branches.edit');
      return (await list(merchant.id, query.cityId)).map(toZone);
    },
  });

  const columns = (body: z.output<typeof ZoneInputSchema>) => ({
    cityId: body.cityId,
    name: body.name,
    color: body.color.toUpperCase(),
    polygon: cleanPolygon(body.polygon).map(([lon, lat]) => [lon, lat] as [number, number]),
    tariffType: body.tariffType,
    price: body.price,
    pricePerKm: body.tariffType === 'DISTANCE' ? (body.pricePerKm ?? 0) : null,
    freeFrom: body.freeFrom,
    minOrder: body.minOrder,
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/deliveries/v1/operator/zones',
    summary: 'Draw a delivery zone: a simple polygon with its tariff, free-from total and minimum order',
    tag: 'staff',
    merchant: true,
    auth: true,
    body: ZoneInputSchema,
    response: ZoneSchema,
    async handler({ merchant, auth, body }) {
      const staff = requireStaff(auth, 'branches.edit');
      await assertZoneCity(db(), staff, merchant.id, body.cityId);
      const row = await db().transaction(async (tx) => {
        const [created] = await tx
          .insert(deliveryZones)
          .values({ merchantId: merchant.id, ...columns(body) })
          .returning();
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: auth.user.id },
          { entity: 'zone', entityId: created!.id, action: 'create', after: toZone(created!) },
        );
        await bumpCatalogue(tx, merchant.id);
        return created!;
      });
      app.deps.merchantCache.delete(merchant.id);
      return toZone(row);
    },
  });

  async function existing(merchantId: number, id: number) {
    const [row] = await db()
      .select()
      .from(deliveryZones)
      .where(and(eq(deliveryZones.merchantId, merchantId), eq(deliveryZones.id, id)));
    if (!row) throw new AppError(404, 'ZONE_NOT_FOUND', { id });
    return row;
  }

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/deliveries/v1/operator/zones/:id',
    summary: "Change a zone's outline, name, colour or tariff",
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: ZoneInputSchema,
    response: ZoneSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'branches.edit');
      const before = await existing(merchant.id, params.id);
      await assertZoneCity(db(), staff, merchant.id, before.cityId);
      if (body.cityId !== before.cityId) await assertZoneCity(db(), staff, merchant.id, body.cityId);
      const row = await db().transaction(async (tx) => {
        const [after] = await tx
          .update(deliveryZones)
          .set(columns(body))
          .where(and(eq(deliveryZones.merchantId, merchant.id), eq(deliveryZones.id, before.id)))
          .returning();
        if (!after) throw new AppError(404, 'ZONE_NOT_FOUND', { id: params.id });
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: auth.user.id },
          {
            entity: 'zone',
            entityId: before.id,
            action: 'update',
            before: toZone(before),
            after: toZone(after),
          },
        );
        await bumpCatalogue(tx, merchant.id);
        return after;
      });
      app.deps.merchantCache.delete(merchant.id);
      return toZone(row);
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/deliveries/v1/operator/zones/:id',
    summary: 'Remove a delivery zone (orders it priced keep their price)',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: z.object({ id: z.number().int() }),
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'branches.edit');
      const before = await existing(merchant.id, params.id);
      await assertZoneCity(db(), staff, merchant.id, before.cityId);
      await db().transaction(async (tx) => {
        await tx
          .delete(deliveryZones)
          .where(and(eq(deliveryZones.merchantId, merchant.id), eq(deliveryZones.id, before.id)));
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: auth.user.id },
          { entity: 'zone', entityId: before.id, action: 'delete', before: toZone(before) },
        );
        await bumpCatalogue(tx, merchant.id);
      });
      app.deps.merchantCache.delete(merchant.id);
      return { id: before.id };
    },
  });
}
