import { isHostName } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { findMerchantByDomain, findMerchantBySub } from '../../http/merchant-repository.js';

/**
 * The `ask` of a proxy that gets certificates on demand (Caddy's `on_demand_tls`, docs/deploy.md):
 * 200 for names this app serves — a platform host, `<sub>.<platform host>` of a tenant, a tenant's
 * own domain — and 404 for any other, so a stranger pointing names at the proxy cannot make it
 * request certificates for them. It tells no more than the tenant routes already do.
 */
export function registerTlsAllowedRoute(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/merchants/tls-allowed',
    summary:
      "Whether this app serves a host name (a proxy's on-demand TLS check): 200, or 404 for a name of no tenant",
    tag: 'tenant',
    merchant: false,
    query: z.object({ domain: z.string().trim().toLowerCase().max(253).refine(isHostName) }),
    response: z.strictObject({ domain: z.string() }),
    async handler({ query }) {
      const { domain } = query;
      const { db, config } = app.deps;
      if (config.platformHosts.includes(domain)) return { domain };
      for (const platformHost of config.platformHosts) {
        const sub = domain.endsWith(`.${platformHost}`) ? domain.slice(0, -platformHost.length - 1) : '';
        if (sub && !sub.includes('.') && (await findMerchantBySub(db, sub))) return { domain };
      }
      if (await findMerchantByDomain(db, domain)) return { domain };
      throw new AppError(404, 'MERCHANT_NOT_FOUND', { id: domain });
    },
  });
}
