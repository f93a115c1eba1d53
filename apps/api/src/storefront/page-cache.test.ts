import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createMerchantChanges } from '../http/merchant-changes.js';
import { cachedPageContentSecurityPolicy } from './content-security-policy.js';
import { type CachedPage, createPageCache, preparePage } from './page-cache.js';
import { type PageRequest, pageCacheKey, storableAnswer, storableHtml } from './page-request.js';
import { inlineScriptHashes, shareableHtml } from './shareable-html.js';

const request = (over: Partial<PageRequest> & { cookie?: string } = {}): PageRequest => ({
  method: 'GET',
  url: '/',
  protocol: 'https',
  host: 'demo.example.uz',
  ...over,
  headers: {
    host: over.host ?? 'demo.example.uz',
    ...(over.cookie ? { cookie: over.cookie } : {}),
    ...over.headers,
  },
});

describe('which page requests are shared, and under what key', () => {
  it('keys an anonymous home page by host, query and the device cookies', () => {
    const plain = pageCacheKey(request());
    expect(plain).not.toBeNull();
    const keys = [
      plain,
      pageCacheKey(request({ host: 'bigmenu.example.uz' })),
      pageCacheKey(request({ url: '/?vendor=bigmenu' })),
      pageCacheKey(request({ cookie: 'lang=ru' })),
      pageCacheKey(request({ cookie: 'lang=en' })),
      pageCacheKey(request({ cookie: 'lang=ru; city=2' })),
      pageCacheKey(request({ cookie: 'lang=ru; branch=7' })),
      pageCacheKey(request({ cookie: 'channel=TG' })),
      pageCacheKey(request({ cookie: 'merchant=3' })),
      pageCacheKey(request({ protocol: 'http' })),
      // A crawler's page holds the whole menu, a browser's the first screen (decision 046).
      pageCacheKey(request({ headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageCacheKey(request({ cookie: 'lang=ru' }))).toBe(keys[3]);
    expect(pageCacheKey(request({ method: 'HEAD' }))).toBe(plain);
    expect(
      pageCacheKey(request({ headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/131' } })),
    ).toBe(plain);
  });

  it('renders anything personal or unknown for itself', () => {
    for (const personal of [
      request({ method: 'POST' }),
      request({ headers: { authorization: 'Bearer abc' } }),
      request({ cookie: 'lang=ru; table=5' }),
      request({ cookie: 'lang=ru; session=abc' }),
      request({ cookie: 'garbage' }),
      request({ url: '/?table=5' }),
      request({ url: '/?product=12' }),
      request({ url: '/basket' }),
      request({ url: '/profile' }),
      request({ url: '/receipt/abc' }),
      request({ headers: { cookie: ['lang=ru', 'lang=en'] } }),
    ])
      expect(pageCacheKey(personal)).toBeNull();
  });

  it('keeps only plain 200 HTML answers whose cookies the key determines', () => {
    const answer = (status: number, headers: Record<string, string>, cookies: string[] = []) => {
      const h = new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers });
      for (const cookie of cookies) h.append('set-cookie', cookie);
      return { status, headers: h };
    };
    expect(storableAnswer(answer(200, {}, ['merchant=1; Path=/', 'lang=uz; Path=/']))).toBe(true);
    expect(storableAnswer(answer(404, {}))).toBe(false);
    expect(storableAnswer(answer(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(storableAnswer(answer(200, {}, ['table=5; Path=/']))).toBe(false);
    expect(storableAnswer(answer(200, { 'content-type': 'application/json' }))).toBe(false);
  });

  it('keeps no streamed page whose boundary failed after its 200 was sent', () => {
    expect(storableHtml('<html><body><p>menu</p></body></html>')).toBe(true);
    expect(storableHtml('<div hidden id="S:0"></div><script>$RX=function(){};$RX("B:0","")</script>')).toBe(
      false,
    );
  });
});

describe('the shared bytes and their CSP', () => {
  const nonce = 'a'.repeat(8) + '0123456789abcdef0123456789ab'.slice(0, 24);
  const html =
    `<html><head><script nonce="${nonce}">window.__ctx={"cspNonce":"${nonce}"}</script>` +
    `<script nonce="${nonce}" type="module" src="/assets/x.js"></script></head>` +
    `<body><script nonce="${nonce}" type="text/x-hydrate" id="h">import "/a.js";</script></body></html>`;

  it('removes every trace of the nonce and lists each inline script by its sha256', () => {
    const shared = shareableHtml(html, nonce);
    expect(shared.html).not.toContain(nonce);
    expect(shared.html).not.toContain('nonce=');
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(shared.scriptHashes).toEqual([sha('window.__ctx={"cspNonce":""}'), sha('import "/a.js";')]);
    expect(inlineScriptHashes('<script src="/x.js"></script>')).toEqual([]);
  });

  it('puts the hashes, and no nonce, in the cached page CSP', () => {
    const csp = cachedPageContentSecurityPolicy(['sha256-abc', 'sha256-def']);
    expect(csp).toContain("script-src 'self' 'sha256-abc' 'sha256-def' https://telegram.org");
    expect(csp).not.toContain('nonce');
  });

  it('refuses a nonce it could not remove safely', () => {
    expect(() => shareableHtml(html, 'short')).toThrow();
  });
});

describe('the page cache', () => {
  const page = (merchantId: number, renderedAfter: number, html: string) =>
    preparePage({
      merchantId,
      renderedAfter,
      storedAt: Date.now(),
      headers: [],
      scriptHashes: [],
      csp: '',
      html,
    });

  it('keeps compressed copies that decode to the page', async () => {
    const p = await page(1, 0, '<p>plov</p>'.repeat(200));
    expect(brotliDecompressSync(p.br).toString()).toBe(p.identity.toString());
    expect(gunzipSync(p.gzip).toString()).toBe(p.identity.toString());
  });

  it('drops a page once its merchant changes, and only that merchant', async () => {
    const changes = createMerchantChanges();
    const cache = createPageCache({ maxBytes: 10_000_000, changes });
    cache.claim('a').settle(await page(1, changes.now(), 'A'));
    cache.claim('b').settle(await page(2, changes.now(), 'B'));
    changes.record(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.identity.toString()).toBe('B');
  });

  it('does not keep a page whose merchant changed while it was rendering', async () => {
    const changes = createMerchantChanges();
    const cache = createPageCache({ maxBytes: 10_000_000, changes });
    const claim = cache.claim('a');
    const rendered = await page(1, changes.now(), 'old price');
    changes.record(1);
    claim.settle(rendered);
    expect(cache.get('a')).toBeUndefined();
  });

  it('expires pages after the maximum age', async () => {
    let clock = 1_000;
    const cache = createPageCache({
      maxBytes: 10_000_000,
      changes: createMerchantChanges(),
      now: () => clock,
    });
    cache.claim('a').settle({ ...(await page(1, 0, 'A')), storedAt: clock });
    clock += 59_000;
    expect(cache.get('a')).toBeDefined();
    clock += 2_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used pages when over its bytes', async () => {
    const sample = await page(1, 0, 'x');
    const cache = createPageCache({ maxBytes: sample.bytes * 8 + 10, changes: createMerchantChanges() });
    const keep = async (key: string) => cache.claim(key).settle(await page(1, 0, 'x'));
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) await keep(key);
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    await keep('i');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(8);
    expect(cache.bytes).toBeLessThanOrEqual(sample.bytes * 8 + 10);
  });

  it('never keeps a page bigger than an eighth of the cache', async () => {
    const big = await page(1, 0, 'y'.repeat(4000));
    const cache = createPageCache({ maxBytes: big.bytes * 4, changes: createMerchantChanges() });
    cache.claim('big').settle(big);
    expect(cache.get('big')).toBeUndefined();
  });

  it('lets concurrent misses of one key wait for the one render', async () => {
    const cache = createPageCache({ maxBytes: 10_000_000, changes: createMerchantChanges() });
    expect(cache.pending('a')).toBeUndefined();
    const claim = cache.claim('a');
    const waiters = [cache.pending('a'), cache.pending('a')];
    const rendered: CachedPage = await page(1, 0, 'A');
    claim.settle(rendered);
    expect(await Promise.all(waiters)).toEqual([rendered, rendered]);
    expect(cache.pending('a')).toBeUndefined();
    const failed = cache.claim('b');
    const waiter = cache.pending('b');
    failed.settle(null);
    expect(await waiter).toBeNull();
    expect(cache.get('b')).toBeUndefined();
  });
});
