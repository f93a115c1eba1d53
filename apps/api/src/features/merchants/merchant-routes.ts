import { MerchantSubParamSchema, PublicMerchantSchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { findMerchantBySub } from './merchant-repository.js';
import { toPublicMerchant } from './to-public-merchant.js';

export function registerMerchantRoutes(app: FastifyInstance, docs: ApiDocs) {
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
}
