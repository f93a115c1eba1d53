import { DEFAULT_DEMO_BOT_TOKEN, tables } from '@dastarkhan/db';
import { OrderDetailsSchema, signTelegramInitData } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import {
  MONDAY_NOON,
  optionProduct,
  orderBody,
  plainProduct,
  postOrder,
  TASHKENT_CENTRE,
} from '../../test-support/orders.js';

let clock = MONDAY_NOON;
const nextPhone = phoneSequence('99894');
const { t, demo, menu, chilonzor } = await orderWorld({ now: () => clock });

const customer = () => loginByPhone(t, demo, nextPhone());

describe('placing an order', () => {
  it('creates a pick-up order priced by the server, numbered per merchant, with a history event', async () => {
    const { token, user } = await customer();
    const plov = plainProduct(menu, chilonzor);
    const body = orderBody([{ product: plov, count: 2 }], { branchId: chilonzor });
    const res = await postOrder(t, demo, token, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = OrderDetailsSchema.parse(res.json().data);
    expect(order).toMatchObject({
      status: 'OPEN',
      serviceType: 'PICK_UP',
      paymentType: 'CASH',
      orderDevice: 'CLIENT_WEB',
      isPaid: false,
      cancellable: true,
      branch: { id: chilonzor },
    });
    expect(order.totals.productPrice).toBe(plov.costPrice * 2);
    expect(order.totals.deliveryPrice).toBe(0);
    expect(order.cartItems[0]?.product).toMatchObject({
      id: plov.id,
      count: 2,
      costPrice: plov.costPrice,
      image: plov.image,
    });
    const read = await t.app.inject({
      url: `/api/orders/v1/orders/${order.id}`,
      headers: asUser(demo, token),
    });
    expect(read.json().data.cartItems[0].product.image).toBe(plov.image);
    expect(order.history).toEqual([
      expect.objectContaining({ type: 'CHANGE_STATUS', fromStatus: null, toStatus: 'OPEN' }),
    ]);
    const [row] = await t.db.select().from(tables.orders).where(eq(tables.orders.id, order.id));
    expect(row).toMatchObject({
      userId: user.id,
      merchantId: Number(demo),
      totalPrice: order.totals.totalPrice,
    });
  });

  it('delivers to a point inside a zone at the zone price (at least the branch price)', async () => {
    const { token } = await customer();
    const product = optionProduct(menu, chilonzor);
    const tariff = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries/v1/delivery/tariff/client/calculate',
      headers: asUser(demo, token),
      payload: {
        productPrice: 100000,
        distance: 0,
        branchId: chilonzor,
        address: 'x',
        cityId: 1,
        ...TASHKENT_CENTRE,
      },
    });
    expect(tariff.statusCode, tariff.body).toBe(200);
    expect(tariff.json().data.price).toBe(12000); // Markaz 10 000, branch floor 12 000
    const body = orderBody([{ product }], {
      branchId: chilonzor,
      serviceType: 'DELIVERY',
      deliveryPrice: tariff.json().data.price,
    });
    const res = await postOrder(t, demo, token, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      serviceType: 'DELIVERY',
      deliveryPrice: 12000,
      address: { name: 'Amir Temur 1', latitude: TASHKENT_CENTRE.latitude, details: { floor: '3' } },
      deliveryType: 'OWN',
    });
  });

  it('places a later order in a slot of the branch hours as AT_TIME with deliveryAt', async () => {
    const { token } = await customer();
    const body = orderBody([{ product: plainProduct(menu, chilonzor) }], {
      branchId: chilonzor,
      extra: { later: true, day: '2026-11-23', time: '18:30' },
    });
    const res = await postOrder(t, demo, token, body, { scheduled: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'AT_TIME',
      deliveryAt: '2026-11-23T13:30:00.000Z',
      day: '2026-11-23',
      time: '18:30',
    });
  });

  it('refuses a tampered price without writing anything', async () => {
    const { token } = await customer();
    const product = plainProduct(menu, chilonzor);
    const body = orderBody([{ product }], { branchId: chilonzor });
    (body.cartItems[0]!.product as { costPrice: number }).costPrice = product.costPrice - 1000;
    const before = await t.db.$count(tables.orders);
    expectError(
      await postOrder(t, demo, token, body),
      422,
      'PRODUCT_OVERPRICED',
      'cartItems.0.product.costPrice',
    );
    expect(await t.db.$count(tables.orders)).toBe(before);
  });

  it('refuses when the branch is closed at the order time', async () => {
    const { token } = await customer();
    clock = new Date('2026-11-23T20:00:00.000Z'); // 01:00 on Tuesday in Tashkent
    try {
      const body = orderBody([{ product: plainProduct(menu, chilonzor) }], {
        branchId: chilonzor,
        now: clock,
      });
      expectError(await postOrder(t, demo, token, body), 422, 'BRANCH_CLOSED', 'branch');
    } finally {
      clock = MONDAY_NOON;
    }
  });

  it('records an order from the Telegram web-app as TELEGRAM_BOT from source TG', async () => {
    const initData = await signTelegramInitData(
      {
        auth_date: String(Math.floor(Date.now() / 1000) - 5),
        user: JSON.stringify({ id: 880011, first_name: 'Dilnoza' }),
      },
      DEFAULT_DEMO_BOT_TOKEN,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/webbot/v1/users/token',
      headers: { merchant: demo },
      payload: { initData },
    });
    expect(login.statusCode, login.body).toBe(200);
    const body = orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor });
    // Whatever the client claims, the channel comes from the session.
    const res = await postOrder(t, demo, login.json().data.token, {
      ...body,
      orderDevice: 'OPERATOR',
      source: 'WEB',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ orderDevice: 'TELEGRAM_BOT', source: 'TG' });
  });
});
