// `npm run bench:messages`: the staff group hears of every order in time (issue 18). Starts the
// built server on a fresh PGlite database (and PostgreSQL when it answers), with the tenant's bot
// pointed at a fake Bot API in this process; 20 customers place orders at 20/s for
// BENCH_MESSAGES_SECONDS (60); each order's staff-group message is timed from the order's commit
// (its createdDate, the database's clock on this machine) to its arrival at the fake.
// Prints p50/p99/max, missing and duplicated messages; writes bench/results/messages.json.
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
import { percentile } from './order-load.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_MESSAGES_SECONDS ?? 60);
const RATE = 20;
const CUSTOMERS = 20;
const TARGET_P99_MS = 2_000;
const TOKEN = '7000000001:bench-bot-token';
const STAFF_CHAT = '-1001000000001';

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
const { computeOrderPricing } = await import(join(root, 'packages/domain/dist/index.js'));

async function measure(engine, port, databaseUrl) {
  const bot = await fakeBotApi(STAFF_CHAT);
  const { base, stop } = await startServer(port, databaseUrl, {
    TELEGRAM_API_URL: bot.url,
    DEMO_TELEGRAM_BOT_TOKEN: TOKEN,
  });
  try {
    const merchant = (await call(base, '/api/users/v1/merchants/sub/demo')).json.data.id;
    const body = await orderBody(base, merchant, computeOrderPricing);
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) =>
        login(base, merchant, `99898${String(i).padStart(7, '0')}`),
      ),
    );
    const committed = new Map(); // order number -> createdDate (ms)
    let errors = 0;
    const start = Date.now() + 100;
    const total = RATE * seconds;
    await Promise.all(
      customers.map(async ({ token }, c) => {
        for (let n = c; n < total; n += CUSTOMERS) {
          const wait = start + (n * 1000) / RATE - Date.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const res = await call(base, '/api/orders/v1/orders', {
            merchant,
            token,
            body,
            headers: { 'idempotency-key': `messages-${engine}-${n}` },
          });
          if (res.status === 201) committed.set(res.json.data.number, Date.parse(res.json.data.createdDate));
          else errors++;
        }
      }),
    );
    // Stragglers: up to 10 s for the last messages (a missing one is counted, not waited for ever).
    const until = Date.now() + 10_000;
    while ([...committed.keys()].some((n) => !bot.arrivals.has(n)) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1_000));
    const delays = [];
    let missing = 0;
    let twice = 0;
    for (const [number, at] of committed) {
      const arrived = bot.arrivals.get(number);
      if (!arrived) missing++;
      else {
        if (arrived.length > 1) twice++;
        delays.push(arrived[0] - at);
      }
    }
    delays.sort((a, b) => a - b);
    return {
      engine,
      rate: RATE,
      seconds,
      orders: committed.size,
      errors,
      p50Ms: Math.round(percentile(delays, 50)),
      p99Ms: Math.round(percentile(delays, 99)),
      maxMs: Math.round(delays.at(-1) ?? 0),
      missing,
      twice,
    };
  } finally {
    stop();
    bot.close();
  }
}

// Several people benchmarking on one machine each take their own ports and database.
const PORT = Number(process.env.BENCH_MESSAGES_PORT ?? 3941);
const DATABASE = process.env.BENCH_MESSAGES_DATABASE ?? 'dastarkhan_bench_messages';
const results = process.env.BENCH_ONLY_POSTGRES ? [] : [await measure('pglite', PORT)];
if (!process.env.BENCH_ONLY_PGLITE && (process.env.BENCH_DATABASE_URL || (await postgresAnswers())))
  results.push(await measure('postgres', PORT + 1, await freshPostgres(DATABASE)));

for (const r of results) {
  const pass = r.p99Ms <= TARGET_P99_MS && r.missing === 0 && r.twice === 0 && r.errors === 0;
  console.log(
    [
      `${r.engine}: ${pass ? 'PASS' : 'FAIL'}`,
      `  ${r.orders} orders at ${r.rate}/s for ${r.seconds} s → staff-group message p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (target ≤ ${TARGET_P99_MS}), max ${r.maxMs} ms`,
      `  missing ${r.missing}, twice ${r.twice}, order errors ${r.errors}`,
    ].join('\n'),
  );
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/messages.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
process.exit(0);
