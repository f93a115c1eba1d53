import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

async function manifest(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/manifest.webmanifest${query}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return JSON.parse(res.body) as Manifest;
}

async function settingsOf(sub: string) {
  const id = await t.merchantId(sub);
  const [row] = await t.db
    .select()
    .from(tables.merchantSettings)
    .where(eq(tables.merchantSettings.merchantId, id));
  return { id, settings: row!.settings as Record<string, unknown> };
}

async function png(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const meta = await sharp(res.rawPayload).metadata();
  const stats = await sharp(res.rawPayload).stats();
  return { meta, stats, bytes: res.rawPayload };
}

describe('GET /manifest.webmanifest', () => {
  it("answers the tenant's installable manifest: name, colours, start_url, scope, display, icons", async () => {
    const { settings } = await settingsOf('demo');
    const m = await manifest('?vendor=demo&lang=ru');
    expect(m.name).not.toBe('');
    expect(m.short_name.length).toBeGreaterThan(0);
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.start_url).toBe('/');
    expect(m.scope).toBe('/');
    expect(m.display).toBe('standalone');
    expect(m.lang).toBe('ru');
    expect(m.theme_color.toLowerCase()).toBe(String(settings.mainColor).toLowerCase());
    expect(m.background_color).toBe(settings.isDark ? '#121212' : '#F5F4F2');
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of m.icons)
      expect(icon.src).toMatch(
        /^\/pwa\/icon-(192|512)(-maskable)?\.png\?vendor=demo&lang=ru&v=[0-9a-f]{12}$/,
      );
  });

  it("names the app in the page's language", async () => {
    const id = await t.merchantId('demo');
    const [row] = await t.db.select().from(tables.merchants).where(eq(tables.merchants.id, id));
    const name = row!.name as { uz: string; ru: string; eng: string };
    const [uz, ru, eng] = await Promise.all([
      manifest('?vendor=demo&lang=uz'),
      manifest('?vendor=demo&lang=ru'),
      manifest('?vendor=demo&lang=eng'),
    ]);
    expect(uz.name).toBe(name.uz || name.ru);
    expect(ru.name).toBe(name.ru);
    expect(eng.name).toBe(name.eng || name.ru);
    expect([uz.lang, ru.lang, eng.lang]).toEqual(['uz', 'ru', 'en']);
    // The language cookie stands in for ?lang=, as on the page.
    expect((await manifest('?vendor=demo', { cookie: 'lang=eng' })).lang).toBe('en');
  });

  it('answers each tenant its own manifest on a development host, and by sub-domain', async () => {
    const [demo, lavash, bySub] = await Promise.all([
      manifest('?vendor=demo&lang=ru'),
      manifest('?vendor=lavash&lang=ru'),
      manifest('?lang=ru', { host: 'lavash.localhost' }),
    ]);
    expect(lavash.name).not.toBe(demo.name);
    expect(bySub.name).toBe(lavash.name);
    expect(lavash.icons[0]!.src).toContain('vendor=lavash');
    const lavashSettings = (await settingsOf('lavash')).settings;
    expect(lavash.theme_color.toLowerCase()).toBe(String(lavashSettings.mainColor).toLowerCase());
  });

  it('survives bad input: unknown tenant 404, odd language and vendor fall back', async () => {
    const missing = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'nobody-here.localhost' },
    });
    expect(missing.statusCode).toBe(404);
    const odd = await t.app.inject('/manifest.webmanifest?vendor=%3Cx&lang[]=1&lang=%E0%A4');
    expect([200, 404]).toContain(odd.statusCode);
    // A control character is refused at the edge (issue 20), before any tenant is looked up.
    const nul = await t.app.inject('/manifest.webmanifest?vendor=%00%3Cx');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('CONTROL_CHARACTERS');
    const weirdIcon = await t.app.inject('/pwa/icon-9999.png?vendor=demo');
    expect(weirdIcon.statusCode).toBe(404);
  });
});

describe('GET /pwa/icon-*.png', () => {
  it("renders the tenant's logo as real PNGs of 192 and 512 and a maskable 512 on its colour", async () => {
    const m = await manifest('?vendor=demo&lang=ru');
    for (const icon of m.icons) {
      const { meta } = await png(icon.src);
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    // The maskable icon's corner (outside the safe zone) is the brand colour.
    const maskable = await png(m.icons[2]!.src);
    const corner = await sharp(maskable.bytes)
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer();
    const hex = `#${[...corner.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    expect(hex.toLowerCase()).toBe(m.theme_color.toLowerCase());
  });

  it('draws an initial on the colour for a tenant without a logo or favicon', async () => {
    const { id, settings } = await settingsOf('bigmenu');
    const withLogo = await png('/pwa/icon-192.png?vendor=bigmenu');
    await t.db
      .update(tables.merchantSettings)
      .set({ settings: { ...settings, logo: null, favicon: null, mainColor: '#0A7D3B' } })
      .where(eq(tables.merchantSettings.merchantId, id));
    t.app.deps.settingsCache.clear();
    const m = await manifest('?vendor=bigmenu&lang=ru');
    expect(m.theme_color).toBe('#0A7D3B');
    const generated = await png(m.icons[0]!.src);
    expect(generated.meta.width).toBe(192);
    expect(Buffer.compare(generated.bytes, withLogo.bytes)).not.toBe(0);
    // Mostly the tenant's green, with a lighter initial on it (not a flat square).
    const [r, g, b] = generated.stats.channels;
    expect(g!.mean).toBeGreaterThan(r!.mean);
    expect(g!.mean).toBeGreaterThan(b!.mean);
    expect(g!.max - g!.min).toBeGreaterThan(50);
  });
});

describe('GET /sw.js', () => {
  it('answers the service worker of this build, never cached, allowed at the root scope', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toContain(JSON.stringify(t.app.deps.config.buildId));
    // Valid JavaScript (compiled, not run).
    expect(() => new Function(res.body)).not.toThrow();
  });
});

describe('GET /console/sw.js', () => {
  it("answers the console's push-only worker, never cached, not the console's page", async () => {
    const res = await t.app.inject('/console/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/addEventListener\(['"]push['"]/);
    expect(res.body).not.toMatch(/addEventListener\(['"]fetch['"]/);
    expect(() => new Function(res.body)).not.toThrow();
  });
});
