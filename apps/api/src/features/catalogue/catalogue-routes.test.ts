import { gunzipSync } from 'node:zlib';
import { OverallMenuSchema, ProductGradeSchema } from '@dastarkhan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overalls = async (sub: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `/api/products/v1/overalls${query}`,
    headers: { merchant: String(await t.merchantId(sub)), ...headers },
  });

describe('GET /api/products/v1/overalls', () => {
  it('answers groups, categories and products that fit the domain schema', async () => {
    const res = await overalls('demo');
    expect(res.statusCode).toBe(200);
    const menu = OverallMenuSchema.parse(res.json().data);
    expect(menu.groups.length).toBeGreaterThan(2);
    expect(menu.products.length).toBeGreaterThanOrEqual(35);
    const categoryIds = new Set(menu.categories.map((c) => c.id));
    expect(menu.products.every((p) => categoryIds.has(p.categoryId))).toBe(true);
    const groupIds = new Set(menu.groups.map((g) => g.id));
    expect(menu.categories.every((c) => c.groupId === null || groupIds.has(c.groupId))).toBe(true);
  });

  it('carries option groups with min/max limits and the branches a product is sold at', async () => {
    const menu = OverallMenuSchema.parse((await overalls('demo')).json().data);
    const withOptions = menu.products.filter((p) => p.type === 'MODIFICATION');
    expect(withOptions.length).toBeGreaterThanOrEqual(4);
    for (const p of withOptions) {
      expect(p.modificationGroups.length).toBeGreaterThan(0);
      for (const g of p.modificationGroups) {
        expect(g.min).toBeLessThanOrEqual(g.max);
        expect(g.modifications.length).toBeGreaterThanOrEqual(g.max);
      }
    }
    expect(withOptions.some((p) => p.modificationGroups.some((g) => g.min >= 1))).toBe(true);
    expect(menu.products.every((p) => p.productBranch.length > 0)).toBe(true);
    expect(menu.products.some((p) => p.productBranch.length < 3)).toBe(true);
  });

  it('keeps tenants apart: lavash never sees a product of demo', async () => {
    const demo = OverallMenuSchema.parse((await overalls('demo')).json().data);
    const lavash = OverallMenuSchema.parse((await overalls('lavash')).json().data);
    const demoIds = new Set(demo.products.map((p) => p.id));
    expect(lavash.products.length).toBeGreaterThan(5);
    expect(lavash.products.some((p) => demoIds.has(p.id))).toBe(false);
    const demoNames = new Set(demo.products.map((p) => p.name.uz));
    expect(lavash.products.some((p) => demoNames.has(p.name.uz))).toBe(false);
  });

  it('serves bigmenu with 500+ products', async () => {
    const menu = OverallMenuSchema.parse((await overalls('bigmenu')).json().data);
    expect(menu.products.length).toBeGreaterThanOrEqual(500);
  });

  it('answers 304 to a client that already has the menu', async () => {
    const first = await overalls('demo');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await overalls('demo', '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherTenant = await overalls('lavash', '', { 'if-none-match': etag });
    expect(otherTenant.statusCode).toBe(200);
  });

  it('sends the menu compressed to a phone that accepts gzip', async () => {
    const plain = await overalls('demo');
    const zipped = await overalls('demo', '', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(zipped.headers.vary).toContain('merchant');
  });

  it('accepts type=TG and refuses an unknown type naming the field', async () => {
    expect((await overalls('demo', '?type=TG')).statusCode).toBe(200);
    const bad = await overalls('demo', '?type=FAX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('type');
  });
});

describe('GET /api/products/v1/grade', () => {
  it('answers the average grade of reviewed products of the tenant only', async () => {
    const res = await t.app.inject({
      url: '/api/products/v1/grade',
      headers: { merchant: String(await t.merchantId('demo')) },
    });
    expect(res.statusCode).toBe(200);
    const grades = ProductGradeSchema.array().parse(res.json().data);
    expect(grades.length).toBeGreaterThan(0);
    const menu = OverallMenuSchema.parse((await overalls('demo')).json().data);
    const ids = new Set(menu.products.map((p) => p.id));
    expect(grades.every((g) => ids.has(g.productId) && g.grade >= 1 && g.grade <= 5)).toBe(true);
  });
});
