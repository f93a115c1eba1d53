import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANTS } from '@dastarkhan/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { encodeQueueStats, resetEncodeQueueStats } from './encode-queue.js';

let t: TestApp;
let imageUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const menu = await t.app.inject({
    url: '/api/products/v1/overalls',
    headers: { merchant: String(await t.merchantId('demo')) },
  });
  imageUrl = menu.json().data.products[0].image;
});
afterAll(() => t.close());

describe('GET /api/media/*', () => {
  it('serves a product image resized to 480×480 webp by default (spec §9)', async () => {
    expect(imageUrl).toMatch(/^\/api\/media\/dishes\/.+\.webp$/);
    const res = await t.app.inject(imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
  });

  it('resizes to an allowed variant', async () => {
    const res = await t.app.inject(`${imageUrl}?w=336&h=210&q=72`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 336, 210]);
  });

  it('answers 304 when the client has the image', async () => {
    const first = await t.app.inject(imageUrl);
    const again = await t.app.inject({
      url: imageUrl,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses sizes out of range and paths that try to escape', async () => {
    expect((await t.app.inject(`${imageUrl}?w=99999`)).statusCode).toBe(400);
    expect((await t.app.inject('/api/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await t.app.inject('/api/media/dishes/missing.webp')).statusCode).toBe(404);
  });

  it('serves tenant logos as sandboxed SVG', async () => {
    const merchant = (await t.app.inject('/api/users/v1/merchants/sub/demo')).json().data;
    const res = await t.app.inject(merchant.logo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    // An SVG opens as a document: it keeps the document headers a photo goes without.
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends a photo only the headers that act on a subresource (nosniff, resource policy)', async () => {
    const res = await t.app.inject(`${imageUrl}?w=336&h=210&q=72`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(res.headers[documentOnly], documentOnly).toBeUndefined();
  });
});

describe('only a fixed set of variants (issue 20)', () => {
  /** A fresh original under a key of its own: no variant of it is cached yet. */
  async function freshImage() {
    const key = `dishes/probe-${randomUUID()}.png`;
    const body = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c04020' } })
      .png()
      .toBuffer();
    await t.app.deps.storage.put(key, body);
    return key;
  }

  /** Watches what the media route writes (the real store still writes it). */
  function watchWrites() {
    const storage = t.app.deps.storage;
    const put = storage.put;
    const keys: string[] = [];
    storage.put = (key, body) => {
      keys.push(key);
      return put.call(storage, key, body);
    };
    return { keys, stop: () => (storage.put = put) };
  }

  it('refuses any other size, quality or format with a localised 400 and writes nothing', async () => {
    const key = await freshImage();
    const writes = watchWrites();
    try {
      for (const query of [
        'w=2048&h=2048&q=100&format=avif',
        'w=2048&h=2048&q=82&format=avif',
        'w=481&h=480',
        'w=480&h=480&q=99',
        'w=160&h=120&q=70&format=jpeg',
        'w=1000&h=1000&q=72',
      ]) {
        const res = await t.app.inject(`/api/media/${key}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code).toBe('IMAGE_VARIANT_NOT_ALLOWED');
        expect(res.json().error.message.uz).toBeTruthy();
      }
      expect(writes.keys).toEqual([]);
    } finally {
      writes.stop();
    }
  });

  it('encodes and keeps each allowed variant once', async () => {
    const key = await freshImage();
    const writes = watchWrites();
    try {
      for (const [w, h, q] of IMAGE_VARIANTS.slice(0, 3)) {
        const res = await t.app.inject(`/api/media/${key}?w=${w}&h=${h}&q=${q}`);
        expect(res.statusCode).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, h]);
        await t.app.inject(`/api/media/${key}?w=${w}&h=${h}&q=${q}`);
      }
      expect(writes.keys).toHaveLength(3);
      expect(writes.keys.every((written) => written.startsWith('cache/'))).toBe(true);
    } finally {
      writes.stop();
    }
  });

  it('encodes at most ENCODE_CONCURRENCY images at once, however many are asked for together', async () => {
    const keys = await Promise.all([1, 2, 3].map(() => freshImage()));
    resetEncodeQueueStats();
    const variants = IMAGE_VARIANTS.slice(0, 4);
    const answers = await Promise.all(
      keys.flatMap((key) =>
        variants.map(([w, h, q]) => t.app.inject(`/api/media/${key}?w=${w}&h=${h}&q=${q}`)),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const stats = encodeQueueStats();
    expect(stats.done).toBe(12);
    expect(stats.limit).toBeLessThanOrEqual(2);
    expect(stats.peak).toBeLessThanOrEqual(stats.limit);
  });
});
