// `npm run bench:abuse`: the server under the two loads of issue 20 that a test cannot judge.
// 1. 2,000 open order streams on one order and one status change: p99 from the change to every
//    stream (target ≤ 500 ms), and the home page answering meanwhile (target ≤ 200 ms).
// 2. The menu API's throughput alone, then while 500 connections trickle a request body one byte
//    a second (held open again as the server cuts them): the ratio (target ≥ 0.9).
// The built server on a fresh PGlite database (bench-support.mjs); writes bench/results/abuse.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { call, login, orderBody, startServer } from './bench-support.mjs';
import { percentile } from './order-load.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SLOW = Number(process.env.BENCH_SLOW_CONNECTIONS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = { streamP99Ms: 500, homeMs: 200, menuRatio: 0.9 };

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});
if (!existsSync(join(root, 'apps/web/build/server/index.js')))
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
const { computeOrderPricing } = await import(join(root, 'packages/domain/dist/index.js'));

const port = 3951;
const { base, stop } = await startServer(port, undefined, { MAX_CONNECTIONS: '100000' });
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/** One order stream; resolves `opened` on its first message, records when ACCEPTED arrives. */
function openStream(path, headers) {
  let onOpen;
  const opened = new Promise((resolve, reject) => {
    onOpen = resolve;
    setTimeout(() => reject(new Error('stream did not open')), 60_000).unref();
  });
  const stream = { acceptedAt: 0, opened, close: () => {} };
  const req = http.get(
    `${base}${path}`,
    { agent, headers: { ...headers, accept: 'text/event-stream' } },
    (res) => {
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (chunk) => {
        buffered += chunk;
        if (buffered.includes('data:')) onOpen();
        if (!stream.acceptedAt && buffered.includes('"toStatus":"ACCEPTED"'))
          stream.acceptedAt = performance.now();
        if (buffered.length > 50_000) buffered = buffered.slice(-1000);
      });
    },
  );
  req.on('error', () => {});
  stream.close = () => req.destroy();
  return stream;
}

async function timed(url, headers = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function streamsPass(merchant) {
  const customer = await login(base, merchant, '998970000001');
  const operator = await login(base, merchant, '998900000001');
  const body = await orderBody(base, merchant, computeOrderPricing);
  const order = (await call(base, '/api/orders/v1/orders', { merchant, token: customer.token, body })).json
    .data;
  const headers = { merchant: String(merchant), authorization: `Bearer ${customer.token}` };
  const streams = [];
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = Array.from({ length: Math.min(100, STREAMS - i) }, () =>
      openStream(`/api/orders/v1/orders/${order.id}/events`, headers),
    );
    streams.push(...batch);
    await Promise.all(batch.map((s) => s.opened));
  }
  const homeBefore = await timed(`${base}/?vendor=demo`);
  const changedAt = performance.now();
  const move = call(base, `/api/orders/v1/operator/orders/${order.id}/status`, {
    merchant,
    token: operator.token,
    method: 'PUT',
    body: { status: 'ACCEPTED' },
  });
  // The home page, asked while the change fans out to every stream.
  const homeDuring = [];
  for (let i = 0; i < 5; i++) homeDuring.push(await timed(`${base}/?vendor=demo`));
  const moved = await move;
  const until = Date.now() + 15_000;
  while (streams.some((s) => !s.acceptedAt) && Date.now() < until)
    await new Promise((r) => setTimeout(r, 20));
  const delays = streams
    .filter((s) => s.acceptedAt)
    .map((s) => s.acceptedAt - changedAt)
    .sort((a, b) => a - b);
  for (const s of streams) s.close();
  return {
    streams: STREAMS,
    moveStatus: moved.status,
    reached: delays.length,
    p50Ms: Math.round(percentile(delays, 50)),
    p99Ms: Math.round(percentile(delays, 99)),
    maxMs: Math.round(delays.at(-1) ?? 0),
    homeBeforeMs: Math.round(homeBefore.ms),
    homeDuringMaxMs: Math.round(Math.max(...homeDuring.map((h) => h.ms))),
    homeStatuses: [...new Set([homeBefore, ...homeDuring].map((h) => h.status))],
  };
}

function menuLoad(merchant) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/products/v1/overalls`,
        connections: 20,
        duration: seconds,
        headers: { merchant: String(merchant), 'accept-encoding': 'br, gzip' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Connections that send headers and then one body byte a second; reopened when the server cuts one. */
function holdSlowConnections(count, merchant) {
  let stopped = false;
  let cut = 0;
  const sockets = new Set();
  const open = () => {
    if (stopped) return;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/orders/v1/promos/check HTTP/1.1\r\nHost: 127.0.0.1\r\nmerchant: ${merchant}\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{`,
      );
    });
    const timer = setInterval(() => socket.write(' '), 1000);
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      cut += 1;
      setTimeout(open, 50);
    });
  };
  for (let i = 0; i < count; i++) open();
  return {
    get open() {
      return sockets.size;
    },
    get cut() {
      return cut;
    },
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

try {
  const merchant = (await call(base, '/api/users/v1/merchants/sub/demo')).json.data.id;
  const streams = await streamsPass(merchant);
  const alone = await menuLoad(merchant);
  const slow = holdSlowConnections(SLOW, merchant);
  await new Promise((r) => setTimeout(r, 2_000));
  const heldAtStart = slow.open;
  const loaded = await menuLoad(merchant);
  const heldAtEnd = slow.open;
  const cut = slow.cut;
  slow.stop();
  const menu = {
    aloneReqPerSec: Math.round(alone.requests.average),
    withSlowReqPerSec: Math.round(loaded.requests.average),
    ratio: Math.round((loaded.requests.average / alone.requests.average) * 100) / 100,
    slowHeld: Math.min(heldAtStart, heldAtEnd),
    slowCutAndReopened: cut,
    errors: alone.errors + alone.non2xx + loaded.errors + loaded.non2xx,
  };
  const streamPass =
    streams.reached === streams.streams &&
    streams.p99Ms <= TARGETS.streamP99Ms &&
    streams.homeDuringMaxMs <= TARGETS.homeMs;
  const menuPass = menu.ratio >= TARGETS.menuRatio && menu.errors === 0;
  console.log(
    [
      `streams: ${streamPass ? 'PASS' : 'FAIL'}`,
      `  ${streams.reached}/${streams.streams} streams got the change: p50 ${streams.p50Ms} ms, p99 ${streams.p99Ms} ms (target ≤ ${TARGETS.streamP99Ms}), max ${streams.maxMs} ms`,
      `  home page ${streams.homeBeforeMs} ms before, at most ${streams.homeDuringMaxMs} ms during (target ≤ ${TARGETS.homeMs}); statuses ${streams.homeStatuses.join(',')}`,
      `menu with slow bodies: ${menuPass ? 'PASS' : 'FAIL'}`,
      `  ${menu.aloneReqPerSec} req/s alone, ${menu.withSlowReqPerSec} req/s with ${menu.slowHeld} slow-body connections held (${menu.slowCutAndReopened} cut by the server and reopened) — ratio ${menu.ratio} (target ≥ ${TARGETS.menuRatio}), errors ${menu.errors}`,
    ].join('\n'),
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/abuse.json'),
    JSON.stringify({ date: new Date().toISOString(), seconds, streams, menu }, null, 2),
  );
} finally {
  stop();
}
process.exit(0);
