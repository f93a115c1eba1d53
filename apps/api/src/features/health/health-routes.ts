import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';

const HealthSchema = z.strictObject({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});

const LiveSchema = z.strictObject({ status: z.literal('ok') });

const ReadySchema = z.strictObject({
  status: z.enum(['ready', 'draining', 'degraded']),
  database: z.enum(['ok', 'unreachable', 'unchecked']),
});

/** A readiness probe must answer fast: a database slower than this counts as unreachable. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

/** `select 1`, false when it fails or takes longer than the probe may wait. */
async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.deps.db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness, readiness and database reachability (decision 041). `/api/health/live`: the process
 * answers (restart it when it does not). `/api/health/ready`: send it traffic — 503 while it
 * drains on its way out or cannot reach the database. `/api/health`: the database check the
 * start script and older probes use.
 */
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

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/health/live',
    summary: 'Liveness: the process answers (a probe that fails should restart it); never asks the database',
    tag: 'health',
    merchant: false,
    response: LiveSchema,
    async handler({ reply }) {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });

  docs.add({
    method: 'GET',
    url: '/api/health/ready',
    summary:
      'Readiness: 200 when this process takes traffic; 503 while it drains (SIGTERM) or its database does not answer `select 1` within 2 s',
    tag: 'health',
    merchant: false,
    response: ReadySchema,
  });
  app.get('/api/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.deps.drain.draining)
      return reply.status(503).send({ data: { status: 'draining', database: 'unchecked' } });
    if (!(await databaseAnswers(app)))
      return reply.status(503).send({ data: { status: 'degraded', database: 'unreachable' } });
    return reply.send({ data: { status: 'ready', database: 'ok' } });
  });
}
