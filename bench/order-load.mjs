// The three ways bench/orders.mjs places orders: wrk at full speed (throughput), 20 customers at a
// fixed rate (latency at the target rate), and customers that retry with the same key (duplicates).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const round = (ms) => Math.round(ms * 10) / 10;

// Linux's USER_HZ: /proc's CPU times are in these ticks.
const CLOCK_TICKS = 100;

export const wrkPath = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

/**
 * Throughput: wrk (C, next to no client CPU) over `seconds` with one connection per customer,
 * each request a new order with its own key, as fast as the server answers (a closed loop: the
 * latency it reports is mostly the queue of the other 19 customers in front of each order).
 * `path` another POST route with the same requests: the insert control of bench/orders.mjs.
 */
export function wrkPass({
  base,
  merchant,
  customers,
  body,
  keyPrefix,
  seconds,
  path = '/api/orders/v1/orders',
}) {
  const script = join(mkdtempSync(join(tmpdir(), 'dastarkhan-wrk-')), 'orders.lua');
  writeFileSync(
    script,
    `local tokens = ${'{'}${customers.map((c) => JSON.stringify(c.token)).join(', ')}${'}'}
local body = ${JSON.stringify(JSON.stringify(body))}
local n = 0
request = function()
  n = n + 1
  return wrk.format("POST", "${path}", {
    ["content-type"] = "application/json",
    ["accept-encoding"] = "gzip, deflate, br",
    ["merchant"] = "${merchant}",
    ["authorization"] = "Bearer " .. tokens[(n % #tokens) + 1],
    ["idempotency-key"] = "${keyPrefix}-" .. n,
  }, body)
end
`,
  );
  const output = execFileSync(
    wrkPath,
    ['-t1', `-c${customers.length}`, `-d${seconds}s`, '--latency', '-s', script, base],
    { encoding: 'utf8' },
  );
  if (process.env.BENCH_VERBOSE) console.log(output);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const toMs = (text) => {
    const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
    const n = Number(value);
    return round(unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : n);
  };
  return {
    seconds,
    answered: requests - non2xx,
    errors: non2xx,
    p50Ms: toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? '0ms'),
    p99Ms: toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '0ms'),
  };
}

/**
 * One customer's keep-alive connection, as lean as wrk's: the request bytes are written by hand
 * and only the status line and Content-Length of the answer are read, so that the client costs
 * the two shared cores as little as it can (node:http took a fifth of a core at 1,000/s).
 */
function customerConnection(base, merchant, token) {
  const url = new URL(base);
  const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
  const head = (key, length) =>
    `POST /api/orders/v1/orders HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
    `merchant: ${merchant}\r\nauthorization: Bearer ${token}\r\nidempotency-key: ${key}\r\n` +
    `content-length: ${length}\r\n\r\n`;
  let pending = null;
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0 || !pending) return;
    const header = buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(header)?.[1] ?? 0);
    if (buffer.length < end + 4 + length) return;
    buffer = buffer.subarray(end + 4 + length);
    const done = pending;
    pending = null;
    done.resolve(Number(header.slice(9, 12)));
  });
  socket.on('error', (error) => pending?.reject(error));
  const ready = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    ready,
    post(body, key) {
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(head(key, Buffer.byteLength(body)) + body);
      });
    },
    close: () => socket.destroy(),
  };
}

/**
 * Latency at a given rate: the customers take turns so that orders are due every 1/rate
 * seconds, each customer waiting for its previous order before it sends the next. Latency is
 * counted from when an order was due, not from when it could be sent, so a slow answer that
 * delays the customer's next order counts against that order too (no coordinated omission).
 */
export async function ratePass({ base, merchant, customers, body, keyPrefix, seconds, rate }) {
  const payload = JSON.stringify(body);
  const connections = customers.map(({ token }) => customerConnection(base, merchant, token));
  await Promise.all(connections.map((c) => c.ready));
  const latencies = [];
  let created = 0;
  let errors = 0;
  const start = performance.now() + 100;
  const total = Math.floor(rate * seconds);
  const cpu = process.cpuUsage();
  await Promise.all(
    connections.map(async (connection, c) => {
      for (let n = c; n < total; n += customers.length) {
        const due = start + (n * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const status = await connection.post(payload, `${keyPrefix}-${n}`);
        latencies.push(performance.now() - due);
        if (status === 201) created++;
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  for (const connection of connections) connection.close();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    seconds: round(elapsed),
    created,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
    clientCpuPercent: Math.round(((used.user + used.system) / 1000 / (elapsed * 1000)) * 100),
  };
}

/** Customers placing orders one after another, every 5th sent twice at once with one key. */
export async function retryPass({ call, base, merchant, customers, body, keyPrefix, seconds }) {
  const latencies = [];
  let created = 0;
  let errors = 0;
  const keys = new Map(); // key -> order ids seen
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    customers.map(async ({ token }, c) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const key = `${keyPrefix}-${c}-${n}`;
        const sends = n % 5 === 0 ? 2 : 1;
        const started = performance.now();
        const answers = await Promise.all(
          Array.from({ length: sends }, () =>
            call(base, '/api/orders/v1/orders', {
              merchant,
              token,
              body,
              headers: { 'idempotency-key': key },
            }),
          ),
        );
        latencies.push(performance.now() - started);
        for (const a of answers) {
          if (a.status === 201) created++;
          if (a.status === 201 || a.status === 200)
            keys.set(key, new Set([...(keys.get(key) ?? []), a.json.data.id]));
          else if (a.status !== 409) errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    created,
    errors,
    keys,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

/**
 * The database's own single-row insert rate at the same concurrency, measured by pgbench (C,
 * libpq, no HTTP): one row into the scratch table per transaction, `clients` connections over
 * 2 threads. Null when pgbench is not installed.
 */
export function pgbenchInsertPass({ databaseUrl, clients, seconds }) {
  const pgbench = ['/usr/bin/pgbench', '/usr/local/bin/pgbench'].find((p) => existsSync(p));
  if (!pgbench) return null;
  const script = join(mkdtempSync(join(tmpdir(), 'dastarkhan-pgbench-')), 'insert.sql');
  writeFileSync(script, "insert into bench_insert_control (merchant_id, note) values (1, 'pgbench');\n");
  const output = execFileSync(
    pgbench,
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      script,
      databaseUrl,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (process.env.BENCH_VERBOSE) console.log(output);
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? 0);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1] ?? 0);
  return { seconds, insertsPerSec: Math.round(tps), latencyAverageMs: latencyMs };
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is none. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU time (ms) all PostgreSQL server processes on this machine have used so far. */
export function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processCpuMs(entry) ?? 0;
  }
  return total;
}

/**
 * CPU spent per answer while `pass` ran (the server process, and PostgreSQL's processes when
 * `postgres`): a figure the machine's other load changes far less than answers per second.
 */
export function cpuPerAnswer(pid, postgres, pass) {
  const before = { server: processCpuMs(pid), db: postgres ? postgresCpuMs() : 0 };
  const result = pass();
  if (!result || before.server === null) return { result, serverMs: null, databaseMs: null };
  const answers = Math.max(1, result.answered);
  const round = (ms) => Math.round((ms / answers) * 1000) / 1000;
  return {
    result,
    serverMs: round(processCpuMs(pid) - before.server),
    databaseMs: postgres ? round(postgresCpuMs() - before.db) : null,
  };
}
