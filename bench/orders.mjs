// `npm run bench:orders`: order creation under load (issue 5). Starts the built server on a fresh
// PGlite database (and, when PostgreSQL answers on 127.0.0.1:5432 or BENCH_DATABASE_URL is set,
// on a fresh PostgreSQL database), logs in 20 customers, then each of them places orders one
// after another for BENCH_SECONDS. Every 5th order is sent twice at once with the same
// Idempotency-Key, as a retrying client would; duplicates = orders beyond one per key.
// Prints orders/s, p50/p99 and the duplicate count; writes bench/results/orders.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { call, freshPostgres, login, orderBody, postgresAnswers, startServer } from './bench-support.mjs';
import { ratePass, retryPass, wrkPass, wrkPath } from './order-load.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = 20;
const WARM_UP_SECONDS = 2;
const TARGETS = { pglite: 300, postgres: 1000, p99Ms: 50 };

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
const { computeOrderPricing } = await import(join(root, 'packages/domain/dist/index.js'));

async function measure(engine, port, databaseUrl) {
  const { base, stop } = await startServer(port, databaseUrl);
  try {
    const merchant = (await call(base, '/api/users/v1/merchants/sub/demo')).json.data.id;
    const body = await orderBody(base, merchant, computeOrderPricing);
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) =>
        login(base, merchant, `99899${String(i).padStart(7, '0')}`),
      ),
    );
    const operator = await login(base, merchant, '998900000001');
    const countOrders = async () =>
      (await call(base, '/api/orders/v1/operator/orders?size=1', { merchant, token: operator.token })).json
        .data.totalElements;
    const settle = () => new Promise((r) => setTimeout(r, 500));
    const pass = { base, merchant, customers, body };

    // A fresh process first compiles its hot paths and prepares its statements: the first couple
    // of seconds are a warm-up, reported apart (as any load test of a JIT-compiled server does).
    const warmUp = wrkPath
      ? wrkPass({ ...pass, keyPrefix: `warm-${engine}`, seconds: WARM_UP_SECONDS })
      : null;

    // Throughput. An answer counts only when its order is in the database (wrk would count any 2xx).
    let before = await countOrders();
    const load = wrkPath ? wrkPass({ ...pass, keyPrefix: `wrk-${engine}`, seconds }) : null;
    await settle();
    const written = (await countOrders()) - before;

    // Latency at the rate, the 20 customers taking turns.
    before = await countOrders();
    const paced = await ratePass({ ...pass, keyPrefix: `paced-${engine}`, seconds, rate: TARGETS[engine] });
    await settle();
    const pacedWritten = (await countOrders()) - before;

    // Retries: each customer sends some orders twice at once with the same key, as a client that
    // retries does; the duplicate count must stay 0.
    before = await countOrders();
    const retries = await retryPass({
      ...pass,
      call,
      keyPrefix: `retry-${engine}`,
      seconds: load ? 3 : seconds,
    });
    await settle();
    const placed = (await countOrders()) - before;
    const duplicates =
      placed - retries.keys.size + [...retries.keys.values()].reduce((d, ids) => d + ids.size - 1, 0);

    const throughput = load
      ? { client: 'wrk', seconds: load.seconds, orders: Math.min(load.answered, written), ...load }
      : { client: 'fetch', seconds: retries.seconds, orders: retries.created, ...retries };
    return {
      engine,
      customers: CUSTOMERS,
      client: throughput.client,
      seconds: throughput.seconds,
      orders: throughput.orders,
      ordersPerSec: Math.round(throughput.orders / throughput.seconds),
      saturatedP50Ms: throughput.p50Ms,
      saturatedP99Ms: throughput.p99Ms,
      pacedRate: paced.rate,
      pacedOrdersPerSec: Math.round(Math.min(paced.created, pacedWritten) / paced.seconds),
      pacedP50Ms: paced.p50Ms,
      pacedP99Ms: paced.p99Ms,
      pacedMaxMs: paced.maxMs,
      pacedClientCpuPercent: paced.clientCpuPercent,
      warmUpOrdersPerSec: warmUp ? Math.round(warmUp.answered / warmUp.seconds) : null,
      warmUpP99Ms: warmUp?.p99Ms ?? null,
      retryPassOrdersPerSec: Math.round(retries.created / retries.seconds),
      duplicates,
      errors: throughput.errors + paced.errors + (load ? retries.errors : 0),
    };
  } finally {
    stop();
  }
}

const results = process.env.BENCH_ONLY_POSTGRES ? [] : [await measure('pglite', 3931)];
if (!process.env.BENCH_ONLY_PGLITE && (process.env.BENCH_DATABASE_URL || (await postgresAnswers())))
  results.push(await measure('postgres', 3932, await freshPostgres('dastarkhan_bench_orders')));

for (const r of results) {
  const target = TARGETS[r.engine];
  const fast = r.ordersPerSec >= target;
  const prompt = r.pacedOrdersPerSec >= target * 0.95 && r.pacedP99Ms <= TARGETS.p99Ms;
  const pass = fast && prompt && r.duplicates === 0 && r.errors === 0;
  console.log(
    [
      `${r.engine}: ${pass ? 'PASS' : 'FAIL'}`,
      `  throughput  ${r.ordersPerSec} orders/s (target ≥ ${target}) — ${r.customers} customers without pause [${r.client}], p50 ${r.saturatedP50Ms} ms, p99 ${r.saturatedP99Ms} ms`,
      `  at ${r.pacedRate}/s     p50 ${r.pacedP50Ms} ms, p99 ${r.pacedP99Ms} ms (target ≤ ${TARGETS.p99Ms}), max ${r.pacedMaxMs} ms, ${r.pacedOrdersPerSec} orders/s written (client CPU ${r.pacedClientCpuPercent}%)`,
      `  duplicates  ${r.duplicates} (retry pass ${r.retryPassOrdersPerSec} orders/s), errors ${r.errors}; warm-up ${r.warmUpOrdersPerSec} orders/s, p99 ${r.warmUpP99Ms} ms`,
    ].join('\n'),
  );
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/orders.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, results }, null, 2),
);
process.exit(0);
