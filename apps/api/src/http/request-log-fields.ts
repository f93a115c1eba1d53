import type { MerchantRow } from '@dastarkhan/db';
import type { FastifyRequest } from 'fastify';

/** The tenant a request was resolved to (resolve-merchant.ts), for its log line. */
const tenants = new WeakMap<FastifyRequest, Pick<MerchantRow, 'id' | 'sub'>>();

export function rememberTenant(request: FastifyRequest, merchant: Pick<MerchantRow, 'id' | 'sub'>) {
  tenants.set(request, merchant);
}

/**
 * What one request's log line says (decision 041): the route's pattern (never the URL: paths and
 * query strings carry tokens, codes and phones), the method, the status, and the tenant when one
 * was resolved. The request id comes with the request's logger.
 */
export function requestLogFields(request: FastifyRequest, status: number) {
  const tenant = tenants.get(request);
  return {
    route: routePattern(request),
    method: request.method,
    status,
    ...(tenant ? { merchantId: tenant.id, tenant: tenant.sub } : {}),
  };
}

/** The matched route's pattern (`/api/orders/v1/orders/:id`); `unmatched` for none. */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
