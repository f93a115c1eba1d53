import { tables } from '@dastarkhan/db';
import {
  FavouriteItemSchema,
  FavouriteStateSchema,
  FavouriteToggleSchema,
  IdParamValueSchema,
} from '@dastarkhan/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { productBelongsTo } from '../catalogue/index.js';

const { favourites, products } = tables;

/** Favourites (`favouriteActive`): the heart on cards and the product page, and /profile/favorites. */
export function registerFavouriteRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/products/v1/favourite/all',
    summary: 'My favourite products, newest first (spec §7: query userId, isFavourite=true)',
    tag: 'favourites',
    merchant: true,
    auth: true,
    query: z.object({
      userId: IdParamValueSchema.optional(),
      isFavourite: z.enum(['true', 'false']).optional(),
    }),
    response: z.array(FavouriteItemSchema),
    async handler({ auth, merchant, query }) {
      // The spec's client names the user; it may only name itself.
      if (query.userId !== undefined && query.userId !== auth.user.id) throw new AppError(403, 'FORBIDDEN');
      const rows = await db
        .select({ favourite: favourites, product: products })
        .from(favourites)
        .innerJoin(products, eq(products.id, favourites.productId))
        .where(and(eq(favourites.userId, auth.user.id), eq(favourites.merchantId, merchant.id)))
        .orderBy(desc(favourites.createdDate), desc(favourites.id));
      return rows.map(({ favourite, product }) => ({
        productId: product.id,
        createdDate: favourite.createdDate.toISOString(),
        product: {
          id: product.id,
          name: product.name,
          image: product.image,
          costPrice: product.costPrice,
          discount: product.discount,
          unit: product.unit,
          measure: product.measure,
          // Archived by staff (issue 17): kept for old orders, never sold again.
          active: product.active && !product.archived,
        },
      }));
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/products/v1/favourite',
    summary: 'Add a product to my favourites or take it out (idempotent)',
    tag: 'favourites',
    merchant: true,
    auth: true,
    body: FavouriteToggleSchema,
    response: FavouriteStateSchema,
    async handler({ auth, merchant, body }) {
      if (!(await productBelongsTo(db, merchant.id, body.productId))) {
        throw new AppError(404, 'PRODUCT_NOT_FOUND', { id: body.productId });
      }
      if (body.isFavourite) {
        await db
          .insert(favourites)
          .values({ merchantId: merchant.id, userId: auth.user.id, productId: body.productId })
          .onConflictDoNothing();
      } else {
        await db
          .delete(favourites)
          .where(and(eq(favourites.userId, auth.user.id), eq(favourites.productId, body.productId)));
      }
      return { productId: body.productId, isFavourite: body.isFavourite };
    },
  });
}
