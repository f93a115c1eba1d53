import type { FastifyInstance } from 'fastify';

/**
 * Benchmark yardstick (only with BENCH_BASELINE=true): answers the very bytes the menu route
 * sends for the same tenant and Accept-Encoding, captured once, with no tenant lookup, cache
 * logic or negotiation — the best any route could do in this process.
 */
export function registerBaselineRoute(app: FastifyInstance) {
  const captured = new Map<string, { body: Buffer; encoding: string | undefined }>();
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
      entry = { body: res.rawPayload, encoding: res.headers['content-encoding'] as string | undefined };
      captured.set(key, entry);
    }
    if (entry.encoding) reply.header('content-encoding', entry.encoding);
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });
}
