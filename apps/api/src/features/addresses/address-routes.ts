import { type AddressRow, tables } from '@dastarkhan/db';
import {
  type Address,
  AddressInputSchema,
  AddressSchema,
  DeletedSchema,
  IdParamSchema,
} from '@dastarkhan/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';

const { addresses, cities } = tables;

/** An address may name only a city of its own tenant; another id (unknown, another tenant's) is 404. */
async function assertOwnCity(
  db: FastifyInstance['deps']['db'],
  merchantId: number,
  cityId: number | null | undefined,
) {
  if (cityId == null) return;
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.merchantId, merchantId)));
  if (!city) throw new AppError(404, 'CITY_NOT_FOUND', { id: cityId }, 'cityId');
}

/** Enough for home, work, parents and a few friends; a bound keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_USER = 30;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    type: row.type as Address['type'],
    name: row.name,
    streetName: row.streetName,
    houseNumber: row.houseNumber,
    details: {
      office: row.office,
      domophone: row.domophone,
      entrance: row.entrance,
      floor: row.floor,
      comment: row.comment,
    },
    // Spec §5: an empty description is filled from the name.
    description: row.description || row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    cityId: row.cityId,
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}

/**
 * Saved addresses (spec §2 /profile/address). Only the owner sees or changes one, and only in the
 * merchant of the header; someone else's id answers 404 as if it did not exist.
 */
export function registerAddressRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;
  const own = (userId: number, merchantId: number, id?: number) =>
    and(
      eq(addresses.userId, userId),
      eq(addresses.merchantId, merchantId),
      isNull(addresses.deletedAt),
      ...(id === undefined ? [] : [eq(addresses.id, id)]),
    );

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/addresses',
    summary: 'My saved addresses, oldest first',
    tag: 'addresses',
    merchant: true,
    auth: true,
    response: z.array(AddressSchema),
    async handler({ auth, merchant }) {
      const rows = await db
        .select()
        .from(addresses)
        .where(own(auth.user.id, merchant.id))
        .orderBy(asc(addresses.createdDate), asc(addresses.id));
      return rows.map(toAddress);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/addresses/:id',
    summary: 'One of my saved addresses',
    tag: 'addresses',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: AddressSchema,
    async handler({ auth, merchant, params }) {
      const [row] = await db
        .select()
        .from(addresses)
        .where(own(auth.user.id, merchant.id, params.id));
      if (!row) throw new AppError(404, 'ADDRESS_NOT_FOUND');
      return toAddress(row);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/addresses',
    summary: 'Save an address (HOUSE or APARTMENT, a point on the map and the door details)',
    tag: 'addresses',
    merchant: true,
    auth: true,
    body: AddressInputSchema,
    response: AddressSchema,
    async handler({ auth, merchant, body, reply }) {
      const [existing] = await db
        .select({ n: count() })
        .from(addresses)
        .where(own(auth.user.id, merchant.id));
      if ((existing?.n ?? 0) >= MAX_ADDRESSES_PER_USER) throw new AppError(429, 'RATE_LIMITED');
      await assertOwnCity(db, merchant.id, body.cityId);
      const [row] = await db
        .insert(addresses)
        .values({ ...body, merchantId: merchant.id, userId: auth.user.id })
        .returning();
      reply.status(201);
      return toAddress(row!);
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/addresses/:id',
    summary: 'Change one of my saved addresses',
    tag: 'addresses',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: AddressInputSchema,
    response: AddressSchema,
    async handler({ auth, merchant, params, body }) {
      await assertOwnCity(db, merchant.id, body.cityId);
      const [row] = await db
        .update(addresses)
        .set({ ...body, lastModifiedDate: new Date() })
        .where(own(auth.user.id, merchant.id, params.id))
        .returning();
      if (!row) throw new AppError(404, 'ADDRESS_NOT_FOUND');
      return toAddress(row);
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/users/v1/addresses/:id',
    summary: 'Delete one of my saved addresses (orders keep their own copy)',
    tag: 'addresses',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: DeletedSchema,
    async handler({ auth, merchant, params }) {
      const [row] = await db
        .update(addresses)
        .set({ deletedAt: new Date() })
        .where(own(auth.user.id, merchant.id, params.id))
        .returning({ id: addresses.id });
      if (!row) throw new AppError(404, 'ADDRESS_NOT_FOUND');
      return { deleted: true };
    },
  });
}
