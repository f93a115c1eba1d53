// `npm run bench`: starts the built server on a private PGlite database with the demo tenants,
// then loads GET /api/products/v1/overalls of `bigmenu` beside a baseline route that sends the
// same bytes precomputed. Prints req/s, p99 and their ratio; writes bench/results/api.json.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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

function load(path, merchant) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: 100,
        pipelining: 1,
        duration,
        headers: { merchant: String(merchant) },
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
  for (const [name, path] of [
    ['baseline', '/api/bench/baseline'],
    ['overalls', '/api/products/v1/overalls'],
  ]) {
    const r = await load(path, merchant);
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results[name] = { reqPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, p50Ms: r.latency.p50 };
  }
  const ratio = results.overalls.reqPerSec / results.baseline.reqPerSec;
  const report = {
    date: new Date().toISOString(),
    bodyBytes: bytes,
    connections: 100,
    durationSeconds: duration,
    ...results,
    ratio: Math.round(ratio * 100) / 100,
    targets: { ratio: '>= 0.5', overallsP99Ms: '<= 20' },
    pass: ratio >= 0.5 && results.overalls.p99Ms <= 20,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/api.json'), JSON.stringify(report, null, 2));
  console.log(`\nGET /api/products/v1/overalls (bigmenu, ${bytes} bytes, 100 connections, ${duration}s)`);
  console.log(
    `  baseline : ${results.baseline.reqPerSec} req/s, p50 ${results.baseline.p50Ms} ms, p99 ${results.baseline.p99Ms} ms`,
  );
  console.log(
    `  overalls : ${results.overalls.reqPerSec} req/s, p50 ${results.overalls.p50Ms} ms, p99 ${results.overalls.p99Ms} ms`,
  );
  console.log(
    `  ratio    : ${report.ratio} (target >= 0.5), p99 target <= 20 ms: ${report.pass ? 'PASS' : 'MISS'}`,
  );
} finally {
  stop();
}
