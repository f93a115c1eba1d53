import type { FastifyInstance } from 'fastify';

/**
 * Benchmark yardstick (only with BENCH_BASELINE=true): answers the very bytes the menu route
 * sends for the same tenant and Accept-Encoding, captured once, with no tenant lookup, cache
 * logic or negotiation — the best any route could do in this process.
 */
export function registerBaselineRoute(app: FastifyInstance) {
  const captured = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  app.get('/api/bench/baseline', async (request, reply) => {
    const merchant = String(request.headers.merchant ?? '');
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '');
    const key = `${merchant}|${acceptEncoding}`;
    let entry = captured.get(key);
    if (!entry) {
      const res = await app.inject({
        url: '/api/products/v1/overalls',
        headers: { merchant, 'accept-encoding': acceptEncoding },
      });
      const headers: Record<string, string> = {};
      for (const name of ['content-encoding', 'etag', 'cache-control', 'vary', 'content-type']) {
        if (res.headers[name]) headers[name] = String(res.headers[name]);
      }
      entry = { body: res.rawPayload, headers };
      captured.set(key, entry);
    }
    return reply.headers(entry.headers).send(entry.body);
  });
}
