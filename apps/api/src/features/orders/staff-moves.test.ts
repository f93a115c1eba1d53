import { tables } from '@dastarkhan/db';
import { OrderDetailsSchema } from '@dastarkhan/domain';
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

// Staff moving orders (issue 16): what each role may do, where, and on which view of the order.

const nextPhone = phoneSequence('99896');
const { t, demo, lavash, menu, chilonzor, branches, operator } = await orderWorld({ operator: true });
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const kitchen = (await loginByPhone(t, demo, '998900000004')).token;
const courier = (await loginByPhone(t, demo, '998900000011')).token;
const otherCourier = (await loginByPhone(t, demo, '998900000012')).token;
const lavashOperator = (await loginByPhone(t, lavash, '998900000002')).token;
const otherBranch = Object.values(branches).find((id) => id !== chilonzor)!;

const put = (url: string, token: string, payload: object, merchant = demo) =>
  t.app.inject({ method: 'PUT', url, headers: asUser(merchant, token), payload });
const get = (url: string, token: string, merchant = demo) =>
  t.app.inject({ url, headers: asUser(merchant, token) });
const move = (id: number, token: string, payload: object) =>
  put(`/api/orders/v1/operator/orders/${id}/status`, token, payload);

async function placeOrder(serviceType: 'PICK_UP' | 'DELIVERY' = 'PICK_UP') {
  const customer = await loginByPhone(t, demo, nextPhone());
  const res = await postOrder(
    t,
    demo,
    customer.token,
    orderBody([{ product: plainProduct(menu, chilonzor) }], {
      branchId: chilonzor,
      serviceType,
      deliveryPrice: serviceType === 'DELIVERY' ? 12000 : 0,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { customer, order: OrderDetailsSchema.parse(res.json().data) };
}

const orderRow = async (id: number) =>
  (await t.db.select().from(tables.orders).where(eq(tables.orders.id, id)))[0]!;

describe('accepting', () => {
  it('promises a time: the chosen preparation minutes, shown on the customer’s order', async () => {
    const { customer, order } = await placeOrder();
    const res = await move(order.id, operator, {
      status: 'ACCEPTED',
      prepMinutes: 30,
      version: order.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json().data;
    expect(accepted.prepMinutes).toBe(30);
    expect(Date.parse(accepted.promisedAt) - Date.parse(accepted.acceptedTime)).toBe(30 * 60_000);
    const mine = (await get(`/api/orders/v1/orders/${order.id}`, customer.token)).json().data;
    expect(mine).toMatchObject({ status: 'ACCEPTED', prepMinutes: 30, promisedAt: accepted.promisedAt });
  });

  it("uses the branch's preparation time when none is chosen, plus busy mode while it lasts", async () => {
    const { order } = await placeOrder();
    expect((await move(order.id, operator, { status: 'ACCEPTED' })).json().data.prepMinutes).toBe(20);
    await t.db
      .update(tables.branches)
      .set({ busyMinutes: 15, busyUntil: new Date(Date.now() + 3_600_000_000) })
      .where(eq(tables.branches.id, chilonzor));
    const next = await placeOrder();
    expect(
      (await move(next.order.id, operator, { status: 'ACCEPTED', prepMinutes: 10 })).json().data.prepMinutes,
    ).toBe(25);
    await t.db
      .update(tables.branches)
      .set({ busyMinutes: 0, busyUntil: null })
      .where(eq(tables.branches.id, chilonzor));
  });

  it('refuses a change made on a stale view (409 ORDER_CHANGED) and changes nothing', async () => {
    const { order } = await placeOrder();
    expect((await move(order.id, operator, { status: 'ACCEPTED', version: order.version })).statusCode).toBe(
      200,
    );
    const before = await orderRow(order.id);
    expectError(
      await move(order.id, owner, { status: 'COOKING', version: order.version }),
      409,
      'ORDER_CHANGED',
      'version',
    );
    expect((await orderRow(order.id)).status).toBe(before.status);
  });

  it('lets exactly one of two operators racing on the same order win', async () => {
    const { order } = await placeOrder();
    const [a, b] = await withInterleavedQueries(t, () =>
      Promise.all([
        move(order.id, operator, { status: 'ACCEPTED', prepMinutes: 15, version: order.version }),
        move(order.id, owner, { status: 'ACCEPTED', prepMinutes: 45, version: order.version }),
      ]),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? a! : b!;
    expect(['ORDER_CHANGED', 'ORDER_STATUS_TRANSITION_REFUSED']).toContain(loser.json().error.code);
    const row = await orderRow(order.id);
    expect(row.prepMinutes).toBe(a!.statusCode === 200 ? 15 : 45);
    const accepts = await t.db
      .select()
      .from(tables.orderEvents)
      .where(eq(tables.orderEvents.orderId, order.id));
    expect(accepts.filter((e) => e.toStatus === 'ACCEPTED')).toHaveLength(1);
  });

  it('refuses bad preparation times with a localised 400', async () => {
    const { order } = await placeOrder();
    expectError(
      await move(order.id, operator, { status: 'ACCEPTED', prepMinutes: 0 }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await move(order.id, operator, { status: 'ACCEPTED', prepMinutes: 9999 }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await orderRow(order.id)).status).toBe('OPEN');
  });
});

describe('rejecting', () => {
  it('needs a reason, which the customer then sees', async () => {
    const { customer, order } = await placeOrder();
    expectError(
      await move(order.id, operator, { status: 'CANCELED' }),
      400,
      'REJECT_REASON_REQUIRED',
      'reason',
    );
    expect((await orderRow(order.id)).status).toBe('OPEN');
    const res = await move(order.id, operator, { status: 'CANCELED', reason: 'OUT_OF_STOCK' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await get(`/api/orders/v1/orders/${order.id}`, customer.token)).json().data;
    expect(mine).toMatchObject({ status: 'CANCELED', reason: 'OUT_OF_STOCK', refund: null });
  });

  it('flags a paid order’s refund for the cashier', async () => {
    const { order } = await placeOrder();
    await t.db.update(tables.orders).set({ isPaid: true }).where(eq(tables.orders.id, order.id));
    const res = await move(order.id, operator, { status: 'CANCELED', reason: 'TOO_BUSY' });
    expect(res.json().data.refund).toBe('CASHIER');
  });
});

describe('handing over', () => {
  it('marks a cash order paid once it is handed over, with a PAID entry in its history', async () => {
    const { customer, order } = await placeOrder();
    for (const status of ['ACCEPTED', 'COOKING', 'DONE'])
      expect((await move(order.id, operator, { status })).statusCode).toBe(200);
    expect((await orderRow(order.id)).isPaid).toBe(false);
    expect((await move(order.id, operator, { status: 'DELIVERED' })).statusCode).toBe(200);
    const mine = (await get(`/api/orders/v1/orders/${order.id}`, customer.token)).json().data;
    expect(mine.isPaid).toBe(true);
    expect(mine.history.map((e: { type: string }) => e.type).slice(-2)).toEqual(['CHANGE_STATUS', 'PAID']);
    // Closing the books later pays nothing twice.
    expect((await move(order.id, operator, { status: 'CLOSED' })).statusCode).toBe(200);
    const paid = (await get(`/api/orders/v1/orders/${order.id}`, customer.token)).json().data.history;
    expect(paid.filter((e: { type: string }) => e.type === 'PAID')).toHaveLength(1);
  });

  it('leaves an online payment to its provider: a handed-over unpaid Payme order stays unpaid', async () => {
    const customer = await loginByPhone(t, demo, nextPhone());
    const res = await postOrder(
      t,
      demo,
      customer.token,
      orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor, paymentType: 'PAYME' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'DELIVERED'])
      expect((await move(id, operator, { status })).statusCode).toBe(200);
    expect((await orderRow(id)).isPaid).toBe(false);
  });
});

describe('roles and branches', () => {
  it('lets the kitchen cook and finish, nothing else', async () => {
    const { order } = await placeOrder();
    expectError(await move(order.id, kitchen, { status: 'ACCEPTED' }), 403, 'FORBIDDEN', 'status');
    expect((await orderRow(order.id)).status).toBe('OPEN');
    await move(order.id, operator, { status: 'ACCEPTED' });
    expect((await move(order.id, kitchen, { status: 'COOKING' })).statusCode).toBe(200);
    expect((await move(order.id, kitchen, { status: 'DONE' })).statusCode).toBe(200);
    expectError(await move(order.id, kitchen, { status: 'CLOSED' }), 403, 'FORBIDDEN', 'status');
    const list = (await get('/api/orders/v1/operator/orders?size=100', kitchen)).json().data.content;
    expect(list.every((o: { status: string }) => ['ACCEPTED', 'COOKING', 'DONE'].includes(o.status))).toBe(
      true,
    );
  });

  it('lets a courier move only the delivery given to them', async () => {
    const { order } = await placeOrder('DELIVERY');
    for (const status of ['ACCEPTED', 'COOKING', 'DONE']) await move(order.id, operator, { status });
    const me = (await get('/api/users/v1/operator/me', courier)).json().data;
    const assign = await put(`/api/orders/v1/operator/orders/${order.id}/courier`, operator, {
      courierId: me.courierId,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expectError(
      await put(`/api/orders/v1/operator/orders/${order.id}/courier`, courier, { courierId: me.courierId }),
      403,
      'FORBIDDEN',
    );
    expectError(await move(order.id, otherCourier, { status: 'ON_WAY' }), 403, 'FORBIDDEN', 'courierId');
    expect((await move(order.id, courier, { status: 'ON_WAY' })).statusCode).toBe(200);
    const mine = (await get('/api/orders/v1/operator/orders?board=true', courier)).json().data.content;
    expect(mine.map((o: { id: number }) => o.id)).toContain(order.id);
    const theirs = (await get('/api/orders/v1/operator/orders?board=true', otherCourier)).json().data.content;
    expect(theirs.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await move(order.id, courier, { status: 'DELIVERED' })).statusCode).toBe(200);
  });

  it("refuses an operator limited to another branch, and hides that branch's orders", async () => {
    const phone = nextPhone();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/staff',
      headers: asUser(demo, owner),
      payload: { phone, role: 'OPERATOR', branchIds: [otherBranch] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const limited = (await loginByPhone(t, demo, phone)).token;
    const { order } = await placeOrder();
    expectError(await move(order.id, limited, { status: 'ACCEPTED' }), 403, 'BRANCH_FORBIDDEN', 'branchId');
    expectError(await get(`/api/orders/v1/operator/orders/${order.id}`, limited), 403, 'BRANCH_FORBIDDEN');
    expectError(
      await get(`/api/orders/v1/operator/orders?branchId=${chilonzor}`, limited),
      403,
      'BRANCH_FORBIDDEN',
    );
    const list = (await get('/api/orders/v1/operator/orders?size=100', limited)).json().data.content;
    expect(list.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await orderRow(order.id)).status).toBe('OPEN');
  });

  it("keeps tenants apart: lavash's operator cannot see or move demo's orders", async () => {
    const { order } = await placeOrder();
    expectError(
      await get(`/api/orders/v1/operator/orders/${order.id}`, lavashOperator, lavash),
      404,
      'ORDER_NOT_FOUND',
    );
    expectError(
      await put(
        `/api/orders/v1/operator/orders/${order.id}/status`,
        lavashOperator,
        { status: 'ACCEPTED' },
        lavash,
      ),
      404,
      'ORDER_NOT_FOUND',
    );
    expectError(await move(order.id, lavashOperator, { status: 'ACCEPTED' }), 401, 'TOKEN_MERCHANT_MISMATCH');
    expect((await orderRow(order.id)).status).toBe('OPEN');
  });

  it('refuses customers every staff call', async () => {
    const { customer, order } = await placeOrder();
    expectError(await move(order.id, customer.token, { status: 'ACCEPTED' }), 403, 'NOT_STAFF');
    expectError(await get('/api/orders/v1/operator/orders', customer.token), 403, 'NOT_STAFF');
  });
});

describe('what staff read', () => {
  it('shows the whole timeline with who did it, and the customer with their past orders', async () => {
    const { customer, order } = await placeOrder();
    await move(order.id, operator, { status: 'ACCEPTED', prepMinutes: 15 });
    await move(order.id, operator, { status: 'CANCELED', reason: 'CUSTOMER_UNREACHABLE' });
    const again = await postOrder(
      t,
      demo,
      customer.token,
      orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor }),
    );
    const detail = (await get(`/api/orders/v1/operator/orders/${again.json().data.id}`, owner)).json().data;
    expect(detail.customer).toMatchObject({
      id: customer.user.id,
      phone: customer.user.phone,
      pastOrders: 1,
    });
    const first = (await get(`/api/orders/v1/operator/orders/${order.id}`, owner)).json().data;
    const [created, accepted, canceled] = first.timeline;
    expect(created).toMatchObject({ toStatus: 'OPEN' });
    expect(accepted).toMatchObject({
      fromStatus: 'OPEN',
      toStatus: 'ACCEPTED',
      prepMinutes: 15,
      actor: { role: 'OPERATOR' },
    });
    expect(canceled).toMatchObject({
      toStatus: 'CANCELED',
      reason: 'CUSTOMER_UNREACHABLE',
      actor: { name: 'Operator' },
    });
  });

  it('finds an order by its number or the customer’s phone, and lists the board', async () => {
    const { customer, order } = await placeOrder();
    const byNumber = (await get(`/api/orders/v1/operator/orders?q=${order.number}`, operator)).json().data
      .content;
    expect(byNumber.map((o: { id: number }) => o.id)).toContain(order.id);
    const byPhone = (
      await get(`/api/orders/v1/operator/orders?q=${customer.user.phone.slice(-7)}`, operator)
    ).json().data.content;
    expect(byPhone.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(byPhone[0].user).toMatchObject({ phone: customer.user.phone });
    const board = (await get('/api/orders/v1/operator/orders?board=true&size=200', operator)).json().data
      .content;
    expect(board.map((o: { id: number }) => o.id)).toContain(order.id);
    expectError(await get('/api/orders/v1/operator/orders?size=1000', operator), 400, 'VALIDATION_FAILED');
  });
});
