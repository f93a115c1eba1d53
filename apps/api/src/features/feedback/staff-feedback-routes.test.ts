import { tables } from '@dastarkhan/db';
import { StaffFeedbackPageSchema, StaffFeedbackSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { MONDAY_NOON, orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

const { feedback, users } = tables;

const nextPhone = phoneSequence('99882');
const { t, demo, lavash, menu, chilonzor, branches, operator } = await orderWorld({ operator: true });
const samarqand = branches['Dastarkhan Samarkand']!;
const lavashOperator = (await loginByPhone(t, lavash, '998900000002')).token;
const operatorId = (await t.db.select().from(users).where(eq(users.phone, '998900000001'))).filter(
  (u) => u.merchantId === Number(demo),
)[0]!.id;

const STAFF = '/api/support/v1/operator/feedback';
const KITCHEN = '998900000004';
const COURIER = '998900000011';

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload?: object,
  merchant = demo,
) => t.app.inject({ method, url, headers: asUser(merchant, token), ...(payload ? { payload } : {}) });

/** A customer sends feedback, about an order of theirs at Chilanzar when `aboutOrder`. */
async function sent(aboutOrder: boolean, text = 'Plov was great') {
  const customer = await loginByPhone(t, demo, nextPhone());
  let orderId: number | null = null;
  if (aboutOrder) {
    const order = await postOrder(
      t,
      demo,
      customer.token,
      orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor }),
    );
    expect(order.statusCode, order.body).toBe(201);
    orderId = order.json().data.id;
  }
  const res = await call('POST', '/api/support/v1/feedback', customer.token, {
    kind: 'SERVICE',
    rating: 4,
    text,
    orderId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, customer, orderId };
}

async function staffAs(role: string, branchIds: number[] | null) {
  const { token, user } = await loginByPhone(t, demo, nextPhone());
  await t.db.update(users).set({ role, branchIds }).where(eq(users.id, user.id));
  return token;
}

const rowOf = async (id: number) => (await t.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;
const ids = (res: { json(): { data: { content: Array<{ id: number }> } } }) =>
  res.json().data.content.map((f) => f.id);

describe("staff's feedback inbox", () => {
  it('lists feedback newest first with its order, branch and customer, paged, and filters handled ones', async () => {
    const plain = await sent(false, 'Cosy place');
    const about = await sent(true, 'Cold lagman');
    const res = await call('GET', STAFF, operator);
    expect(res.statusCode, res.body).toBe(200);
    const page = StaffFeedbackPageSchema.parse(res.json().data);
    expect(page.content.slice(0, 2).map((f) => f.id)).toEqual([about.id, plain.id]);
    expect(page.content[0]).toMatchObject({
      kind: 'SERVICE',
      rating: 4,
      text: 'Cold lagman',
      orderId: about.orderId,
      branchId: chilonzor,
      customer: { id: about.customer.user.id, phone: about.customer.user.phone },
      handledAt: null,
      handledBy: null,
    });
    expect(page.content[1]).toMatchObject({ orderId: null, orderNumber: null, branchId: null });
    expect(page).toMatchObject({ page: 0, size: 20 });

    const small = (await call('GET', `${STAFF}?size=1&page=1`, operator)).json().data;
    expect(small.content.map((f: { id: number }) => f.id)).toEqual([plain.id]);
    expect(small.totalPages).toBe(small.totalElements);

    const marked = await call('PUT', `${STAFF}/${plain.id}/handled`, operator, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(StaffFeedbackSchema.parse(marked.json().data)).toMatchObject({
      id: plain.id,
      handledAt: MONDAY_NOON.toISOString(),
      handledBy: { id: operatorId },
    });
    expect(ids(await call('GET', `${STAFF}?handled=false`, operator))).toContain(about.id);
    expect(ids(await call('GET', `${STAFF}?handled=false`, operator))).not.toContain(plain.id);
    expect(ids(await call('GET', `${STAFF}?handled=true`, operator))).toEqual([plain.id]);

    // Marking again keeps who and when; unmarking clears both.
    const manager = await staffAs('MANAGER', null);
    const again = await call('PUT', `${STAFF}/${plain.id}/handled`, manager, { handled: true });
    expect(again.json().data.handledBy.id).toBe(operatorId);
    const back = await call('PUT', `${STAFF}/${plain.id}/handled`, operator, { handled: false });
    expect(back.json().data).toMatchObject({ handledAt: null, handledBy: null });
    expect(ids(await call('GET', `${STAFF}?handled=true`, operator))).toEqual([]);
  });
});

describe('who may read and mark feedback', () => {
  it('refuses customers, the kitchen and couriers', async () => {
    const { id, customer } = await sent(false);
    expectError(await call('GET', STAFF, customer.token), 403, 'NOT_STAFF');
    expectError(
      await call('PUT', `${STAFF}/${id}/handled`, customer.token, { handled: true }),
      403,
      'NOT_STAFF',
    );
    for (const phone of [KITCHEN, COURIER]) {
      const { token } = await loginByPhone(t, demo, phone);
      expectError(await call('GET', STAFF, token), 403, 'FORBIDDEN');
      expectError(await call('PUT', `${STAFF}/${id}/handled`, token, { handled: true }), 403, 'FORBIDDEN');
    }
    expect((await rowOf(id)).handledAt).toBeNull();
  });

  it("shows a limited member of staff their branches' feedback and the branch-less kind, never another tenant's", async () => {
    const plain = await sent(false);
    const about = await sent(true);
    const elsewhere = await staffAs('OPERATOR', [samarqand]);
    const seen = ids(await call('GET', `${STAFF}?size=100`, elsewhere));
    expect(seen).toContain(plain.id);
    expect(seen).not.toContain(about.id);
    expectError(
      await call('GET', `${STAFF}?branchId=${chilonzor}`, elsewhere),
      403,
      'BRANCH_FORBIDDEN',
      'branchId',
    );
    expectError(
      await call('PUT', `${STAFF}/${about.id}/handled`, elsewhere, { handled: true }),
      403,
      'BRANCH_FORBIDDEN',
    );
    expect((await call('PUT', `${STAFF}/${plain.id}/handled`, elsewhere, { handled: true })).statusCode).toBe(
      200,
    );
    expect(ids(await call('GET', `${STAFF}?branchId=${chilonzor}&size=100`, operator))).toContain(about.id);
    expect(ids(await call('GET', `${STAFF}?branchId=${chilonzor}&size=100`, operator))).not.toContain(
      plain.id,
    );

    expect(ids(await call('GET', STAFF, lavashOperator, undefined, lavash))).not.toContain(about.id);
    expectError(
      await call('PUT', `${STAFF}/${about.id}/handled`, lavashOperator, { handled: true }, lavash),
      404,
      'FEEDBACK_NOT_FOUND',
    );
    expect((await rowOf(about.id)).handledAt).toBeNull();
  });

  it('answers bad input with a localised 400 naming the field, and changes nothing', async () => {
    const { id } = await sent(false);
    const put = (payload: object) => call('PUT', `${STAFF}/${id}/handled`, operator, payload);
    expectError(await put({}), 400, 'REQUIRED_FIELD', 'handled');
    expectError(await put({ handled: 'yes' }), 400, 'VALIDATION_FAILED', 'handled');
    expectError(await put({ handled: true, by: 1 }), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', `${STAFF}?handled=maybe`, operator), 400, 'VALIDATION_FAILED', 'handled');
    expectError(await call('GET', `${STAFF}?size=0`, operator), 400, 'VALIDATION_FAILED', 'size');
    expectError(
      await call('PUT', `${STAFF}/999999/handled`, operator, { handled: true }),
      404,
      'FEEDBACK_NOT_FOUND',
    );
    expect(await rowOf(id)).toMatchObject({ handledAt: null, handledBy: null });
  });
});
