import { tables } from '@dastarkhan/db';
import { MerchantSettingsSchema, PolicyQuerySchema, PolicySchema } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { loadMerchantSettings } from '../../http/merchant-settings.js';
import { renderMultilingual } from '../pages/index.js';

const { policies } = tables;

export function registerSettingsRoutes(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/merchant/settings/web',
    summary: 'Web settings of the tenant in the `merchant` header: branding, languages, feature switches',
    tag: 'tenant',
    merchant: true,
    response: MerchantSettingsSchema,
    async handler({ merchant, request }) {
      return loadMerchantSettings(app, merchant.id, request.log);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/company/policies',
    summary:
      'A page of the tenant (terms of use, about company, privacy policy, public offer): its Markdown and the HTML the server renders and sanitises from it',
    tag: 'tenant',
    merchant: true,
    query: PolicyQuerySchema,
    response: PolicySchema,
    async handler({ merchant, query }) {
      const [row] = await app.deps.db
        .select({ type: policies.type, text: policies.text })
        .from(policies)
        .where(and(eq(policies.merchantId, merchant.id), eq(policies.type, query.policies)));
      if (!row) throw new AppError(404, 'NOT_FOUND', { path: query.policies });
      return { type: query.policies, text: row.text, html: renderMultilingual(row.text) };
    },
  });
}
