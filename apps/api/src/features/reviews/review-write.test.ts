import { tables } from '@dastarkhan/db';
import {
  OrderDetailsSchema,
  OrderReviewLinesSchema,
  REVIEW_TEXT_MAX,
  ReviewPageSchema,
  ReviewSchema,
} from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  asUser,
  expectError,
  loginByPhone,
  phoneSequence,
  withInterleavedQueries,
} from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

const { reviews } = tables;

const nextPhone = phoneSequence('99881');
const { t, demo, lavash, menu, chilonzor, operator } = await orderWorld({ operator: true });

/** A pick-up order of two plain dishes, moved by the operator through `path`. */
async function order(token: string, path: string[] = []) {
  const body = orderBody(
    [{ product: plainProduct(menu, chilonzor) }, { product: plainProduct(menu, chilonzor, 1), count: 2 }],
    { branchId: chilonzor },
  );
  const res = await postOrder(t, demo, token, body);
  expect(res.statusCode, res.body).toBe(201);
  const placed = OrderDetailsSchema.parse(res.json().data);
  for (const status of path) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/operator/orders/${placed.id}/status`,
      headers: asUser(demo, operator),
      payload: { status, ...(status === 'CANCELED' ? { reason: 'OUT_OF_STOCK' } : {}) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return placed;
}
const TO_DELIVERED = ['ACCEPTED', 'COOKING', 'DONE', 'DELIVERED'];

async function lines(token: string, orderId: number, merchant = demo) {
  const res = await t.app.inject({
    url: `/api/products/v1/reviews/order/${orderId}`,
    headers: asUser(merchant, token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return OrderReviewLinesSchema.parse(res.json().data);
}

const rate = (token: string, payload: unknown, merchant = demo) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products/v1/reviews',
    headers: asUser(merchant, token),
    payload: payload as object,
  });

const countReviews = async () => (await t.db.select({ id: reviews.id }).from(reviews)).length;

describe('POST /api/products/v1/reviews', () => {
  it('lets the customer rate a line of a delivered order; the product page and grade show it', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/users/v1/users/${me.user.id}`,
      headers: asUser(demo, me.token),
      payload: { firstName: 'Dilnoza' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const placed = await order(me.token, TO_DELIVERED);
    const before = await lines(me.token, placed.id);
    expect(before).toMatchObject({ orderId: placed.id, status: 'DELIVERED', received: true });
    expect(before.lines).toHaveLength(2);
    expect(before.lines.every((l) => l.review === null && l.productId !== null)).toBe(true);
    const line = before.lines[0]!;

    const res = await rate(me.token, { orderItemId: line.orderItemId, grade: 4, text: '  Juda mazali!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const review = ReviewSchema.parse(res.json().data);
    // Written on a page without another language named: Uzbek, the default (decision 051).
    expect(review).toMatchObject({
      productId: line.productId,
      grade: 4,
      text: 'Juda mazali!',
      language: 'uz',
      userId: null,
    });

    const after = await lines(me.token, placed.id);
    expect(after.lines[0]!.review).toMatchObject({ id: review.id, grade: 4, text: 'Juda mazali!' });
    expect(after.lines[1]!.review).toBeNull();

    const page = await t.app.inject({
      url: `/api/products/v1/reviews?productId=${line.productId}`,
      headers: { merchant: demo },
    });
    const shown = ReviewPageSchema.parse(page.json().data).content;
    expect(shown[0]).toMatchObject({ id: review.id, authorName: 'Dilnoza', grade: 4 });

    const grades = await t.app.inject({ url: '/api/products/v1/grade', headers: { merchant: demo } });
    const all = await t.db
      .select({ grade: reviews.grade })
      .from(reviews)
      .where(eq(reviews.productId, line.productId!));
    const mean = all.reduce((sum, r) => sum + r.grade, 0) / all.length;
    expect(grades.json().data).toContainEqual({
      productId: line.productId,
      grade: Math.round(mean * 10) / 10,
    });
  });

  it('accepts a closed order and a review without text', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const placed = await order(me.token, ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
    const [line] = (await lines(me.token, placed.id)).lines;
    const res = await rate(me.token, { orderItemId: line!.orderItemId, grade: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ grade: 5, text: null });
    const blank = await rate(me.token, {
      orderItemId: (await lines(me.token, placed.id)).lines[1]!.orderItemId,
      grade: 1,
      text: '   ',
    });
    expect(blank.json().data.text).toBeNull();
  });

  it.each([
    ['a new order', []],
    ['an accepted order', ['ACCEPTED']],
    ['an order ready at the counter', ['ACCEPTED', 'COOKING', 'DONE']],
    ['a canceled order', ['CANCELED']],
  ])('refuses a line of %s with REVIEW_ORDER_NOT_RECEIVED', async (_name, path) => {
    const me = await loginByPhone(t, demo, nextPhone());
    const placed = await order(me.token, path);
    const view = await lines(me.token, placed.id);
    expect(view.received).toBe(false);
    const before = await countReviews();
    expectError(
      await rate(me.token, { orderItemId: view.lines[0]!.orderItemId, grade: 5 }),
      409,
      'REVIEW_ORDER_NOT_RECEIVED',
      'orderItemId',
    );
    expect(await countReviews()).toBe(before);
  });

  it('refuses a second review of the same line', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const placed = await order(me.token, TO_DELIVERED);
    const id = (await lines(me.token, placed.id)).lines[0]!.orderItemId;
    expect((await rate(me.token, { orderItemId: id, grade: 3 })).statusCode).toBe(201);
    const before = await countReviews();
    expectError(
      await rate(me.token, { orderItemId: id, grade: 5, text: 'changed my mind' }),
      409,
      'REVIEW_ALREADY_EXISTS',
    );
    expect(await countReviews()).toBe(before);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.orderItemId, id));
    expect(row).toMatchObject({ grade: 3, text: null });
  });

  it('keeps exactly one review when the same line is rated twice at once', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const placed = await order(me.token, TO_DELIVERED);
    const id = (await lines(me.token, placed.id)).lines[1]!.orderItemId;
    const answers = await withInterleavedQueries(t, () =>
      Promise.all([1, 2, 3, 4].map((grade) => rate(me.token, { orderItemId: id, grade }))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.code).toBe('REVIEW_ALREADY_EXISTS');
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.orderItemId, id))).toHaveLength(1);
  });

  it("refuses another customer's line as if it did not exist, and their order's lines", async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const stranger = await loginByPhone(t, demo, nextPhone());
    const placed = await order(owner.token, TO_DELIVERED);
    const id = (await lines(owner.token, placed.id)).lines[0]!.orderItemId;
    const before = await countReviews();
    expectError(
      await rate(stranger.token, { orderItemId: id, grade: 1 }),
      404,
      'ORDER_ITEM_NOT_FOUND',
      'orderItemId',
    );
    expectError(
      await t.app.inject({
        url: `/api/products/v1/reviews/order/${placed.id}`,
        headers: asUser(demo, stranger.token),
      }),
      404,
      'ORDER_NOT_FOUND',
    );
    expect(await countReviews()).toBe(before);
  });

  it('keeps tenants apart: a lavash account cannot rate a demo line, a demo token is refused at lavash', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const placed = await order(owner.token, TO_DELIVERED);
    const id = (await lines(owner.token, placed.id)).lines[0]!.orderItemId;
    const lavashUser = await loginByPhone(t, lavash, nextPhone());
    const before = await countReviews();
    expectError(
      await rate(lavashUser.token, { orderItemId: id, grade: 5 }, lavash),
      404,
      'ORDER_ITEM_NOT_FOUND',
    );
    expectError(
      await rate(owner.token, { orderItemId: id, grade: 5 }, lavash),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
    expect(await countReviews()).toBe(before);
  });

  it('answers ORDER_ITEM_NOT_FOUND for a line nobody has', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    expectError(await rate(me.token, { orderItemId: 2147483647, grade: 5 }), 404, 'ORDER_ITEM_NOT_FOUND');
  });

  it('requires a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/v1/reviews',
      headers: { merchant: demo },
      payload: { orderItemId: 1, grade: 5 },
    });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it.each([
    [{ grade: 5 }, 'REQUIRED_FIELD', 'orderItemId'],
    [{ orderItemId: 1 }, 'REQUIRED_FIELD', 'grade'],
    [{ orderItemId: 1, grade: 0 }, 'GRADE_OUT_OF_RANGE', 'grade'],
    [{ orderItemId: 1, grade: 6 }, 'GRADE_OUT_OF_RANGE', 'grade'],
    [{ orderItemId: 1, grade: 4.5 }, 'GRADE_OUT_OF_RANGE', 'grade'],
    [{ orderItemId: 1, grade: '5' }, 'VALIDATION_FAILED', 'grade'],
    [{ orderItemId: 1, grade: 5, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, 'TEXT_TOO_LONG', 'text'],
    [{ orderItemId: 1, grade: 5, text: 42 }, 'VALIDATION_FAILED', 'text'],
    [{ orderItemId: -1, grade: 5 }, 'VALIDATION_FAILED', 'orderItemId'],
  ])('refuses %j with %s naming %s', async (payload, code, field) => {
    const me = await loginByPhone(t, demo, nextPhone());
    const before = await countReviews();
    expectError(await rate(me.token, payload), 400, code, field);
    expect(await countReviews()).toBe(before);
  });

  it('says how long a review may be, in every language', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const error = expectError(
      await rate(me.token, { orderItemId: 1, grade: 5, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }),
      400,
      'TEXT_TOO_LONG',
    );
    expect(error.message).toMatchObject({
      uz: expect.stringContaining(String(REVIEW_TEXT_MAX)),
      ru: expect.stringContaining(String(REVIEW_TEXT_MAX)),
      eng: expect.stringContaining(String(REVIEW_TEXT_MAX)),
    });
  });

  it('accepts exactly the longest text', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const placed = await order(me.token, TO_DELIVERED);
    const id = (await lines(me.token, placed.id)).lines[0]!.orderItemId;
    const res = await rate(me.token, { orderItemId: id, grade: 2, text: 'y'.repeat(REVIEW_TEXT_MAX) });
    expect(res.statusCode, res.body).toBe(201);
  });
});
