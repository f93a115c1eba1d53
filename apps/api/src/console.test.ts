// The console's pages (plugins/console.ts) on the real app. Beside app.ts rather than in plugins/:
// a test there importing app.ts would make the two folders import each other.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tables } from '@dastarkhan/db';
import { openTestDatabase } from '@dastarkhan/db/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './env.js';

// The real app on a seeded database, serving a console build made here (the real one is built by
// `npm run build`; these tests must not depend on it).
const buildRoot = mkdtempSync(join(tmpdir(), 'console-build-'));
mkdirSync(join(buildRoot, 'assets'));
writeFileSync(
  join(buildRoot, 'index.html'),
  '<!doctype html><html><head><!--console-boot--><script type="module" src="/console/assets/main-abc123.js"></script></head><body></body></html>',
);
writeFileSync(join(buildRoot, 'assets/main-abc123.js'), 'console.log("console")');
// A chunk big enough to be worth compressing, compressed as `npm run build` does.
const chunk = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
writeFileSync(join(buildRoot, 'assets/chunk-def456.js'), chunk);
const precompress = () =>
  execFileSync(process.execPath, [
    fileURLToPath(new URL('../../../scripts/precompress.mjs', import.meta.url)),
    join(buildRoot, 'assets'),
  ]).toString();
precompress();

async function openApp(consoleRoot: string, env: Record<string, string> = {}) {
  const { handle, storage } = await openTestDatabase();
  const config = loadConfig({
    APP_MODE: 'demo',
    LOG_LEVEL: 'silent',
    CATALOGUE_RECHECK_SECONDS: '0',
    ...env,
  });
  const app = await buildApp({
    db: handle.db,
    listen: handle.listen,
    executeSql: handle.executeSql,
    storage,
    config,
    logger: false,
    storefront: false,
    consoleRoot,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

let t: Awaited<ReturnType<typeof openApp>>;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await openApp(buildRoot);
  const rows = await t.db
    .select({ id: tables.merchants.id, sub: tables.merchants.sub })
    .from(tables.merchants);
  ids = Object.fromEntries(rows.map((row) => [row.sub, row.id]));
});
afterAll(async () => {
  await t.close();
  rmSync(buildRoot, { recursive: true, force: true });
});

function bootOf(html: string) {
  const json = /<script type="application\/json" id="console-boot">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`no boot data in ${html}`);
  return JSON.parse(json);
}

describe('the console under /console/', () => {
  it('serves index.html with the tenant of ?vendor= inlined, not cached, and remembers the tenant', async () => {
    const res = await t.app.inject('/console/?vendor=lavash');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Cookie, Host');
    expect(res.headers['set-cookie']).toBe(`merchant=${ids.lavash}; Max-Age=31536000; Path=/; SameSite=Lax`);
    const boot = bootOf(res.body);
    expect(boot.merchant).toMatchObject({ id: ids.lavash, sub: 'lavash' });
    expect(boot.languages).toEqual(['uz', 'ru']);
    expect(JSON.stringify(boot)).not.toMatch(/sms|telegram|iiko|password/i);
  });

  it('answers every console path with the app (deep links and reloads work)', async () => {
    const res = await t.app.inject({ url: '/console/orders/42', headers: { host: 'demo.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(bootOf(res.body).merchant.sub).toBe('demo');
    const bare = await t.app.inject('/console?vendor=demo');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/?vendor=demo');
  });

  it('takes the tenant from the sub-domain first, then the merchant cookie, as the storefront does', async () => {
    const bySub = await t.app.inject({
      url: '/console/',
      headers: { host: 'lavash.localhost:3000', cookie: `merchant=${ids.demo}` },
    });
    expect(bootOf(bySub.body).merchant.sub).toBe('lavash');
    const byCookie = await t.app.inject({
      url: '/console/login',
      headers: { cookie: `merchant=${ids.lavash}` },
    });
    expect(bootOf(byCookie.body).merchant.sub).toBe('lavash');
    expect(byCookie.headers['set-cookie']).toBeUndefined();
  });

  it('opens the tenant whose own domain the Host names (issue 17), before the sub-domain rule', async () => {
    await t.db
      .update(tables.merchants)
      .set({ domain: 'demo.cafe.uz' })
      .where(eq(tables.merchants.id, ids.lavash!));
    try {
      // `demo.cafe.uz` would be the sub-domain `demo`; the domain lavash took wins.
      const res = await t.app.inject({ url: '/console/', headers: { host: 'demo.cafe.uz' } });
      expect(bootOf(res.body).merchant.sub).toBe('lavash');
    } finally {
      await t.db.update(tables.merchants).set({ domain: null }).where(eq(tables.merchants.id, ids.lavash!));
    }
  });

  it('opens no tenant on a host outside the platform, whatever its first label (issue 20)', async () => {
    for (const host of [
      'lavash.evil.example',
      'lavash.dastarkhan.uz.evil.example',
      'demo.notdastarkhan.uz',
    ]) {
      const res = await t.app.inject({ url: '/console/', headers: { host } });
      expect(res.statusCode, host).toBe(404);
      expect(res.body).not.toContain('console-boot');
    }
    const platform = await t.app.inject({ url: '/console/', headers: { host: 'lavash.dastarkhan.uz' } });
    expect(bootOf(platform.body).merchant.sub).toBe('lavash');
  });

  it('marks cookies Secure when the request came over HTTPS through a trusted proxy, and only then', async () => {
    const behindProxy = await openApp(buildRoot, { TRUST_PROXY: 'true' });
    try {
      const https = await behindProxy.app.inject({
        url: '/console/?vendor=lavash',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['set-cookie']).toBe(
        `merchant=${ids.lavash}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
      );
      const plain = await behindProxy.app.inject('/console/?vendor=lavash');
      expect(plain.headers['set-cookie']).not.toContain('Secure');
    } finally {
      await behindProxy.close();
    }
    // Without a trusted proxy, the header is the client's word: not believed.
    const spoofed = await t.app.inject({
      url: '/console/?vendor=lavash',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['set-cookie']).not.toContain('Secure');
  });

  it('answers an unknown tenant with 404 and no console', async () => {
    const res = await t.app.inject('/console/?vendor=nosuchplace');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('console-boot');
  });

  it('serves hashed assets for a year, and a missing asset as a 404 rather than the page', async () => {
    const asset = await t.app.inject('/console/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    const missing = await t.app.inject('/console/assets/gone-000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('console-boot');
  });

  it('sends the brotli or gzip copy made at build time, never compressing an asset per request', async () => {
    const assets = join(buildRoot, 'assets');
    const br = await t.app.inject({
      url: '/console/assets/chunk-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(readFileSync(join(assets, 'chunk-def456.js.br')))).toBe(true);
    const gzip = await t.app.inject({
      url: '/console/assets/chunk-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(join(assets, 'chunk-def456.js.gz')))).toBe(true);
    const refused = await t.app.inject({
      url: '/console/assets/chunk-def456.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip'); // q=0 refuses a coding
    const plain = await t.app.inject('/console/assets/chunk-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    // Small files get no copy; a second build step finds nothing left to do.
    expect(() => readFileSync(join(assets, 'main-abc123.js.br'))).toThrow();
    expect(precompress()).toContain('precompressed 0 files');
  });

  it('escapes < in the inlined tenant, so a name cannot close the script element', async () => {
    await t.db
      .update(tables.merchants)
      .set({ name: { uz: '</script><script>alert(1)</script>', ru: 'x', eng: 'x' } })
      .where(eq(tables.merchants.id, ids.bigmenu!));
    const res = await t.app.inject('/console/?vendor=bigmenu');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(bootOf(res.body).merchant.name.uz).toBe('</script><script>alert(1)</script>');
  });
});

describe('without a console build', () => {
  it('says so in a 503 text instead of failing', async () => {
    const other = await openApp(join(buildRoot, 'not-built'));
    try {
      const res = await other.app.inject('/console/orders?vendor=demo');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('npm run build -w apps/console');
    } finally {
      await other.close();
    }
  });
});
