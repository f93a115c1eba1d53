import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { optionProduct, orderBody, postOrder, TASHKENT_CENTRE } from '../../test-support/orders.js';

// Issue 20 point 8: every id is a PostgreSQL integer; anything else is the client's 400, not a 500.

const nextPhone = phoneSequence('99896');
const { t, demo, menu, chilonzor } = await orderWorld();

const TOO_BIG = 2 ** 31;

type Body = ReturnType<typeof orderBody> & Record<string, unknown>;
function baseBody(): Body {
  return orderBody([{ product: optionProduct(menu, chilonzor) }], { branchId: chilonzor }) as Body;
}

const cases: Array<[string, (body: Body, id: number) => void]> = [
  ['branch.id', (b, id) => Object.assign(b, { branch: { id } })],
  ['tableId', (b, id) => Object.assign(b, { serviceType: 'DINE_IN', hallId: 1, tableId: id })],
  ['hallId', (b, id) => Object.assign(b, { hallId: id })],
  ['cartItems.0.product.id', (b, id) => Object.assign(b.cartItems[0]!.product, { id })],
  ['cartItems.0.modifications.0.id', (b, id) => Object.assign(b.cartItems[0]!.modifications![0]!, { id })],
  ['deliveryTariffId', (b, id) => Object.assign(b, { deliveryTariffId: id })],
  ['cityId', (b, id) => Object.assign(b, { cityId: id })],
  [
    'address.cityId',
    (b, id) =>
      Object.assign(b, {
        serviceType: 'DELIVERY',
        address: { name: 'Amir Temur 1', ...TASHKENT_CENTRE, cityId: id },
      }),
  ],
];

describe('ids out of the integer range', () => {
  it.each(cases)('refuses %s above 2^31−1 with a 400 and places nothing', async (field, set) => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const body = baseBody();
    set(body, TOO_BIG);
    const res = await postOrder(t, demo, token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    const orders = await t.db.select().from(tables.orders).where(eq(tables.orders.userId, user.id));
    expect(orders).toEqual([]);
  });

  it.each([0, -1, 1.5, TOO_BIG])('refuses a branch id of %s', async (id) => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const body = baseBody();
    body.branch = { id };
    const res = await postOrder(t, demo, token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe('branch.id');
  });

  it('refuses a delivery tariff request for a branch or city beyond the range', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    for (const [field, value] of [
      ['branchId', TOO_BIG],
      ['cityId', TOO_BIG],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/deliveries/v1/delivery/tariff/client/calculate',
        headers: asUser(demo, token),
        payload: {
          productPrice: 100_000,
          distance: 0,
          branchId: chilonzor,
          cityId: 1,
          address: 'x',
          ...TASHKENT_CENTRE,
          [field]: value,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });

  it('refuses a path id beyond the range', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    for (const id of [String(TOO_BIG), '0', '-3', '1.5', '9'.repeat(30)]) {
      const res = await t.app.inject({ url: `/api/orders/v1/orders/${id}`, headers: asUser(demo, token) });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
