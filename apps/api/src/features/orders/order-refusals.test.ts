import { tables } from '@dastarkhan/db';
import { cookingLeadMinutes, orderSlots, type PromoTerms } from '@dastarkhan/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import {
  branchIds,
  defaultOptions,
  MONDAY_NOON,
  menuOf,
  optionProduct,
  orderBody,
  plainProduct,
  postOrder,
} from '../../test-support/orders.js';

// Every refusal of order creation (issue 5): a clear code, the field, and nothing written.

let clock = MONDAY_NOON;
const nextPhone = phoneSequence('99895');
const { t, demo, lavash, menu, branches, chilonzor } = await orderWorld({ now: () => clock });

const orderCount = () => t.db.$count(tables.orders);
async function refused(body: unknown, status: number, code: string, field?: string, scheduled = false) {
  const { token } = await loginByPhone(t, demo, nextPhone());
  const before = await orderCount();
  expectError(await postOrder(t, demo, token, body, { scheduled }), status, code, field);
  expect(await orderCount()).toBe(before);
}
async function withClock<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  clock = at;
  try {
    return await fn();
  } finally {
    clock = MONDAY_NOON;
  }
}
async function promoTerms(code: string): Promise<PromoTerms & { code: string }> {
  const [row] = await t.db
    .select()
    .from(tables.promos)
    .where(and(eq(tables.promos.merchantId, Number(demo)), eq(tables.promos.code, code)));
  return {
    ...row!,
    discountType: row!.discountType as 'AMOUNT' | 'PERCENTAGE',
    startDate: row!.startDate.toISOString(),
    endDate: row!.endDate.toISOString(),
  };
}
const plain = () => plainProduct(menu, chilonzor);
const pickUp = (extra = {}) => orderBody([{ product: plain() }], { branchId: chilonzor, extra });

describe('what and where', () => {
  it('refuses a service type the tenant switched off', async () => {
    const { token } = await loginByPhone(t, lavash, nextPhone());
    const lavashMenu = await menuOf(t, lavash);
    const lavashBranch = Object.values(await branchIds(t, lavash))[0]!;
    const body = orderBody([{ product: plainProduct(lavashMenu, lavashBranch) }], {
      branchId: lavashBranch,
      serviceType: 'DELIVERY',
    });
    expectError(await postOrder(t, lavash, token, body), 422, 'SERVICE_TYPE_UNAVAILABLE', 'serviceType');
  });

  it('refuses a payment type the tenant does not take', async () => {
    await t.db.execute(
      sql`update merchant_settings set settings = settings || '{"uzumActive": false}'::jsonb where merchant_id = ${Number(demo)}`,
    );
    try {
      await refused(pickUp({ paymentType: 'UZUM' }), 422, 'PAYMENT_TYPE_UNAVAILABLE', 'paymentType');
    } finally {
      await t.db.execute(
        sql`update merchant_settings set settings = settings || '{"uzumActive": true}'::jsonb where merchant_id = ${Number(demo)}`,
      );
    }
  });

  it("refuses another tenant's branch and a missing branch", async () => {
    const lavashBranch = Object.values(await branchIds(t, lavash))[0]!;
    await refused(
      orderBody([{ product: plain() }], { branchId: lavashBranch }),
      404,
      'BRANCH_NOT_FOUND',
      'branch',
    );
    await refused({ ...pickUp(), branch: null }, 400, 'REQUIRED_FIELD', 'branch');
  });

  it('refuses a branch that does not offer the service type', async () => {
    const samarkand = branches['Dastarkhan Samarkand']!;
    const body = orderBody([{ product: plainProduct(menu, samarkand) }], {
      branchId: samarkand,
      serviceType: 'EXPRESS_24',
    });
    await refused(body, 422, 'SERVICE_TYPE_UNAVAILABLE', 'serviceType');
  });

  it('refuses a product not sold at the branch right now', async () => {
    const product = plain();
    await t.db
      .update(tables.productBranches)
      .set({ isActive: false })
      .where(
        and(eq(tables.productBranches.productId, product.id), eq(tables.productBranches.branchId, chilonzor)),
      );
    try {
      await refused(
        orderBody([{ product }], { branchId: chilonzor }),
        422,
        'PRODUCT_NOT_AVAILABLE',
        'cartItems.0.product.id',
      );
    } finally {
      await t.db
        .update(tables.productBranches)
        .set({ isActive: true })
        .where(
          and(
            eq(tables.productBranches.productId, product.id),
            eq(tables.productBranches.branchId, chilonzor),
          ),
        );
    }
  });

  it('refuses an unknown product', async () => {
    const body = pickUp();
    (body.cartItems[0]!.product as { id: number }).id = 999_999;
    await refused(body, 404, 'PRODUCT_NOT_FOUND', 'cartItems.0.product.id');
  });

  it('refuses options below the minimum, above the maximum, and options of another product', async () => {
    const product = optionProduct(menu, chilonzor);
    await refused(
      orderBody([{ product, options: [] }], { branchId: chilonzor }),
      422,
      'OPTIONS_BELOW_MIN',
      'cartItems.0.modifications',
    );
    const withRoom = menu.find(
      (p) =>
        p.productBranch.some((pb) => pb.branch.id === chilonzor) &&
        (p.modificationGroups ?? []).some((g) => g.modifications.length > g.max),
    )!;
    const group = withRoom.modificationGroups!.find((g) => g.modifications.length > g.max)!;
    const tooMany = [
      ...defaultOptions(withRoom).filter((o) => o.groupId !== group.id),
      ...group.modifications
        .slice(0, group.max + 1)
        .map((m) => ({ id: m.id, groupId: group.id, price: m.price, count: 1 })),
    ];
    await refused(
      orderBody([{ product: withRoom, options: tooMany }], { branchId: chilonzor }),
      422,
      'OPTIONS_ABOVE_MAX',
      'cartItems.0.modifications',
    );
    const other = menu.find((p) => p.id !== product.id && (p.modificationGroups ?? []).length > 0)!;
    const foreign = other.modificationGroups![0]!.modifications[0]!;
    await refused(
      orderBody(
        [
          {
            product,
            options: [
              ...defaultOptions(product),
              { id: foreign.id, groupId: other.modificationGroups![0]!.id, price: foreign.price, count: 1 },
            ],
          },
        ],
        { branchId: chilonzor },
      ),
      422,
      'PRODUCT_NOT_AVAILABLE',
      'cartItems.0.modifications',
    );
  });

  it('refuses a tampered option price', async () => {
    const product = optionProduct(menu, chilonzor);
    const options = defaultOptions(product).map((o) => ({ ...o, price: o.price + 500 }));
    await refused(
      orderBody([{ product, options }], { branchId: chilonzor }),
      422,
      'PRODUCT_OVERPRICED',
      'cartItems.0.modifications',
    );
  });

  it('refuses more than the stock limit, counted across lines of the same product', async () => {
    const product = plain();
    await t.db.update(tables.products).set({ maxCount: 3 }).where(eq(tables.products.id, product.id));
    try {
      await refused(
        orderBody(
          [
            { product, count: 2 },
            { product, count: 2 },
          ],
          { branchId: chilonzor },
        ),
        422,
        'NOT_ENOUGH_STOCK',
        'cartItems.1.product.count',
      );
      const { token } = await loginByPhone(t, demo, nextPhone());
      const ok = await postOrder(t, demo, token, orderBody([{ product, count: 3 }], { branchId: chilonzor }));
      expect(ok.statusCode, ok.body).toBe(201);
    } finally {
      await t.db.update(tables.products).set({ maxCount: null }).where(eq(tables.products.id, product.id));
    }
  });

  it('refuses a delivery without an address, and a point outside every zone', async () => {
    const body = orderBody([{ product: plain() }], {
      branchId: chilonzor,
      serviceType: 'DELIVERY',
      deliveryPrice: 12000,
    });
    await refused({ ...body, address: null }, 422, 'NO_ADDRESS', 'address');
    const far = orderBody([{ product: plain() }], {
      branchId: chilonzor,
      serviceType: 'DELIVERY',
      deliveryPrice: 12000,
      point: { latitude: 41.7, longitude: 69.9 },
    });
    await refused(far, 422, 'OUT_OF_SERVICE_ZONE', 'address');
  });

  it('refuses a dine-in order at a table of another branch, and takes one at its own', async () => {
    const halls = await t.app.inject({
      url: `/api/users/v1/branches/${chilonzor}/halls`,
      headers: { merchant: demo },
    });
    const table = halls.json().data[0].tables[0];
    const yunusobod = branches['Dastarkhan Yunusabad']!;
    const elsewhere = orderBody([{ product: plainProduct(menu, yunusobod) }], {
      branchId: yunusobod,
      serviceType: 'DINE_IN',
      extra: { tableId: table.id },
    });
    await refused(elsewhere, 404, 'TABLE_NOT_FOUND', 'tableId');
    const { token } = await loginByPhone(t, demo, nextPhone());
    const here = orderBody([{ product: plain() }], {
      branchId: chilonzor,
      serviceType: 'DINE_IN',
      extra: { tableId: table.id },
    });
    const res = await postOrder(t, demo, token, here);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      serviceType: 'DINE_IN',
      tableId: table.id,
      hallId: halls.json().data[0].id,
      deliveryPrice: 0,
    });
  });
});

describe('when', () => {
  it('refuses an order now while the branch is closed, and delivery outside delivery hours', async () => {
    // Tuesday 01:00 in Tashkent: Chilonzor closed.
    await withClock(new Date('2026-11-23T20:00:00.000Z'), () =>
      refused(
        orderBody([{ product: plain() }], { branchId: chilonzor, now: clock }),
        422,
        'BRANCH_CLOSED',
        'branch',
      ),
    );
    // Friday 23:30: Chilonzor open till 02:00, but it delivers 10:00–23:00.
    await withClock(new Date('2026-11-27T18:30:00.000Z'), async () => {
      const body = orderBody([{ product: plain() }], {
        branchId: chilonzor,
        serviceType: 'DELIVERY',
        deliveryPrice: 12000,
        now: clock,
      });
      await refused(body, 422, 'DELIVERY_HOURS', 'time');
    });
  });

  it('takes the first slot of a day (opening + cooking lead) and refuses the one before it', async () => {
    const product = plain();
    const lead = cookingLeadMinutes([product]);
    const branch = (
      await t.app.inject({ url: `/api/users/v1/branches/${chilonzor}`, headers: { merchant: demo } })
    ).json().data;
    const [first] = orderSlots(branch.workHours, '2026-11-24', MONDAY_NOON, lead);
    expect(first).toBeDefined();
    const earlier = `${String(Number(first!.slice(0, 2)) - (first!.endsWith(':00') ? 1 : 0)).padStart(2, '0')}:${first!.endsWith(':00') ? '30' : '00'}`;
    await refused(
      pickUp({ later: true, day: '2026-11-24', time: earlier }),
      422,
      'ORDER_TIME_UNAVAILABLE',
      'time',
      true,
    );
    const { token } = await loginByPhone(t, demo, nextPhone());
    const res = await postOrder(t, demo, token, pickUp({ later: true, day: '2026-11-24', time: first }), {
      scheduled: true,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a slot in the past, one after closing, one too far ahead, and a later order without a time', async () => {
    await refused(
      pickUp({ later: true, day: '2026-11-23', time: '11:00' }),
      422,
      'ORDER_TIME_IN_PAST',
      'time',
      true,
    );
    await refused(
      pickUp({ later: true, day: '2026-11-23', time: '23:30' }),
      422,
      'ORDER_TIME_UNAVAILABLE',
      'time',
      true,
    );
    await refused(
      pickUp({ later: true, day: '2026-11-30', time: '13:00' }),
      422,
      'ORDER_TIME_UNAVAILABLE',
      'time',
      true,
    );
    await refused(pickUp({ later: true, day: '2026-11-23' }), 400, 'REQUIRED_FIELD', 'time', true);
  });
});

describe('how much', () => {
  it('applies a percentage promo at or above its minimum and refuses it below', async () => {
    const promo = await promoTerms('PLOV10');
    const product = plain();
    const count = Math.ceil(
      promo.minPrice / (product.costPrice - Math.round((product.costPrice * (product.discount ?? 0)) / 100)),
    );
    const { token } = await loginByPhone(t, demo, nextPhone());
    const ok = await postOrder(
      t,
      demo,
      token,
      orderBody([{ product, count }], { branchId: chilonzor, promo }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.totals.totalProductDiscount).toBeGreaterThan(ok.json().data.totals.productDiscount);
    expect(ok.json().data.promoCode).toBe('PLOV10');

    const below = orderBody([{ product }], { branchId: chilonzor, promo: null });
    await refused({ ...below, promoCode: 'plov10' }, 422, 'PROMO_BELOW_MIN_PRICE', 'promoCode');
  });

  it('counts a basket exactly at the minimum as qualifying (inclusive)', async () => {
    const product = plain();
    const net = product.costPrice - Math.round((product.costPrice * (product.discount ?? 0)) / 100);
    await t.db.insert(tables.promos).values({
      merchantId: Number(demo),
      code: 'EXACT',
      discountType: 'AMOUNT',
      productDiscount: 1000,
      deliveryDiscount: 0,
      minPrice: net * 2,
      startDate: new Date('2026-01-01T00:00:00Z'),
      endDate: new Date('2027-01-01T00:00:00Z'),
    });
    const promo = await promoTerms('EXACT');
    const { token } = await loginByPhone(t, demo, nextPhone());
    const res = await postOrder(
      t,
      demo,
      token,
      orderBody([{ product, count: 2 }], { branchId: chilonzor, promo }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.totals.totalProductDiscount - res.json().data.totals.productDiscount).toBe(1000);
  });

  it('takes the delivery discount of a free-delivery promo, never more than the delivery price', async () => {
    const promo = await promoTerms('FREEDELIVERY');
    const product = plain();
    const { token } = await loginByPhone(t, demo, nextPhone());
    const body = orderBody([{ product, count: Math.ceil(promo.minPrice / product.costPrice) + 1 }], {
      branchId: chilonzor,
      serviceType: 'DELIVERY',
      deliveryPrice: 12000,
      promo,
    });
    const res = await postOrder(t, demo, token, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ deliveryPrice: 12000, deliveryDiscount: 12000 });
  });

  it('refuses expired, not yet started, switched-off and unknown codes, and codes where promos are off', async () => {
    const product = plain();
    const big = (code: string) => ({
      ...orderBody([{ product, count: 20 }], { branchId: chilonzor }),
      promoCode: code,
    });
    await refused(big('SUMMER25'), 422, 'PROMO_EXPIRED', 'promoCode');
    await refused(big('NEWYEAR27'), 422, 'PROMO_NOT_STARTED', 'promoCode');
    await refused(big('STAFF15'), 422, 'PROMO_INACTIVE', 'promoCode');
    await refused(big('NOSUCHCODE'), 404, 'PROMO_NOT_FOUND', 'promoCode');

    const check = (merchant: string, code: string, productPrice: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/v1/promos/check',
        headers: { merchant },
        payload: { code, productPrice },
      });
    expectError(await check(lavash, 'PLOV10', 500000), 422, 'PROMO_UNAVAILABLE', 'code');
    expectError(await check(demo, 'SUMMER25', 500000), 422, 'PROMO_EXPIRED', 'code');
    expectError(await check(demo, 'PLOV10', 99999), 422, 'PROMO_BELOW_MIN_PRICE', 'code');
    const ok = await check(demo, 'plov10', 100000);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ code: 'PLOV10', discountType: 'PERCENTAGE', productDiscount: 10 });
  });

  it('spends cashback up to the balance, refuses more, and gives it back when the order is canceled', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    await t.db.update(tables.users).set({ cashback: 5000 }).where(eq(tables.users.id, user.id));
    const product = plain();
    const tooMuch = orderBody([{ product }], {
      branchId: chilonzor,
      cashback: { requested: 6000, balance: 6000 },
    });
    expectError(await postOrder(t, demo, token, tooMuch), 422, 'CASHBACK_INSUFFICIENT', 'cashback');

    const body = orderBody([{ product }], {
      branchId: chilonzor,
      cashback: { requested: 3000, balance: 5000 },
    });
    const res = await postOrder(t, demo, token, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.totals.cashback).toBe(3000);
    const balance = async () =>
      (
        await t.db.select({ c: tables.users.cashback }).from(tables.users).where(eq(tables.users.id, user.id))
      )[0]!.c;
    expect(await balance()).toBe(2000);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/orders/${res.json().data.id}/cancel`,
      headers: { merchant: demo, authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance()).toBe(5000);
    const ledger = await t.db
      .select({ amount: tables.cashbackTransactions.amount, kind: tables.cashbackTransactions.kind })
      .from(tables.cashbackTransactions)
      .where(eq(tables.cashbackTransactions.userId, user.id));
    expect(ledger).toEqual([
      { amount: -3000, kind: 'SPENT' },
      { amount: 3000, kind: 'REFUND' },
    ]);
  });

  it('refuses totals that differ from the server, and an order without totals', async () => {
    const body = pickUp();
    await refused(
      { ...body, totals: { ...body.totals!, totalPrice: body.totals!.totalPrice - 1 } },
      422,
      'ORDER_TOTALS_MISMATCH',
      'totals.totalPrice',
    );
    const delivery = orderBody([{ product: plain() }], {
      branchId: chilonzor,
      serviceType: 'DELIVERY',
      deliveryPrice: 5000,
    });
    await refused(delivery, 422, 'ORDER_TOTALS_MISMATCH', 'totals.totalPrice');
    await refused({ ...body, totals: null }, 400, 'TOTALS_REQUIRED', 'totals');
  });
});
