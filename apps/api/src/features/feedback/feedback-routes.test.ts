import { tables } from '@dastarkhan/db';
import {
  FEEDBACK_TEXT_MAX,
  OrderDetailsSchema,
  OwnFeedbackListSchema,
  OwnFeedbackSchema,
} from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';
import { FEEDBACK_PER_USER_PER_HOUR } from './feedback-routes.js';

const { feedback } = tables;

const nextPhone = phoneSequence('99883');
const { t, demo, lavash, menu, chilonzor } = await orderWorld();

const send = (token: string, payload: unknown, merchant = demo) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/v1/feedback',
    headers: asUser(merchant, token),
    payload: payload as object,
  });

const rows = async () => (await t.db.select({ id: feedback.id }).from(feedback)).length;

async function place(token: string) {
  const res = await postOrder(
    t,
    demo,
    token,
    orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return OrderDetailsSchema.parse(res.json().data);
}

describe('POST /api/support/v1/feedback', () => {
  it('stores a comment about the restaurant, with a rating, and lists it back', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const res = await send(me.token, { kind: 'RESTAURANT', rating: 5, text: '  Hammasi zo‘r!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = OwnFeedbackSchema.parse(res.json().data);
    expect(sent).toMatchObject({
      kind: 'RESTAURANT',
      rating: 5,
      text: 'Hammasi zo‘r!',
      orderId: null,
      orderNumber: null,
    });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, sent.id));
    expect(row).toMatchObject({ merchantId: Number(demo), userId: me.user.id, kind: 'RESTAURANT' });

    const list = await t.app.inject({ url: '/api/support/v1/feedback', headers: asUser(demo, me.token) });
    expect(OwnFeedbackListSchema.parse(list.json().data).map((f) => f.id)).toEqual([sent.id]);
  });

  it('ties a comment about the service to one of my orders, without a rating', async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    const order = await place(me.token);
    const res = await send(me.token, { kind: 'SERVICE', text: 'The courier was late', orderId: order.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'SERVICE',
      rating: null,
      orderId: order.id,
      orderNumber: order.number,
    });
  });

  it("refuses another customer's order as if it did not exist, and writes nothing", async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const stranger = await loginByPhone(t, demo, nextPhone());
    const order = await place(owner.token);
    const before = await rows();
    expectError(
      await send(stranger.token, { kind: 'SERVICE', text: 'hm', orderId: order.id }),
      404,
      'ORDER_NOT_FOUND',
      'orderId',
    );
    expect(await rows()).toBe(before);
  });

  it('refuses a demo order from lavash, and a demo token at lavash', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const order = await place(owner.token);
    const lavashUser = await loginByPhone(t, lavash, nextPhone());
    const before = await rows();
    expectError(
      await send(lavashUser.token, { kind: 'SERVICE', text: 'x', orderId: order.id }, lavash),
      404,
      'ORDER_NOT_FOUND',
    );
    expectError(
      await send(owner.token, { kind: 'SERVICE', text: 'x' }, lavash),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
    expect(await rows()).toBe(before);
  });

  it('requires a signed-in customer (guests are sent to log in)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/v1/feedback',
      headers: { merchant: demo },
      payload: { kind: 'RESTAURANT', text: 'hello' },
    });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it(`allows ${FEEDBACK_PER_USER_PER_HOUR} comments an hour per account, then RATE_LIMITED`, async () => {
    const me = await loginByPhone(t, demo, nextPhone());
    for (let i = 0; i < FEEDBACK_PER_USER_PER_HOUR; i++) {
      expect((await send(me.token, { kind: 'RESTAURANT', text: `note ${i}` })).statusCode).toBe(201);
    }
    const before = await rows();
    expectError(await send(me.token, { kind: 'RESTAURANT', text: 'one more' }), 429, 'RATE_LIMITED');
    expect(await rows()).toBe(before);
    // Someone else is not held back by it.
    const other = await loginByPhone(t, demo, nextPhone());
    expect((await send(other.token, { kind: 'RESTAURANT', text: 'hi' })).statusCode).toBe(201);
  });

  it.each([
    [{ text: 'hi' }, 'REQUIRED_FIELD', 'kind'],
    [{ kind: 'KITCHEN', text: 'hi' }, 'VALIDATION_FAILED', 'kind'],
    [{ kind: 'RESTAURANT' }, 'REQUIRED_FIELD', 'text'],
    [{ kind: 'RESTAURANT', text: '   ' }, 'REQUIRED_FIELD', 'text'],
    [{ kind: 'RESTAURANT', text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1) }, 'TEXT_TOO_LONG', 'text'],
    [{ kind: 'RESTAURANT', text: 'hi', rating: 0 }, 'GRADE_OUT_OF_RANGE', 'rating'],
    [{ kind: 'RESTAURANT', text: 'hi', rating: 6 }, 'GRADE_OUT_OF_RANGE', 'rating'],
    [{ kind: 'RESTAURANT', text: 'hi', orderId: 0 }, 'VALIDATION_FAILED', 'orderId'],
    [{ kind: 'RESTAURANT', text: 'hi', orderId: 99999999999 }, 'VALIDATION_FAILED', 'orderId'],
  ])('refuses %j with %s naming %s', async (payload, code, field) => {
    const me = await loginByPhone(t, demo, nextPhone());
    const before = await rows();
    expectError(await send(me.token, payload), 400, code, field);
    expect(await rows()).toBe(before);
  });
});
