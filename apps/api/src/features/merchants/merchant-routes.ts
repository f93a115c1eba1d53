import { IdParamSchema, isHostName, MerchantSubParamSchema, PublicMerchantSchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { findMerchantByDomain, findMerchantById, findMerchantBySub } from '../../http/merchant-repository.js';
import { registerTlsAllowedRoute } from './tls-allowed-route.js';
import { toPublicMerchant } from './to-public-merchant.js';

export function registerMerchantRoutes(app: FastifyInstance, docs: ApiDocs) {
  registerTlsAllowedRoute(app, docs);
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/merchants/sub/:sub',
    summary: 'The tenant of a sub-domain (public view: no credentials)',
    tag: 'tenant',
    merchant: false,
    params: MerchantSubParamSchema,
    response: PublicMerchantSchema,
    async handler({ params }) {
      const merchant = await findMerchantBySub(app.deps.db, params.sub);
      if (!merchant) throw new AppError(404, 'MERCHANT_NOT_FOUND', { id: params.sub });
      return toPublicMerchant(merchant);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/merchants/host/:host',
    summary: 'The tenant that took this host name as its own domain (public view), 404 when none did',
    tag: 'tenant',
    merchant: false,
    params: z.object({ host: z.string().trim().toLowerCase().max(253).refine(isHostName) }),
    response: PublicMerchantSchema,
    async handler({ params }) {
      const merchant = await findMerchantByDomain(app.deps.db, params.host);
      if (!merchant) throw new AppError(404, 'MERCHANT_NOT_FOUND', { id: params.host });
      return toPublicMerchant(merchant);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/merchants/:id',
    summary: 'The tenant with this id (public view), e.g. the one remembered in the `merchant` cookie',
    tag: 'tenant',
    merchant: false,
    params: IdParamSchema,
    response: PublicMerchantSchema,
    async handler({ params }) {
      const merchant = await findMerchantById(app.deps.db, params.id);
      if (!merchant) throw new AppError(404, 'MERCHANT_NOT_FOUND', { id: params.id });
      return toPublicMerchant(merchant);
    },
  });
}
