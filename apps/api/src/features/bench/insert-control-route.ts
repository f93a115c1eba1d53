import { namedStatement } from '@dastarkhan/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

// The scratch table lives only in a benchmark's database: created on first use, never migrated.
const CREATE = sql`create table if not exists bench_insert_control (
  id bigserial primary key, merchant_id int not null, note text not null,
  created_date timestamptz not null default now())`;

const insertOne = namedStatement<{ id: string }, { merchantId: number; note: string }>(
  'bench_insert_control',
  sql`insert into bench_insert_control (merchant_id, note)
    values (${sql.placeholder('merchantId')}::int, ${sql.placeholder('note')}::text) returning id`,
);

/**
 * Benchmark yardstick of bench/orders.mjs (only with BENCH_BASELINE=true): one single-row insert
 * through the app's database layer behind the same HTTP stack as an order (Fastify, JSON body,
 * JSON answer), with no tenant lookup, session, validation or pricing — the floor any write
 * route could reach in this process, on PGlite where pgbench cannot reach the database.
 */
export function registerInsertControlRoute(app: FastifyInstance) {
  // A drizzle query runs again at every `await` of it: keep the promise of ONE run.
  let ready: Promise<void> | null = null;
  app.post('/api/bench/insert', async (request, reply) => {
    ready ??= (async () => {
      await app.deps.db.execute(CREATE);
    })();
    await ready;
    const merchantId = Number(request.headers.merchant ?? 0) || 0;
    const note = JSON.stringify(request.body ?? null).slice(0, 200);
    const [row] = await insertOne.run(app.deps.db, { merchantId, note });
    return reply.status(201).send({ data: { id: Number(row!.id) } });
  });
}
