// `npm run bench:menu`: the storefront's menu API while staff edit the menu (issue 17). Starts the
// built server on a fresh PGlite database, loads GET /api/products/v1/overalls of `demo` alone,
// then again while its OWNER saves a product every second (each save moves the catalogue on, so
// the next request rebuilds the menu). Prints both req/s and their ratio (target >= 0.9); writes
// bench/results/menu-edit.json.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { call, login, startServer } from './bench-support.mjs';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3918);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const OWNER = '998900000003';
const wrkPath = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b'], {
  cwd: root,
  stdio: 'inherit',
});

/** req/s and p99 of the menu under 50 connections; asynchronous, so the saver keeps its beat. */
async function loadMenu(base, merchant) {
  if (wrkPath) {
    const { stdout } = await promisify(execFile)(wrkPath, [
      '-t1',
      '-c50',
      `-d${duration}s`,
      '--latency',
      '-H',
      `merchant: ${merchant}`,
      '-H',
      'accept-encoding: gzip, deflate, br',
      `${base}/api/products/v1/overalls`,
    ]);
    const grab = (re) => stdout.match(re)?.[1];
    const p99 = grab(/99%\s+([\d.]+)(\w+)/) ? stdout.match(/99%\s+([\d.]+)(\w+)/) : null;
    const unit = { us: 0.001, ms: 1, s: 1000 }[p99?.[2]] ?? 1;
    return {
      reqPerSec: Math.round(Number(grab(/Requests\/sec:\s+([\d.]+)/))),
      p99Ms: p99 ? Math.round(Number(p99[1]) * unit * 100) / 100 : null,
      bad: Number(grab(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    };
  }
  const r = await autocannon({
    url: `${base}/api/products/v1/overalls`,
    connections: 50,
    duration,
    headers: { merchant: String(merchant), 'accept-encoding': 'gzip, deflate, br' },
  });
  return { reqPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, bad: r.non2xx };
}

const { base, stop } = await startServer(port);
process.on('exit', stop);
try {
  const merchant = (await call(base, '/api/users/v1/merchants/sub/demo')).json.data.id;
  const { token } = await login(base, merchant, OWNER);
  const editable = (await call(base, '/api/products/v1/operator/menu', { merchant, token })).json.data;
  const product =
    editable.products.find((p) => p.active && p.modificationGroups.length > 0) ?? editable.products[0];
  const { id, type, priority, ordered, ...rest } = product;
  const body = {
    ...rest,
    modificationGroups: product.modificationGroups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      options: g.options.map((o) => ({ id: o.id, name: o.name, price: o.price, isActive: o.isActive })),
    })),
  };

  await loadMenu(base, merchant); // warm-up: JIT, menu cache, encodings
  const alone = await loadMenu(base, merchant);

  // A member of staff saving a product every second, its price moving each time.
  const saves = [];
  let editing = true;
  const saver = (async () => {
    for (let n = 1; editing; n++) {
      const started = performance.now();
      const res = await call(base, `/api/products/v1/operator/products/${id}`, {
        merchant,
        token,
        method: 'PUT',
        body: { ...body, costPrice: product.costPrice + (n % 2) * 1_000 },
      });
      if (res.status !== 200) throw new Error(`save answered ${res.status}: ${JSON.stringify(res.json)}`);
      saves.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
    }
  })();
  const editingLoad = await loadMenu(base, merchant);
  editing = false;
  await saver;

  if (alone.bad || editingLoad.bad)
    throw new Error(`non-2xx answers: ${alone.bad} alone, ${editingLoad.bad} editing`);
  saves.sort((a, b) => a - b);
  const ratio = Math.round((editingLoad.reqPerSec / alone.reqPerSec) * 100) / 100;
  const report = {
    date: new Date().toISOString(),
    client: wrkPath ? 'wrk -t1 -c50' : 'autocannon -c50',
    durationSeconds: duration,
    menu: 'demo',
    alone,
    whileEditing: editingLoad,
    saves: {
      count: saves.length,
      p50Ms: Math.round(saves[saves.length >> 1] ?? 0),
      maxMs: Math.round(saves.at(-1) ?? 0),
    },
    ratio,
    target: '>= 0.9',
    pass: ratio >= 0.9,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/menu-edit.json'), JSON.stringify(report, null, 2));
  console.log(`\nGET /api/products/v1/overalls of demo, ${report.client}, ${duration} s each`);
  console.log(`  alone            ${String(alone.reqPerSec).padStart(6)} req/s  p99 ${alone.p99Ms} ms`);
  console.log(
    `  staff saving 1/s ${String(editingLoad.reqPerSec).padStart(6)} req/s  p99 ${editingLoad.p99Ms} ms  (${report.saves.count} saves, p50 ${report.saves.p50Ms} ms)`,
  );
  console.log(`  ratio ${ratio} (target >= 0.9): ${report.pass ? 'PASS' : 'MISS'}`);
} finally {
  stop();
}
