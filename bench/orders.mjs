// `npm run bench:orders`: order creation under load (issue 5). Starts the built server on a fresh
// PGlite database (and, when PostgreSQL answers on 127.0.0.1:5432 or BENCH_DATABASE_URL is set,
// on a fresh PostgreSQL database), logs in 20 customers, then each of them places orders one
// after another for BENCH_SECONDS. Every 5th order is sent twice at once with the same
// Idempotency-Key, as a retrying client would; duplicates = orders beyond one per key.
// The yardstick, measured in the same run at the same concurrency (issue 22): single-row inserts
// into a scratch table — over HTTP through the app's database layer (POST /api/bench/insert,
// BENCH_BASELINE) on both engines, and with pgbench straight to PostgreSQL when it is installed.
// Latency is then measured at half of the measured order capacity.
// Prints orders/s, control/s, their ratio, p50/p99 and the duplicate count; writes
// bench/results/orders.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  call,
  fakeBotApi,
  freshPostgres,
  login,
  orderBody,
  postgresAnswers,
  startServer,
} from './bench-support.mjs';
import { cpuPerAnswer, pgbenchInsertPass, ratePass, retryPass, wrkPass, wrkPath } from './order-load.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = 20;
const WARM_UP_SECONDS = 2;
// Several people benchmarking on one machine each take their own ports and database.
const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 3931);
const DATABASE = process.env.BENCH_ORDERS_DATABASE ?? 'dastarkhan_bench_orders';
// Issue 22: orders/s at least this share of the single-row insert control (pgbench on
// PostgreSQL, the HTTP insert route on PGlite), p99 within 50 ms at half of the order capacity.
const TARGETS = { ratio: 0.2, p99Ms: 50 };
// The demo tenant's staff group (packages/db seed).
const DEMO_STAFF_CHAT = '-1001000000001';

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
const { computeOrderPricing } = await import(join(root, 'packages/domain/dist/index.js'));

async function measure(engine, port, databaseUrl) {
  // Every order tells the demo tenant's staff group: a fake Bot API in this process answers, so
  // the messages are delivered once, as in production, instead of retried against an
  // unreachable api.telegram.org (decision 054).
  const bot = await fakeBotApi(DEMO_STAFF_CHAT);
  const { base, pid, stop } = await startServer(port, databaseUrl, {
    BENCH_BASELINE: 'true',
    TELEGRAM_API_URL: bot.url,
  });
  try {
    const merchant = (await call(base, '/api/users/v1/merchants/sub/demo')).json.data.id;
    const body = await orderBody(base, merchant, computeOrderPricing);
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) =>
        login(base, merchant, `99899${String(i).padStart(7, '0')}`),
      ),
    );
    const operator = await login(base, merchant, '998900000001');
    const count = async () =>
      (await call(base, '/api/orders/v1/operator/orders?size=1', { merchant, token: operator.token })).json
        .data.totalElements;
    // A keep-alive socket idle through a 10 s pass may be closed by the server just as it is
    // reused ("other side closed"): a read, so asking once more is safe.
    const countOrders = () => count().catch(count);
    const settle = () => new Promise((r) => setTimeout(r, 500));
    const pass = { base, merchant, customers, body };

    // A fresh process first compiles its hot paths and prepares its statements: the first couple
    // of seconds are a warm-up, reported apart (as any load test of a JIT-compiled server does).
    const warmUp = wrkPath
      ? wrkPass({ ...pass, keyPrefix: `warm-${engine}`, seconds: WARM_UP_SECONDS })
      : null;

    // The control: one row per request, same connections, same HTTP stack, no order logic —
    // measured before AND after the orders (the mean): the machine's load drifts over a run.
    const onPostgres = engine === 'postgres';
    const controlCpu = [];
    const controlPass = (n) => {
      if (!wrkPath) return null;
      const measured = cpuPerAnswer(pid, onPostgres, () =>
        wrkPass({ ...pass, keyPrefix: `control${n}-${engine}`, seconds, path: '/api/bench/insert' }),
      );
      controlCpu.push(measured);
      return measured.result;
    };
    const controlBefore = controlPass(1);
    // And PostgreSQL's own rate for the same insert (the table exists now: the route made it).
    const pgbenchRun = () =>
      engine === 'postgres' ? pgbenchInsertPass({ databaseUrl, clients: CUSTOMERS, seconds }) : null;
    const pgbenchBefore = pgbenchRun();
    await settle();

    // Throughput. An answer counts only when its order is in the database (wrk would count any 2xx).
    let before = await countOrders();
    const orderCpu = wrkPath
      ? cpuPerAnswer(pid, onPostgres, () => wrkPass({ ...pass, keyPrefix: `wrk-${engine}`, seconds }))
      : null;
    const load = orderCpu?.result ?? null;
    await settle();
    const written = (await countOrders()) - before;
    const capacity = load ? Math.min(load.answered, written) / load.seconds : 100;
    await settle();
    const controlAfter = controlPass(2);
    const pgbenchAfter = pgbenchRun();
    const mean = (a, b) => (a === null || b === null ? null : Math.round((a + b) / 2));
    const httpControl = controlBefore && {
      answered: mean(controlBefore.answered, controlAfter.answered),
      seconds: controlBefore.seconds,
      p99Ms: Math.max(controlBefore.p99Ms, controlAfter.p99Ms),
      errors: controlBefore.errors + controlAfter.errors,
      perSec: [controlBefore, controlAfter].map((c) => Math.round(c.answered / c.seconds)),
    };
    const pgbench = pgbenchBefore && {
      insertsPerSec: mean(pgbenchBefore.insertsPerSec, pgbenchAfter.insertsPerSec),
      latencyAverageMs: pgbenchBefore.latencyAverageMs,
      perSec: [pgbenchBefore.insertsPerSec, pgbenchAfter.insertsPerSec],
    };

    // Latency at half of the capacity just measured, the 20 customers taking turns.
    before = await countOrders();
    const paced = await ratePass({
      ...pass,
      keyPrefix: `paced-${engine}`,
      seconds,
      rate: Math.max(1, Math.round(capacity / 2)),
    });
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
    const ordersPerSec = Math.round(throughput.orders / throughput.seconds);
    // Delivery kept up when the staff group heard of (nearly) every order by now.
    const ordersTotal = await countOrders();
    const staffHeardOf = bot.arrivals.size;
    const httpControlPerSec = httpControl ? Math.round(httpControl.answered / httpControl.seconds) : null;
    const control = pgbench
      ? { kind: 'pgbench', perSec: pgbench.insertsPerSec }
      : { kind: 'http-insert', perSec: httpControlPerSec };
    return {
      engine,
      customers: CUSTOMERS,
      control: control.kind,
      controlPerSec: control.perSec,
      ratio: control.perSec ? Math.round((ordersPerSec / control.perSec) * 1000) / 1000 : null,
      httpControlPerSec,
      httpControlBeforeAfter: httpControl?.perSec ?? null,
      httpControlP99Ms: httpControl?.p99Ms ?? null,
      httpControlErrors: httpControl?.errors ?? null,
      ratioToHttpControl: httpControlPerSec
        ? Math.round((ordersPerSec / httpControlPerSec) * 1000) / 1000
        : null,
      pgbenchInsertsPerSec: pgbench?.insertsPerSec ?? null,
      pgbenchLatencyAverageMs: pgbench?.latencyAverageMs ?? null,
      pgbenchBeforeAfter: pgbench?.perSec ?? null,
      client: throughput.client,
      seconds: throughput.seconds,
      orders: throughput.orders,
      ordersPerSec,
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
      // CPU per answer while each pass ran: the app's process, and PostgreSQL's (summed).
      cpuMsPerOrder: orderCpu ? { server: orderCpu.serverMs, database: orderCpu.databaseMs } : null,
      cpuMsPerControlInsert: controlCpu.length
        ? {
            server: Math.min(...controlCpu.map((c) => c.serverMs)),
            database: onPostgres ? Math.min(...controlCpu.map((c) => c.databaseMs)) : null,
          }
        : null,
      ordersTotal,
      staffHeardOf,
      errors: throughput.errors + paced.errors + (load ? retries.errors : 0) + (httpControl?.errors ?? 0),
    };
  } finally {
    stop();
    bot.close();
  }
}

const results = process.env.BENCH_ONLY_POSTGRES ? [] : [await measure('pglite', PORT)];
if (!process.env.BENCH_ONLY_PGLITE && (process.env.BENCH_DATABASE_URL || (await postgresAnswers())))
  results.push(await measure('postgres', PORT + 1, await freshPostgres(DATABASE)));

for (const r of results) {
  const fast = r.ratio !== null && r.ratio >= TARGETS.ratio;
  const prompt = r.pacedOrdersPerSec >= r.pacedRate * 0.95 && r.pacedP99Ms <= TARGETS.p99Ms;
  const pass = fast && prompt && r.duplicates === 0 && r.errors === 0;
  const pgbenchLine =
    r.pgbenchInsertsPerSec !== null
      ? `, pgbench ${r.pgbenchInsertsPerSec} inserts/s (${r.pgbenchBeforeAfter.join(' then ')})`
      : '';
  console.log(
    [
      `${r.engine}: ${pass ? 'PASS' : 'FAIL'}`,
      `  ratio       ${r.ratio} of the ${r.control} control (target ≥ ${TARGETS.ratio}); ${r.ratioToHttpControl} of the HTTP insert route`,
      `  control     HTTP insert ${r.httpControlPerSec} req/s (${r.httpControlBeforeAfter?.join(' then ')}; p99 ${r.httpControlP99Ms} ms)${pgbenchLine} — ${r.customers} clients, before and after the orders`,
      `  throughput  ${r.ordersPerSec} orders/s — ${r.customers} customers without pause [${r.client}], p50 ${r.saturatedP50Ms} ms, p99 ${r.saturatedP99Ms} ms`,
      `  at ${r.pacedRate}/s (half) p50 ${r.pacedP50Ms} ms, p99 ${r.pacedP99Ms} ms (target ≤ ${TARGETS.p99Ms}), max ${r.pacedMaxMs} ms, ${r.pacedOrdersPerSec} orders/s written (client CPU ${r.pacedClientCpuPercent}%)`,
      `  duplicates  ${r.duplicates} (retry pass ${r.retryPassOrdersPerSec} orders/s), errors ${r.errors}; warm-up ${r.warmUpOrdersPerSec} orders/s, p99 ${r.warmUpP99Ms} ms`,
      `  CPU         per order: app ${r.cpuMsPerOrder?.server} ms${r.cpuMsPerOrder?.database != null ? `, PostgreSQL ${r.cpuMsPerOrder.database} ms` : ''}; per control insert: app ${r.cpuMsPerControlInsert?.server} ms${r.cpuMsPerControlInsert?.database != null ? `, PostgreSQL ${r.cpuMsPerControlInsert.database} ms` : ''} (fan-out and delivery of the pass's orders included as far as they kept up)`,
      `  messages    the staff group heard of ${r.staffHeardOf} of ${r.ordersTotal} orders by the end`,
    ].join('\n'),
  );
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/orders.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, results }, null, 2),
);
process.exit(0);
