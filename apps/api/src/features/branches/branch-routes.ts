import { tables } from '@dastarkhan/db';
import {
  BranchesFullQuerySchema,
  BranchSchema,
  BranchWithHallsSchema,
  ClosestBranchParamsSchema,
  ClosestBranchQuerySchema,
  distanceMetres,
  IdParamSchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { loadMerchant, type MerchantContext } from '../../http/resolve-merchant.js';
import { findBranch, listBranches, loadHalls } from './branch-repository.js';

import { toBranch } from './to-branch.js';

export function registerBranchRoutes(app: FastifyInstance, docs: ApiDocs) {
  const db = () => app.deps.db;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/branches',
    summary: 'Active branches of the tenant',
    tag: 'branches',
    merchant: true,
    response: z.array(BranchSchema),
    async handler({ merchant }) {
      return (await listBranches(db(), merchant.id)).map((row) => toBranch(row, app.deps.now()));
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/branches/full',
    summary: 'Branches of one city with work hours, settings, halls and tables',
    tag: 'branches',
    merchant: true,
    query: BranchesFullQuerySchema,
    response: z.array(BranchWithHallsSchema),
    async handler({ merchant, query }) {
      const { cities } = tables;
      const [city] = await db()
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.id, query.cityId), eq(cities.merchantId, merchant.id)));
      if (!city) throw new AppError(404, 'CITY_NOT_FOUND', { id: query.cityId });
      const rows = await listBranches(db(), merchant.id, city.id);
      const halls = await loadHalls(
        db(),
        rows.map((r) => r.id),
      );
      return rows.map((row) => toBranch(row, app.deps.now(), { halls: halls.get(row.id) ?? [] }));
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/branches/:id',
    summary: 'One branch of the tenant, with its halls and tables',
    tag: 'branches',
    merchant: true,
    params: IdParamSchema,
    response: BranchWithHallsSchema,
    async handler({ merchant, params }) {
      const row = await findBranch(db(), merchant.id, params.id);
      if (!row) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: params.id });
      const halls = await loadHalls(db(), [row.id]);
      return toBranch(row, app.deps.now(), { halls: halls.get(row.id) ?? [] });
    },
  });

  async function closest(merchant: MerchantContext, lat: number, lon: number) {
    const rows = await listBranches(db(), merchant.id);
    let best: { row: (typeof rows)[number]; distance: number } | null = null;
    for (const row of rows) {
      const distance = distanceMetres(lat, lon, row.latitude, row.longitude);
      if (!best || distance < best.distance) best = { row, distance };
    }
    if (!best) throw new AppError(404, 'NO_BRANCHES');
    return toBranch(best.row, app.deps.now(), { distance: best.distance });
  }

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/branches/merchant/:merchant/closest',
    summary: 'The branch of a merchant nearest to a point (distance in metres)',
    tag: 'branches',
    merchant: false,
    params: ClosestBranchParamsSchema,
    query: ClosestBranchQuerySchema,
    response: BranchSchema,
    async handler({ params, query, request }) {
      const merchant = await loadMerchant(request as FastifyRequest, params.merchant);
      return closest(merchant, query.lat, query.lon);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/local/branch/closest',
    summary: 'The branch of the tenant in the header nearest to a point',
    tag: 'branches',
    merchant: true,
    query: ClosestBranchQuerySchema,
    response: BranchSchema,
    async handler({ merchant, query }) {
      return closest(merchant, query.lat, query.lon);
    },
  });
}
