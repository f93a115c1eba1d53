// What the server benchmarks share: a built server on a fresh database, the API calls a client
// makes, a demo customer's order, and a fresh PostgreSQL database when one answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;

/** Monday noon in Tashkent: branches open whenever a benchmark runs. */
export const BENCH_CLOCK_START = '2026-11-23T07:00:00.000Z';

export async function startServer(port, databaseUrl, extraEnv = {}) {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const server = spawn(process.execPath, [...nodeArgs, join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(process.env.BENCH_TMP ?? tmpdir(), 'dastarkhan-bench-')),
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_MODE: 'demo',
      OTP_IP_LIMIT_PER_HOUR: '100000',
      // 20 customers placing orders without pause, and thousands of streams from 127.0.0.1: the
      // per-customer and per-address limits (decision 037) would measure themselves, not the app.
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
      STREAMS_PER_CUSTOMER: '100000',
      STREAMS_PER_ADDRESS: '1000000',
      // Monday noon in Tashkent: branches open whenever the bench runs.
      APP_CLOCK_START: BENCH_CLOCK_START,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Up to 5 minutes: a fresh PGlite database (migrations, seed) took 158 s to start on the
  // shared 2-core machine under a load average of 28.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok)
        return { base, pid: server.pid, stop: () => server.kill('SIGTERM') };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error('server did not become healthy');
}

export async function call(
  base,
  path,
  { merchant, token, body, method = body ? 'POST' : 'GET', headers = {} } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(merchant ? { merchant: String(merchant) } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

export async function login(base, merchant, phone) {
  await call(base, '/api/users/v1/auth/otp', { merchant, body: { phone } });
  const outbox = await call(base, `/api/dev/v1/sms-outbox?phone=${phone}`);
  const code = /\b(\d{6})\b/.exec(outbox.json.data[0].text)[1];
  const verified = await call(base, '/api/users/v1/auth/otp/verify', { merchant, body: { phone, code } });
  return verified.json.data;
}

/** A pick-up order of two plain products at the main branch, with the totals a client computes. */
export async function orderBody(base, merchant, computeOrderPricing) {
  const branches = (await call(base, '/api/users/v1/branches', { merchant })).json.data;
  const branch = branches.find((b) => b.isMain) ?? branches[0];
  const products = (await call(base, '/api/products/v1/overalls', { merchant })).json.data.products.filter(
    (p) =>
      p.type === 'NONE' && p.productBranch.some((pb) => pb.branch.id === branch.id && pb.branch.isActive),
  );
  const cartItems = products.slice(0, 2).map((p) => ({
    product: { id: p.id, costPrice: p.costPrice, discount: p.discount ?? 0, count: 2 },
    modifications: [],
  }));
  const { totals } = computeOrderPricing({
    items: cartItems,
    serviceType: 'PICK_UP',
    deliveryPrice: 0,
    now: new Date(BENCH_CLOCK_START),
  });
  const { deliveryPrice, deliveryDiscount, cashback, ...requestTotals } = totals;
  return {
    serviceType: 'PICK_UP',
    cartItems,
    branch: { id: branch.id },
    paymentType: 'CASH',
    deliveryPrice,
    deliveryDiscount,
    cashback,
    totals: requestTotals,
  };
}

export function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(5432, '127.0.0.1');
  });
}

// PostgreSQL on this machine is reached through its Unix socket when it has one: loopback TCP
// costs this VM more in softirq time than the statements themselves (see the closing note).
const SOCKET_DIR = '/var/run/postgresql';
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  (existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@/postgres?host=${SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

export async function freshPostgres(name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  return adminUrl.replace(/\/postgres(\?|$)/, `/${name}$1`);
}

/** Drops a database freshPostgres made (its servers may still be closing their connections). */
export async function dropPostgres(name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

/**
 * A Bot API that answers every call at once and notes when each message to `staffChat` came
 * (by the order number in its text).
 */
export function fakeBotApi(staffChat) {
  const arrivals = new Map(); // order number -> arrival times (ms)
  let messageId = 0;
  const server = createServer((req, res) => {
    // A caller that gives up (the app's timeout, under load) resets its socket: not a crash.
    req.on('error', () => {});
    res.on('error', () => {});
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const at = Date.now();
      const body = raw ? JSON.parse(raw) : {};
      if (req.url?.endsWith('/sendMessage') && String(body.chat_id) === staffChat) {
        const number = Number(/#(\d+)/.exec(String(body.text))?.[1]);
        if (number) arrivals.set(number, [...(arrivals.get(number) ?? []), at]);
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          ok: true,
          result: req.url?.endsWith('/sendMessage') ? { message_id: ++messageId } : true,
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, arrivals, close: () => server.close() }),
    ),
  );
}
