// `npm run bench:stream`: the staff stream under load (issue 16). Starts the built server on a
// fresh PGlite database (and on a fresh PostgreSQL database when one answers), opens 50 staff
// streams, then places orders at 100/s for BENCH_SECONDS from 20 customers. For every order and
// every client it measures the time from the order's commit to its event at the client — the
// order's creation instant (its transaction's `now()`, which precedes the commit) to the
// moment the client read the event, so the figure is an upper bound — and counts what was missed.
// Prints p50/p99/max and misses; writes bench/results/staff-stream.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { call, freshPostgres, login, orderBody, postgresAnswers, startServer } from './bench-support.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const CUSTOMERS = 20;
const RATE = 100;
const TARGET_P99_MS = 200;

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
const { computeOrderPricing } = await import(join(root, 'packages/domain/dist/index.js'));

/**
 * One staff screen: reads the stream and notes, per new order, when its event arrived. Only the
 * fields it needs are read from each message (a board parses the JSON; 50 boards in one bench
 * process would measure the bench's own parsing instead of the server).
 */
function openClient(base, merchant, token) {
  const controller = new AbortController();
  const arrivals = new Map();
  let resolveReady;
  const ready = new Promise((resolve) => {
    resolveReady = resolve;
  });
  const done = (async () => {
    const res = await fetch(`${base}/api/orders/v1/operator/events`, {
      headers: { merchant: String(merchant), authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) return;
      const now = performance.timeOrigin + performance.now();
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.includes('event: hello')) resolveReady();
        else if (block.includes('"fromStatus":null')) {
          const orderId = /"order":\{"id":(\d+)/.exec(block)?.[1];
          const created = /"createdDate":"([^"]+)"/.exec(block)?.[1];
          if (orderId && created && !arrivals.has(orderId)) arrivals.set(orderId, now - Date.parse(created));
        }
        cut = buffer.indexOf('\n\n');
      }
    }
  })().catch((error) => {
    if (error.name !== 'AbortError') console.error('stream client failed:', error.message);
  });
  return { arrivals, ready, close: () => controller.abort(), done };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function measure(engine, port, databaseUrl) {
  const { base, stop } = await startServer(port, databaseUrl);
  try {
    const merchant = (await call(base, '/api/users/v1/merchants/sub/demo')).json.data.id;
    const body = await orderBody(base, merchant, computeOrderPricing);
    const operator = await login(base, merchant, '998900000001');
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) =>
        login(base, merchant, `99898${String(i).padStart(7, '0')}`),
      ),
    );
    const clients = Array.from({ length: CLIENTS }, () => openClient(base, merchant, operator.token));
    await Promise.all(clients.map((c) => c.ready));

    // Orders at a fixed rate, the customers taking turns; an order counts once the server answered 201.
    const placed = [];
    let errors = 0;
    const total = RATE * seconds;
    const started = performance.now();
    const inFlight = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const customer = customers[i % CUSTOMERS];
      inFlight.push(
        call(base, '/api/orders/v1/orders', { merchant, token: customer.token, body }).then(
          (res) => (res.status === 201 ? placed.push(String(res.json.data.id)) : errors++),
          () => errors++,
        ),
      );
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1_000));
    for (const c of clients) c.close();

    const latencies = [];
    let missed = 0;
    for (const c of clients)
      for (const id of placed) {
        const ms = c.arrivals.get(id);
        if (ms === undefined) missed++;
        else latencies.push(ms);
      }
    latencies.sort((a, b) => a - b);
    return {
      engine,
      clients: CLIENTS,
      rate: RATE,
      seconds: Math.round(elapsed * 10) / 10,
      orders: placed.length,
      ordersPerSec: Math.round(placed.length / elapsed),
      deliveries: latencies.length,
      p50Ms: Math.round(percentile(latencies, 50) ?? 0),
      p99Ms: Math.round(percentile(latencies, 99) ?? 0),
      maxMs: Math.round(latencies.at(-1) ?? 0),
      missed,
      errors,
    };
  } finally {
    stop();
  }
}

const results = process.env.BENCH_ONLY_POSTGRES ? [] : [await measure('pglite', 3941)];
if (!process.env.BENCH_ONLY_PGLITE && (process.env.BENCH_DATABASE_URL || (await postgresAnswers())))
  results.push(await measure('postgres', 3942, await freshPostgres('dastarkhan_bench_stream')));

for (const r of results) {
  const pass = r.p99Ms <= TARGET_P99_MS && r.missed === 0 && r.errors === 0 && r.ordersPerSec >= RATE * 0.95;
  console.log(
    [
      `staff stream, ${r.engine}: ${pass ? 'PASS' : 'FAIL'}`,
      `  ${r.clients} staff clients, ${r.orders} orders at ${r.ordersPerSec}/s (target ${r.rate}/s) over ${r.seconds} s`,
      `  commit → event at every client: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (target ≤ ${TARGET_P99_MS}), max ${r.maxMs} ms`,
      `  ${r.deliveries} deliveries, missed ${r.missed}, order errors ${r.errors}`,
    ].join('\n'),
  );
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/staff-stream.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, results }, null, 2),
);
process.exit(0);
