import { createHash, timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '@dastarkhan/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import type { ApiDocs } from '../../http/api-docs.js';
import { errorBody } from '../../http/error-body.js';

export interface MetricsRouteOptions {
  /** METRICS_TOKEN: the only bearer token the route answers. */
  token: string;
  poolStats?: DatabaseHandle['poolStats'] | undefined;
}

/** Digests of equal length, so the comparison takes the same time whatever the token given. */
const digest = (text: string) => createHash('sha256').update(text).digest();

function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), expected);
}

/**
 * `GET /api/metrics`: this process's metrics in the Prometheus text format (decision 041), for a
 * bearer of METRICS_TOKEN only (the route does not exist without it). Besides the counters the
 * app keeps (http/app-metrics.ts), read at scrape time: the open streams, the outbox's lag (age
 * of its oldest pending message: one indexed query), the PostgreSQL pool, and Node's own.
 */
export function registerMetricsRoute(app: FastifyInstance, docs: ApiDocs, options: MetricsRouteOptions) {
  const { metrics, db } = app.deps;
  const registry = metrics.registry;
  const expected = digest(options.token);
  collectDefaultMetrics({ register: registry, prefix: 'dastarkhan_' });
  new Gauge({
    name: 'dastarkhan_outbox_lag_seconds',
    help: 'Age of the oldest message not yet delivered (0: none waiting)',
    registers: [registry],
    async collect() {
      const result = (await db.execute(
        sql`select coalesce(extract(epoch from now() - min(created_date)), 0)::float8 as lag from outbox_messages where state = 'pending'`,
      )) as unknown as { rows: Array<{ lag: number }> };
      this.set(Number(result.rows[0]?.lag ?? 0));
    },
  });
  const { poolStats } = options;
  if (poolStats) {
    const pool = new Gauge({
      name: 'dastarkhan_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and callers waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = poolStats();
        pool.set({ state: 'total' }, now.total);
        pool.set({ state: 'idle' }, now.idle);
        pool.set({ state: 'waiting' }, now.waiting);
      },
    });
  }

  docs.add({
    method: 'GET',
    url: '/api/metrics',
    summary: 'Prometheus metrics of this process (Authorization: Bearer METRICS_TOKEN; absent without it)',
    tag: 'health',
    merchant: false,
    raw: { contentType: 'text/plain; version=0.0.4', description: 'The Prometheus text format' },
  });
  app.get('/api/metrics', async (request, reply) => {
    if (!hasToken(request, expected)) return reply.status(401).send(errorBody('UNAUTHORIZED'));
    metrics.openStreams.set(app.deps.streams.size);
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
