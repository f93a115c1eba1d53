// `npm run bench:scale`: the app behind one process and behind two, on one PostgreSQL database
// (issue 21). Starts the built server (process A) on a fresh database and measures, with the same
// client each time: the menu API (GET /api/products/v1/overalls of `demo`, 50 connections) and
// order creation (20 customers without pause). Then starts process B and measures again with the
// connections split across both ports (no balancer needed), then A alone once more.
//
// The control, measured in the same run: PostgreSQL's single-row insert rate (pgbench, 2 clients)
// before and after, and "one process" both before and after "two". This machine has 2 cores,
// shared by the database, the client and both app processes (and other jobs): two processes
// cannot double anything here, and a load change during the run shows as a gap between the two
// "one process" passes and the two pgbench figures, not as a scaling effect.
//
// Skips (exit 0) when no PostgreSQL answers. Writes bench/results/two-processes.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  call,
  dropPostgres,
  freshPostgres,
  login,
  orderBody,
  postgresAnswers,
  startServer,
} from './bench-support.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const portA = Number(process.env.BENCH_SCALE_PORT ?? 4210);
const portB = portA + 1;
const MENU_CONNECTIONS = 50;
const CUSTOMERS = 20;
const WARM_UP_SECONDS = 3;

if (!process.env.BENCH_DATABASE_URL && !(await postgresAnswers())) {
  console.log('bench:scale skipped: no PostgreSQL answers on 127.0.0.1:5432 (set BENCH_DATABASE_URL)');
  process.exit(0);
}

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
const { computeOrderPricing } = await import(join(root, 'packages/domain/dist/index.js'));

const DATABASE = 'dastarkhan_bench_scale';
const databaseUrl = await freshPostgres(DATABASE);
// No job workers: the messages of one pass's orders would otherwise still be fanned out and
// retried during the next pass and weigh on it (bench:messages measures them). Any message that
// does go out fails fast at a closed local port instead of leaving the machine.
const env = { JOB_WORKERS: '0', TELEGRAM_API_URL: `http://127.0.0.1:${portA + 2}` };

/** pgbench: single-row inserts into a scratch table by 2 clients for `seconds`; transactions/s. */
function insertRate() {
  const dir = mkdtempSync(join(tmpdir(), 'dastarkhan-pgbench-'));
  const script = join(dir, 'insert.sql');
  writeFileSync(script, 'insert into bench_control (at) values (now());\n');
  // libpq takes the connection URI (socket or TCP) as the database name.
  const args = ['-n', '-c', '2', '-j', '2', '-T', String(seconds), '-f', script, databaseUrl];
  try {
    const out = execFileSync('pgbench', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return Math.round(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN));
  } catch (error) {
    console.log(`pgbench unavailable (${error.message.split('\n')[0]}): no insert-rate control`);
    return null;
  }
}

/** CPU seconds (user + system) the server processes have used so far (Linux /proc; 100 ticks/s). */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** Cores this process (the load client) used since `since` (a process.cpuUsage()). */
function clientCores(since) {
  const used = process.cpuUsage(since);
  return Math.round(((used.user + used.system) / 1e6 / seconds) * 100) / 100;
}

/** Splits `total` connections across the bases; one autocannon per base, run at once. */
async function load(bases, total, options) {
  const share = Math.floor(total / bases.length);
  const results = await Promise.all(
    bases.map((base) =>
      autocannon({ url: base, connections: share, duration: options.seconds, ...options.request(base) }),
    ),
  );
  const good = results.reduce((n, r) => n + r.requests.total - r.non2xx - r.errors - r.timeouts, 0);
  return {
    perSecond: Math.round(good / options.seconds),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    bad: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  };
}

const menuRequest = (merchant) => () => ({
  requests: [
    {
      method: 'GET',
      path: '/api/products/v1/overalls',
      headers: { merchant: String(merchant), 'accept-encoding': 'gzip, deflate, br' },
    },
  ],
});

let orderSerial = 0;
const orderRequest = (merchant, tokens, body) => () => ({
  requests: [
    {
      method: 'POST',
      path: '/api/orders/v1/orders',
      body: JSON.stringify(body),
      setupRequest(request) {
        const n = ++orderSerial;
        request.headers = {
          'content-type': 'application/json',
          merchant: String(merchant),
          authorization: `Bearer ${tokens[n % tokens.length]}`,
          'idempotency-key': `scale-${n}`,
        };
        return request;
      },
    },
  ],
});

const db = new pg.Client({ connectionString: databaseUrl });
const servers = [];
process.on('exit', () => {
  for (const s of servers) s.stop();
});
try {
  servers.push(await startServer(portA, databaseUrl, env));
  const [a] = servers;
  await db.connect();
  await db.query('create table bench_control (id bigserial primary key, at timestamptz not null)');
  const merchant = (await call(a.base, '/api/users/v1/merchants/sub/demo')).json.data.id;
  const body = await orderBody(a.base, merchant, computeOrderPricing);
  const tokens = (
    await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) =>
        login(a.base, merchant, `99896${String(i).padStart(7, '0')}`),
      ),
    )
  ).map((s) => s.token);
  const orderCount = async () => Number((await db.query('select count(*) from orders')).rows[0].count);

  // What the servers spent per answer: the same figure in both set-ups means the app itself
  // scales and the cores (shared with the database and the client) set the ceiling.
  async function pass(processes) {
    const bases = processes.map((p) => p.base);
    const pids = processes.map((p) => p.pid);
    let cpu = cpuSeconds(pids);
    let client = process.cpuUsage();
    const menu = await load(bases, MENU_CONNECTIONS, { seconds, request: menuRequest(merchant) });
    const menuCpu = cpuSeconds(pids) - cpu;
    const menuClient = clientCores(client);
    const before = await orderCount();
    cpu = cpuSeconds(pids);
    client = process.cpuUsage();
    const orders = await load(bases, CUSTOMERS, { seconds, request: orderRequest(merchant, tokens, body) });
    const ordersCpu = cpuSeconds(pids) - cpu;
    const ordersClient = clientCores(client);
    await new Promise((r) => setTimeout(r, 500));
    const written = (await orderCount()) - before;
    // An answer counts only when its order is in the database.
    return {
      menuReqPerSec: menu.perSecond,
      menuP99Ms: menu.p99Ms,
      menuServerCpuMsPerReq: Math.round((menuCpu * 1000 * 100) / (menu.perSecond * seconds)) / 100,
      serverCoresMenu: Math.round((menuCpu / seconds) * 100) / 100,
      clientCoresMenu: menuClient,
      ordersPerSec: Math.round(Math.min(orders.perSecond * seconds, written) / seconds),
      ordersP99Ms: orders.p99Ms,
      ordersServerCpuMsPerOrder: Math.round((ordersCpu * 1000 * 10) / Math.max(1, written)) / 10,
      serverCoresOrders: Math.round((ordersCpu / seconds) * 100) / 100,
      clientCoresOrders: ordersClient,
      errors: menu.bad + orders.bad,
    };
  }
  const warm = (bases) =>
    Promise.all([
      load(bases, MENU_CONNECTIONS, { seconds: WARM_UP_SECONDS, request: menuRequest(merchant) }),
      load(bases, CUSTOMERS, { seconds: WARM_UP_SECONDS, request: orderRequest(merchant, tokens, body) }),
    ]);

  const insertsBefore = insertRate();
  await warm([a.base]);
  const oneBefore = await pass([a]);
  servers.push(await startServer(portB, databaseUrl, env));
  const b = servers[1];
  await warm([b.base]);
  const two = await pass([a, b]);
  const oneAfter = await pass([a]);
  const insertsAfter = insertRate();

  const mean = (x, y) => Math.round((x + y) / 2);
  const one = {
    menuReqPerSec: mean(oneBefore.menuReqPerSec, oneAfter.menuReqPerSec),
    ordersPerSec: mean(oneBefore.ordersPerSec, oneAfter.ordersPerSec),
  };
  const ratio = (x, y) => Math.round((x / y) * 100) / 100;
  const report = {
    date: new Date().toISOString(),
    seconds,
    cores: (await import('node:os')).availableParallelism(),
    loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 10) / 10),
    client: `autocannon, ${MENU_CONNECTIONS} connections (menu), ${CUSTOMERS} customers (orders), split across the processes`,
    control: { pgbenchInsertsPerSecBefore: insertsBefore, pgbenchInsertsPerSecAfter: insertsAfter },
    oneBefore,
    two,
    oneAfter,
    scaling: {
      menu: ratio(two.menuReqPerSec, one.menuReqPerSec),
      orders: ratio(two.ordersPerSec, one.ordersPerSec),
    },
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/two-processes.json'), JSON.stringify(report, null, 2));

  const row = (name, r) =>
    `  ${name.padEnd(18)} ${String(r.menuReqPerSec).padStart(6)} req/s p99 ${String(r.menuP99Ms).padStart(4)} ms, ${r.menuServerCpuMsPerReq} CPU ms/req, servers ${r.serverCoresMenu} cores, client ${r.clientCoresMenu} | ${String(r.ordersPerSec).padStart(4)} orders/s p99 ${String(r.ordersP99Ms).padStart(4)} ms, ${r.ordersServerCpuMsPerOrder} CPU ms/order, servers ${r.serverCoresOrders} cores, client ${r.clientCoresOrders} | errors ${r.errors}`;
  console.log(
    `\nOne PostgreSQL database, ${seconds} s per pass, ${report.cores} cores, load ${report.loadAverage}`,
  );
  console.log(
    `  ${''.padEnd(18)} menu (server CPU per answer; cores used by the servers and the client) | orders (same)`,
  );
  console.log(row('one process', oneBefore));
  console.log(row('two processes', two));
  console.log(row('one process again', oneAfter));
  console.log(`  two ÷ one (mean)     menu ${report.scaling.menu}, orders ${report.scaling.orders}`);
  console.log(`  control: pgbench single-row inserts ${insertsBefore} tps before, ${insertsAfter} tps after`);
} finally {
  for (const s of servers) s.stop();
  await db.end().catch(() => {});
  await dropPostgres(DATABASE);
}
process.exit(0);
