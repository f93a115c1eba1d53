import { tables } from '@dastarkhan/db';
import { ReviewPageSchema, ReviewSchema } from '@dastarkhan/domain';
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { products, reviews, users } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
/** A demo product with the three seeded reviews, and one without any. */
let reviewed: number;
let unreviewed: number;
let lavashReviewed: number;
beforeAll(async () => {
  t = await createTestApp();
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
  reviewed = await reviewedProductOf(Number(demo));
  lavashReviewed = await reviewedProductOf(Number(lavash));
  const withReviews = t.db.select({ id: reviews.productId }).from(reviews);
  const [none] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.merchantId, Number(demo)), notInArray(products.id, withReviews)))
    .limit(1);
  unreviewed = none!.id;
});
afterAll(() => t.close());

async function reviewedProductOf(merchantId: number) {
  const [row] = await t.db
    .select({ productId: reviews.productId, n: count() })
    .from(reviews)
    .where(eq(reviews.merchantId, merchantId))
    .groupBy(reviews.productId)
    .orderBy(reviews.productId)
    .limit(1);
  expect(row?.n).toBe(3);
  return row!.productId;
}

const get = (query: string, merchant?: string) =>
  t.app.inject({ url: `/api/products/v1/reviews?${query}`, headers: merchant ? { merchant } : {} });

async function page(query: string, merchant = demo) {
  const res = await get(query, merchant);
  expect(res.statusCode, res.body).toBe(200);
  return ReviewPageSchema.parse(res.json().data);
}

describe('GET /api/products/v1/reviews', () => {
  it('puts the reviews written in the asked language first, each review in one language', async () => {
    const all = await page(`productId=${reviewed}`);
    const languages = all.content.map((r) => r.language);
    expect(
      new Set(languages).size,
      'the seeded reviews of a product are in several languages',
    ).toBeGreaterThan(1);
    for (const lang of ['uz', 'ru'] as const) {
      const ordered = (await page(`productId=${reviewed}&lang=${lang}`)).content.map((r) => r.language);
      const firstOther = ordered.findIndex((l) => l !== lang);
      expect(
        ordered.slice(firstOther).every((l) => l !== lang),
        ordered.join(),
      ).toBe(true);
      expect(ordered.filter((l) => l === lang)).toHaveLength(languages.filter((l) => l === lang).length);
    }
    expect((await get(`productId=${reviewed}&lang=de`, demo)).statusCode).toBe(400);
  });

  it('answers the reviews of a product, newest first, in the domain shape', async () => {
    const res = await get(`productId=${reviewed}`, demo);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    for (const review of body.content) ReviewSchema.parse(review);
    const result = ReviewPageSchema.parse(body);
    expect(result).toMatchObject({ page: 0, size: 10, totalElements: 3, totalPages: 1 });
    expect(result.content).toHaveLength(3);
    expect(result.content.every((r) => r.productId === reviewed)).toBe(true);
    const dates = result.content.map((r) => r.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(3);
    // Seeded reviews carry a stored author name and no account.
    expect(result.content.every((r) => r.userId === null && typeof r.authorName === 'string')).toBe(true);
  });

  it('pages from 0; a page beyond the end is empty with the right totals', async () => {
    const all = (await page(`productId=${reviewed}`)).content.map((r) => r.id);
    const first = await page(`productId=${reviewed}&page=0&size=2`);
    const second = await page(`productId=${reviewed}&page=1&size=2`);
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(second).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect([...first.content, ...second.content].map((r) => r.id)).toEqual(all);
    for (const beyond of [2, 5, 2147483647]) {
      const empty = await page(`productId=${reviewed}&page=${beyond}&size=2`);
      expect(empty).toEqual({ content: [], page: beyond, size: 2, totalElements: 3, totalPages: 2 });
    }
  });

  it('answers an empty first page for a product nobody reviewed', async () => {
    expect(await page(`productId=${unreviewed}`)).toEqual({
      content: [],
      page: 0,
      size: 10,
      totalElements: 0,
      totalPages: 0,
    });
  });

  it('keeps tenants apart: a product of another tenant is PRODUCT_NOT_FOUND', async () => {
    for (const [productId, merchant] of [
      [reviewed, lavash],
      [lavashReviewed, demo],
    ] as const) {
      const res = await get(`productId=${productId}`, merchant);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PRODUCT_NOT_FOUND');
    }
    const own = await page(`productId=${lavashReviewed}`, lavash);
    expect(own.totalElements).toBe(3);
    const owners = await t.db
      .select({ merchantId: reviews.merchantId })
      .from(reviews)
      .where(
        inArray(
          reviews.id,
          own.content.map((r) => r.id),
        ),
      );
    expect(new Set(owners.map((o) => o.merchantId))).toEqual(new Set([Number(lavash)]));
  });

  it('answers 404 for a product id nobody has', async () => {
    const res = await get('productId=2147483647', demo);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('names the author by the account first name, else the stored name, else nobody', async () => {
    const merchantId = Number(demo);
    const [named, unnamed, gone] = await t.db
      .insert(users)
      .values([
        { merchantId, phone: '998900000101', firstName: 'Zarina' },
        { merchantId, phone: '998900000102', firstName: '  ' },
        { merchantId, phone: null, firstName: null, deletedAt: new Date(), isActive: false },
      ])
      .returning({ id: users.id });
    const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 12, minute));
    const rows = await t.db
      .insert(reviews)
      .values([
        {
          merchantId,
          productId: unreviewed,
          userId: named!.id,
          authorName: 'Old name',
          grade: 5,
          createdDate: at(5),
        },
        {
          merchantId,
          productId: unreviewed,
          userId: unnamed!.id,
          authorName: 'Stored',
          grade: 4,
          createdDate: at(4),
        },
        {
          merchantId,
          productId: unreviewed,
          userId: gone!.id,
          authorName: 'Was here',
          grade: 3,
          createdDate: at(3),
        },
        { merchantId, productId: unreviewed, grade: 2, text: 'anonymous', createdDate: at(2) },
        { merchantId, productId: unreviewed, authorName: 'Guest', grade: 1, text: null, createdDate: at(1) },
      ])
      .returning({ id: reviews.id });
    const result = await page(`productId=${unreviewed}`);
    expect(result.content.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(result.content.map((r) => [r.authorName, r.userId, r.grade])).toEqual([
      // Account ids are never published with a review.
      ['Zarina', null, 5],
      ['Stored', null, 4],
      [null, null, 3],
      [null, null, 2],
      ['Guest', null, 1],
    ]);
    expect(result.content[0]!.createdDate).toBe('2027-01-01T12:05:00.000Z');
  });

  it('requires the merchant header', async () => {
    const res = await get(`productId=${reviewed}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MERCHANT_HEADER_REQUIRED');
  });

  it.each([
    ['', 'productId', 'REQUIRED_FIELD'],
    ['productId=abc', 'productId', 'VALIDATION_FAILED'],
    ['productId=0', 'productId', 'VALIDATION_FAILED'],
    ['productId=99999999999', 'productId', 'VALIDATION_FAILED'],
    ['productId=1&page=-1', 'page', 'VALIDATION_FAILED'],
    ['productId=1&page=1.5', 'page', 'VALIDATION_FAILED'],
    ['productId=1&page=abc', 'page', 'VALIDATION_FAILED'],
    ['productId=1&size=0', 'size', 'VALIDATION_FAILED'],
    ['productId=1&size=51', 'size', 'VALIDATION_FAILED'],
  ])('refuses "%s" with a 400 naming %s', async (query, field, code) => {
    const res = await get(query, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field, code });
  });
});
