import type { FastifyInstance } from 'fastify';

/**
 * Benchmark yardstick (only with BENCH_BASELINE=true): answers the very bytes of a tenant's
 * menu, captured once, with no tenant lookup or cache logic — the best any route could do.
 */
export function registerBaselineRoute(app: FastifyInstance) {
  const captured = new Map<string, Buffer>();
  app.get('/api/bench/baseline', async (request, reply) => {
    const merchant = String(request.headers.merchant ?? '');
    let body = captured.get(merchant);
    if (!body) {
      const res = await app.inject({ url: '/api/products/v1/overalls', headers: { merchant } });
      body = res.rawPayload;
      captured.set(merchant, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
