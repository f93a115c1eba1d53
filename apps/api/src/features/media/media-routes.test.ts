import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

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

  it('resizes to the asked size and format', async () => {
    const res = await t.app.inject(`${imageUrl}?w=160&h=120&q=70&format=jpeg`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 160, 120]);
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
  });
});
