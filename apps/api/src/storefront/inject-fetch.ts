import type { FastifyInstance } from 'fastify';
import { internalRequestHeaders } from '../http/internal-requests.js';

/**
 * A fetch that answers from this very process through Fastify's inject: server-side loaders use
 * the same HTTP API (validation, tenant checks, caching) as the browser, with no network hop.
 * Their log lines are debug: the page's own line stands for them (http/internal-requests.ts).
 */
export function createInjectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...headers, ...internalRequestHeaders() },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    const body = res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload;
    return new Response(body, { status: res.statusCode, headers: responseHeaders });
  };
}
