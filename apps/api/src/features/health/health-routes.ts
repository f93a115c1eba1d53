import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Liveness + database reachability, for load balancers and the start script. */
export function registerHealthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ data: { status: 'ok', database: 'ok' } });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ data: { status: 'degraded', database: 'unreachable' } });
    }
  });
}
