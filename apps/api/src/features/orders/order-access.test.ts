import { tables } from '@dastarkhan/db';
import { OrderDetailsSchema, OrdersPageSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { branchIds, menuOf, orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

const nextPhone = phoneSequence('99897');
const { t, demo, lavash, menu, chilonzor, operator } = await orderWorld({ operator: true });

const get = (url: string, merchant: string, token: string) =>
  t.app.inject({ url, headers: asUser(merchant, token) });
const put = (url: string, merchant: string, token: string, payload?: object) =>
  t.app.inject({ method: 'PUT', url, headers: asUser(merchant, token), ...(payload ? { payload } : {}) });

async function placeOrder(token: string, serviceType: 'PICK_UP' | 'DELIVERY' = 'PICK_UP') {
  const body = orderBody([{ product: plainProduct(menu, chilonzor) }], {
    branchId: chilonzor,
    serviceType,
    deliveryPrice: serviceType === 'DELIVERY' ? 12000 : 0,
  });
  const res = await postOrder(t, demo, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return OrderDetailsSchema.parse(res.json().data);
}
const move = (id: number, status: string, token = operator) =>
  put(`/api/orders/v1/operator/orders/${id}/status`, demo, token, { status });

describe('who may place an order (the session is read with the facts)', () => {
  const body = () => orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor });

  it('refuses no token, an unknown token, a revoked session and another tenant’s token, writing nothing', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: { merchant: demo },
        payload: body(),
      }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await postOrder(t, demo, 'x'.repeat(43), body()), 401, 'UNAUTHORIZED');
    expectError(await postOrder(t, lavash, token, body()), 401, 'TOKEN_MERCHANT_MISMATCH');
    await t.db
      .update(tables.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(tables.sessions.userId, user.id));
    expectError(await postOrder(t, demo, token, body()), 401, 'UNAUTHORIZED');
    expect(await t.db.$count(tables.orders, eq(tables.orders.userId, user.id))).toBe(0);
  });

  it('refuses a stranger before judging the body, and a customer with the field at fault', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const broken = { ...body(), cartItems: 'none' };
    expectError(await postOrder(t, demo, 'y'.repeat(43), broken as never), 401, 'UNAUTHORIZED');
    const refused = await postOrder(t, demo, token, broken as never);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.field).toBe('cartItems');
  });

  it('places the order for the session’s user, whatever the body says', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(token);
    const [row] = await t.db
      .select({ userId: tables.orders.userId })
      .from(tables.orders)
      .where(eq(tables.orders.id, order.id));
    expect(row!.userId).toBe(user.id);
  });
});

describe("someone else's orders", () => {
  it("answers 404 for another customer's order and 403 for their list", async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const stranger = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(owner.token);
    expectError(await get(`/api/orders/v1/orders/${order.id}`, demo, stranger.token), 404, 'ORDER_NOT_FOUND');
    expectError(
      await get(`/api/orders/v1/orders/user/${owner.user.id}`, demo, stranger.token),
      403,
      'FORBIDDEN',
    );
    expectError(
      await get(`/api/orders/v1/orders/user/${owner.user.id}/active`, demo, stranger.token),
      403,
      'FORBIDDEN',
    );
    expectError(
      await put(`/api/orders/v1/orders/${order.id}/cancel`, demo, stranger.token),
      404,
      'ORDER_NOT_FOUND',
    );
    const mine = await get(`/api/orders/v1/orders/${order.id}`, demo, owner.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.status).toBe('OPEN');
  });

  it("answers 404 for a demo order read through another tenant, even by that tenant's staff", async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(owner.token);
    const lavashUser = await loginByPhone(t, lavash, nextPhone());
    expectError(
      await get(`/api/orders/v1/orders/${order.id}`, lavash, lavashUser.token),
      404,
      'ORDER_NOT_FOUND',
    );
    expectError(
      await get(`/api/orders/v1/orders/${order.id}`, lavash, owner.token),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
    const lavashOperator = await loginByPhone(t, lavash, '998900000002');
    expectError(
      await put(`/api/orders/v1/operator/orders/${order.id}/status`, lavash, lavashOperator.token, {
        status: 'ACCEPTED',
      }),
      404,
      'ORDER_NOT_FOUND',
    );
  });

  it('shows a courier only to customers whose order they carry', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const stranger = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(owner.token, 'DELIVERY');
    const couriers = await get('/api/deliveries/v1/operator/couriers', demo, operator);
    expect(couriers.statusCode, couriers.body).toBe(200);
    const courier = couriers.json().data[0];
    expect(
      (
        await put(`/api/orders/v1/operator/orders/${order.id}/courier`, demo, operator, {
          courierId: courier.id,
        })
      ).statusCode,
    ).toBe(200);
    const seen = await get(`/api/deliveries/v1/delivery/courier/${courier.id}`, demo, owner.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ id: courier.id, firstName: courier.firstName });
    expectError(
      await get(`/api/deliveries/v1/delivery/courier/${courier.id}`, demo, stranger.token),
      404,
      'COURIER_NOT_FOUND',
    );
  });
});

describe("a courier's position", () => {
  it('moves the courier on the map of the order they carry, for the operator of their tenant only', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(owner.token, 'DELIVERY');
    const courier = (await get('/api/deliveries/v1/operator/couriers', demo, operator)).json().data[0];
    await put(`/api/orders/v1/operator/orders/${order.id}/courier`, demo, operator, {
      courierId: courier.id,
    });
    const point = { latitude: 41.2995, longitude: 69.2401 };
    const url = `/api/deliveries/v1/operator/couriers/${courier.id}/location`;
    const moved = await put(url, demo, operator, point);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id: courier.id, ...point });
    const seen = await get(`/api/deliveries/v1/delivery/courier/${courier.id}`, demo, owner.token);
    expect(seen.json().data).toMatchObject(point);
    expectError(await put(url, demo, owner.token, point), 403, 'NOT_STAFF');
    expectError(await put(url, demo, operator, { latitude: 'north' }), 400, 'VALIDATION_FAILED');
  });
});

describe('staff moving orders', () => {
  it('refuses the operator API to customers', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(owner.token);
    expectError(await move(order.id, 'ACCEPTED', owner.token), 403, 'NOT_STAFF');
    expectError(await get('/api/orders/v1/operator/orders', demo, owner.token), 403, 'NOT_STAFF');
  });

  it('lists the tenant’s orders for staff, newest first, and one status on request', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const older = await placeOrder(owner.token);
    const newer = await placeOrder(owner.token);
    expect((await move(older.id, 'ACCEPTED')).statusCode).toBe(200);
    const all = await get('/api/orders/v1/operator/orders?size=50', demo, operator);
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().data.content.map((order: { id: number }) => order.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const accepted = await get('/api/orders/v1/operator/orders?status=ACCEPTED&size=50', demo, operator);
    const acceptedIds = accepted.json().data.content.map((order: { id: number }) => order.id);
    expect(acceptedIds).toContain(older.id);
    expect(acceptedIds).not.toContain(newer.id);
  });

  it('moves a delivery ACCEPTED → COOKING → ON_WAY → DELIVERED, stamping times and writing history', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(owner.token, 'DELIVERY');
    for (const status of ['ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED']) {
      const res = await move(order.id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const done = OrderDetailsSchema.parse(
      (await get(`/api/orders/v1/orders/${order.id}`, demo, owner.token)).json().data,
    );
    expect(done.history.map((h) => h.toStatus)).toEqual([
      'OPEN',
      'ACCEPTED',
      'COOKING',
      'ON_WAY',
      'DELIVERED',
      // Cash: paid once handed over (decision 048), a PAID entry without a status.
      null,
    ]);
    expect(done.isPaid).toBe(true);
    expect(done.acceptedTime).not.toBeNull();
    expect(done.cookingTime).not.toBeNull();
    expect(done.deliveredAt).not.toBeNull();
    expect(done.cancellable).toBe(false);
  });

  it('refuses illegal moves and changes nothing', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const pickUp = await placeOrder(owner.token);
    expectError(await move(pickUp.id, 'DELIVERED'), 409, 'ORDER_STATUS_TRANSITION_REFUSED', 'status');
    expectError(await move(pickUp.id, 'OPEN'), 409, 'ORDER_STATUS_TRANSITION_REFUSED', 'status');
    for (const status of ['ACCEPTED', 'COOKING', 'DONE'])
      expect((await move(pickUp.id, status)).statusCode).toBe(200);
    // A pick-up never goes on its way.
    expectError(await move(pickUp.id, 'ON_WAY'), 409, 'ORDER_STATUS_TRANSITION_REFUSED', 'status');
    expect((await move(pickUp.id, 'CLOSED')).statusCode).toBe(200);
    expectError(await move(pickUp.id, 'CANCELED'), 409, 'ORDER_STATUS_TRANSITION_REFUSED', 'status');
    expectError(await move(pickUp.id, 'NOT_A_STATUS'), 400, 'VALIDATION_FAILED', 'status');
    const after = OrderDetailsSchema.parse(
      (await get(`/api/orders/v1/orders/${pickUp.id}`, demo, owner.token)).json().data,
    );
    expect(after.status).toBe('CLOSED');
    // Placed, three moves, closed, and paid in cash on closing (decision 048).
    expect(after.history).toHaveLength(6);
    // Courier work only on deliveries.
    expectError(
      await put(`/api/orders/v1/operator/orders/${pickUp.id}/courier-status`, demo, operator, {
        courierStatus: 'PERFORMER_FOUND',
      }),
      409,
      'ORDER_STATUS_TRANSITION_REFUSED',
    );
  });

  it('records courier statuses as history events', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(owner.token, 'DELIVERY');
    const res = await put(`/api/orders/v1/operator/orders/${order.id}/courier-status`, demo, operator, {
      courierStatus: 'PERFORMER_LOOK_UP',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.courierStatus).toBe('PERFORMER_LOOK_UP');
    expect(res.json().data.history.at(-1)).toMatchObject({
      type: 'CHANGE_COURIER_STATUS',
      courierStatus: 'PERFORMER_LOOK_UP',
    });
  });
});

describe('what a status move brings the customer', () => {
  it('notifies each change they can see and earns cashback when the order is closed', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(owner.token);
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED'])
      expect((await move(order.id, status)).statusCode).toBe(200);

    const listed = (await get('/api/users/v1/notifications', demo, owner.token)).json().data;
    const bodies = listed.content.map((n: { body: { eng: string } }) => n.body.eng);
    // Newest first, in a pick-up's words; DONE → CLOSED reads "Picked up" to the customer.
    expect(bodies).toEqual(['Picked up', 'Ready for pick-up', 'Cooking', 'Accepted']);

    const [balance] = await t.db
      .select({ c: tables.users.cashback })
      .from(tables.users)
      .where(eq(tables.users.id, owner.user.id));
    const rate = (
      await t.db
        .select()
        .from(tables.merchants)
        .where(eq(tables.merchants.id, Number(demo)))
    )[0]!.cashbackRate;
    expect(rate).toBeGreaterThan(0);
    expect(balance!.c).toBe(Math.floor((order.totals.totalPrice * rate) / 100));
    const ledger = await t.db
      .select({ amount: tables.cashbackTransactions.amount, kind: tables.cashbackTransactions.kind })
      .from(tables.cashbackTransactions)
      .where(eq(tables.cashbackTransactions.userId, owner.user.id));
    expect(ledger).toEqual([{ amount: balance!.c, kind: 'EARNED' }]);
  });

  it('earns nothing where the tenant has no cashback', async () => {
    const lavashOperator = await loginByPhone(t, lavash, '998900000002');
    const customer = await loginByPhone(t, lavash, nextPhone());
    const lavashMenu = await menuOf(t, lavash);
    const branch = Object.values(await branchIds(t, lavash))[0]!;
    const placed = await postOrder(
      t,
      lavash,
      customer.token,
      orderBody([{ product: plainProduct(lavashMenu, branch) }], { branchId: branch }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) {
      const res = await put(
        `/api/orders/v1/operator/orders/${placed.json().data.id}/status`,
        lavash,
        lavashOperator.token,
        { status },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const [balance] = await t.db
      .select({ c: tables.users.cashback })
      .from(tables.users)
      .where(eq(tables.users.id, customer.user.id));
    expect(balance!.c).toBe(0);
  });
});

describe('customer cancel', () => {
  it('cancels an open order, and refuses once the kitchen accepted it', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const open = await placeOrder(owner.token);
    const canceled = await put(`/api/orders/v1/orders/${open.id}/cancel`, demo, owner.token);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'CANCELED', cancellable: false });

    const accepted = await placeOrder(owner.token);
    expect((await move(accepted.id, 'ACCEPTED')).statusCode).toBe(200);
    expectError(
      await put(`/api/orders/v1/orders/${accepted.id}/cancel`, demo, owner.token),
      409,
      'ORDER_NOT_CANCELLABLE',
    );
  });
});

describe('my order lists', () => {
  it('pages all orders 10 at a time, newest first, and splits active from archive', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const placed = [];
    for (let i = 0; i < 12; i++) placed.push(await placeOrder(owner.token));
    await put(`/api/orders/v1/orders/${placed[0]!.id}/cancel`, demo, owner.token);
    const first = OrdersPageSchema.parse(
      (await get(`/api/orders/v1/orders/user/${owner.user.id}`, demo, owner.token)).json().data,
    );
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
    expect(first.content[0]!.id).toBe(placed[11]!.id);
    const second = OrdersPageSchema.parse(
      (await get(`/api/orders/v1/orders/user/${owner.user.id}?page=1`, demo, owner.token)).json().data,
    );
    expect(second.content.map((o) => o.id)).toEqual([placed[1]!.id, placed[0]!.id]);
    const archive = OrdersPageSchema.parse(
      (await get(`/api/orders/v1/orders/user/${owner.user.id}?onlyArchive=true`, demo, owner.token)).json()
        .data,
    );
    expect(archive.content.map((o) => o.id)).toEqual([placed[0]!.id]);
    const active = (await get(`/api/orders/v1/orders/user/${owner.user.id}/active`, demo, owner.token)).json()
      .data;
    expect(active).toHaveLength(11);
  });
});
