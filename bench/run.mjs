// `npm run bench`: starts the built server on a private PGlite database with the demo tenants,
// then loads GET /api/products/v1/overalls of `bigmenu` beside a baseline route that sends the
// same bytes precomputed. Prints req/s, p99 and their ratio; writes bench/results/api.json.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3917);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = join(tmpdir(), 'dastarkhan-bench-data');

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    APP_MODE: 'demo',
    BENCH_BASELINE: 'true',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

// What a phone's browser sends; `identity` is measured too, for the uncompressed worst case.
const ENCODINGS = { browser: 'gzip, deflate, br', identity: 'identity' };

// wrk (C, Debian package `wrk`) when present: autocannon's JS client saturates a core first on
// this 2-core machine and then measures itself. autocannon is the fallback.
const wrkPath = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

/**
 * A fetch between load runs: the keep-alive socket of the previous one may have been closed by
 * the server meanwhile (its idle timeout), which undici reports as "other side closed"; once more
 * on a new socket.
 */
async function sampleFetch(url, init) {
  try {
    const response = await fetch(url, init);
    await response.clone().arrayBuffer();
    return response;
  } catch {
    return fetch(url, init);
  }
}

function toMs(value) {
  const n = Number.parseFloat(value);
  if (value.endsWith('us')) return n / 1000;
  if (value.endsWith('ms')) return n;
  if (value.endsWith('s')) return n * 1000;
  return n;
}

function loadWithWrk(path, merchant, encoding, { connections = 100, headers = {}, timeout } = {}) {
  const out = execFileSync(
    wrkPath,
    [
      '-t1',
      `-c${connections}`,
      ...(timeout ? ['--timeout', timeout] : []),
      ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      `-d${duration}s`,
      '--latency',
      '-H',
      `merchant: ${merchant}`,
      '-H',
      `accept-encoding: ${encoding}`,
      `${base}${path}`,
    ],
    { encoding: 'utf8' },
  );
  const grab = (re) => out.match(re)?.[1];
  const requests = Number(grab(/(\d+) requests in/));
  const bytesRead = grab(/requests in [^,]+, ([\d.]+[KMG]?B) read/) ?? '0B';
  const scale = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[bytesRead.replace(/[\d.]/g, '')] ?? 1;
  return {
    non2xx: Number(grab(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    errors: Number(grab(/Socket errors: connect (\d+)/) ?? 0),
    timeouts: Number(grab(/timeout (\d+)/) ?? 0),
    requests: { average: Number(grab(/Requests\/sec:\s+([\d.]+)/)), total: requests },
    latency: { p50: toMs(grab(/50%\s+([\d.]+\w+)/)), p99: toMs(grab(/99%\s+([\d.]+\w+)/)) },
    throughput: { total: Number.parseFloat(bytesRead) * scale },
  };
}

function load(path, merchant, encoding, options = {}) {
  if (wrkPath) return Promise.resolve(loadWithWrk(path, merchant, encoding, options));
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: options.connections ?? 100,
        pipelining: 1,
        duration,
        headers: { merchant: String(merchant), 'accept-encoding': encoding, ...options.headers },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

try {
  await waitForHealth();
  const merchant = (await (await fetch(`${base}/api/users/v1/merchants/sub/bigmenu`)).json()).data.id;
  const probe = await fetch(`${base}/api/products/v1/overalls`, { headers: { merchant: String(merchant) } });
  const bytes = (await probe.arrayBuffer()).byteLength;
  // Warm both paths (menu cache, JIT) before measuring.
  await fetch(`${base}/api/bench/baseline`, { headers: { merchant: String(merchant) } });
  const results = {};
  for (const [encodingName, encoding] of Object.entries(ENCODINGS)) {
    results[encodingName] = {};
    for (const [name, path] of [
      ['baseline', '/api/bench/baseline'],
      ['overalls', '/api/products/v1/overalls'],
    ]) {
      const sample = await sampleFetch(`${base}${path}`, {
        headers: { merchant: String(merchant), 'accept-encoding': encoding },
      });
      await load(path, merchant, encoding); // warm-up: JIT, caches, encodings
      const r = await load(path, merchant, encoding);
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      results[encodingName][name] = {
        reqPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        bytes: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
        contentEncoding: sample.headers.get('content-encoding') ?? 'identity',
      };
    }
    const { baseline, overalls } = results[encodingName];
    results[encodingName].ratio = Math.round((overalls.reqPerSec / baseline.reqPerSec) * 100) / 100;
  }
  // Issue 22: the storefront's main chunk, sent from the copy compressed at build time, against
  // the menu API in the same run (target: at least 0.9 of its req/s).
  const html = await (await sampleFetch(`${base}/?vendor=bigmenu`)).text();
  const chunkPath = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
  if (!chunkPath) throw new Error('no entry.client chunk in the home page');
  const chunkSample = await sampleFetch(`${base}${chunkPath}`, {
    headers: { 'accept-encoding': ENCODINGS.browser },
  });
  await load(chunkPath, merchant, ENCODINGS.browser);
  const chunkRun = await load(chunkPath, merchant, ENCODINGS.browser);
  if (chunkRun.non2xx > 0 || chunkRun.errors > 0) throw new Error(`${chunkPath}: errors`);
  const mainChunk = {
    path: chunkPath,
    reqPerSec: Math.round(chunkRun.requests.average),
    p99Ms: chunkRun.latency.p99,
    contentEncoding: chunkSample.headers.get('content-encoding') ?? 'identity',
    ratioToMenu: Math.round((chunkRun.requests.average / results.browser.overalls.reqPerSec) * 100) / 100,
  };
  // Issue 22: home pages. An anonymous first visit (no cookie) is served from the page cache
  // (decision 044); a signed-in visitor (here: an Authorization header, which makes the request
  // personal) is rendered for itself, as every page was before. 10 connections: a render takes
  // tens of ms, and 100 would measure wrk's timeouts.
  const pages = {};
  for (const [name, path, headers] of [
    ['anonymous home of demo', '/?vendor=demo', {}],
    ['anonymous home of bigmenu', '/?vendor=bigmenu', {}],
    ['signed-in home of demo', '/?vendor=demo', { authorization: 'Bearer bench-visitor' }],
  ]) {
    // The second look: the first anonymous one renders and stores the page.
    await sampleFetch(`${base}${path}`, { headers: { 'accept-encoding': ENCODINGS.browser, ...headers } });
    const sample = await sampleFetch(`${base}${path}`, {
      headers: { 'accept-encoding': ENCODINGS.browser, ...headers },
    });
    const options = { connections: 10, headers, timeout: '10s' };
    await load(path, merchant, ENCODINGS.browser, options);
    const r = await load(path, merchant, ENCODINGS.browser, options);
    if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
      throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    pages[name] = {
      path,
      pageCache: sample.headers.get('x-page-cache') ?? 'off',
      reqPerSec: Math.round(r.requests.average),
      p99Ms: r.latency.p99,
      ratioToMenu: Number((r.requests.average / results.browser.overalls.reqPerSec).toPrecision(2)),
    };
  }
  const main = results.browser;
  const report = {
    mainChunk,
    pages,
    date: new Date().toISOString(),
    identityBodyBytes: bytes,
    client: wrkPath ? 'wrk -t1 -c100' : 'autocannon -c100',
    connections: 100,
    durationSeconds: duration,
    results,
    targets: { ratio: '>= 0.5', overallsP99Ms: '<= 20', measuredOn: 'browser encoding' },
    pass: main.ratio >= 0.5 && main.overalls.p99Ms <= 20,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/api.json'), JSON.stringify(report, null, 2));
  console.log(
    `\nGET /api/products/v1/overalls of bigmenu (${bytes} bytes as JSON), ${report.client}, no pipelining, ${duration} s each`,
  );
  for (const [encodingName, r] of Object.entries(results)) {
    console.log(`  accept-encoding: ${ENCODINGS[encodingName]}`);
    for (const name of ['baseline', 'overalls']) {
      const x = r[name];
      console.log(
        `    ${name.padEnd(9)} ${String(x.reqPerSec).padStart(6)} req/s  p50 ${x.p50Ms} ms  p99 ${x.p99Ms} ms  (${x.bytes} B/answer, ${x.contentEncoding})`,
      );
    }
    console.log(`    ratio     ${r.ratio}`);
  }
  console.log(`  targets (browser encoding): ratio >= 0.5, p99 <= 20 ms: ${report.pass ? 'PASS' : 'MISS'}`);
  console.log(
    `\nthe storefront's main chunk ${mainChunk.path} (${mainChunk.contentEncoding}): ${mainChunk.reqPerSec} req/s, p99 ${mainChunk.p99Ms} ms, ${mainChunk.ratioToMenu} of the menu API (target >= 0.9: ${mainChunk.ratioToMenu >= 0.9 ? 'PASS' : 'MISS'})`,
  );
  console.log(
    '\nhome pages (wrk -c10, browser encoding), as a ratio of the menu API (target for anonymous: >= 0.3):',
  );
  for (const [name, x] of Object.entries(pages)) {
    const target = name.startsWith('anonymous') ? (x.ratioToMenu >= 0.3 ? ' PASS' : ' MISS') : '';
    console.log(
      `  ${name.padEnd(26)} ${String(x.reqPerSec).padStart(6)} req/s  p99 ${x.p99Ms} ms  ratio ${x.ratioToMenu}  (page cache: ${x.pageCache})${target}`,
    );
  }
} finally {
  stop();
}
