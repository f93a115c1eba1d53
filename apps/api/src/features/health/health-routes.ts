import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';

const HealthSchema = z.strictObject({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});

/** Liveness + database reachability, for load balancers and the start script. */
export function registerHealthRoutes(app: FastifyInstance, docs: ApiDocs) {
  // Not a defineRoute: it must answer 503 (with the same `{ data }`) when the database is down.
  docs.add({
    method: 'GET',
    url: '/api/health',
    summary: 'Liveness and database reachability (503 with status degraded when the database is down)',
    tag: 'health',
    merchant: false,
    response: HealthSchema,
  });
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
