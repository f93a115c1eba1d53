import { tables } from '@dastarkhan/db';
import { CashbackSettingsSchema, OrderDetailsSchema } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

const nextPhone = phoneSequence('99881');
const { t, demo, lavash, menu, chilonzor, operator } = await orderWorld({ operator: true });
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;

const read = (token: string, merchant = demo) =>
  t.app.inject({ url: '/api/users/v1/operator/cashback', headers: asUser(merchant, token) });
const write = (token: string, payload: object, merchant = demo) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/operator/cashback',
    headers: asUser(merchant, token),
    payload,
  });
const stored = async () => {
  const [merchant] = await t.db
    .select()
    .from(tables.merchants)
    .where(eq(tables.merchants.id, Number(demo)));
  const [settings] = await t.db
    .select()
    .from(tables.merchantSettings)
    .where(eq(tables.merchantSettings.merchantId, Number(demo)));
  return { rate: merchant!.cashbackRate, settings: settings!.settings };
};
const audits = () =>
  t.db
    .select()
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.entity, 'cashback'), eq(tables.auditLog.merchantId, Number(demo))));

/** A pick-up order paid in cash, closed by the operator; answers what it earned and what it paid. */
async function closedOrder(): Promise<{ earned: number; paid: number }> {
  const me = await loginByPhone(t, demo, nextPhone());
  const res = await postOrder(
    t,
    demo,
    me.token,
    orderBody([{ product: plainProduct(menu, chilonzor), count: 2 }], { branchId: chilonzor }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = OrderDetailsSchema.parse(res.json().data);
  for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/operator/orders/${order.id}/status`,
      headers: asUser(demo, operator),
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const [user] = await t.db.select().from(tables.users).where(eq(tables.users.id, me.user.id));
  return { earned: user!.cashback, paid: order.totals.totalPrice };
}

const ALL_SERVICES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24'];
const ALL_PAYMENTS = ['CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER'];

describe('cashback settings in the console', () => {
  it("reads the seeded settings: on, demo's 3 %, every order earns", async () => {
    const res = await read(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(CashbackSettingsSchema.parse(res.json().data)).toEqual({
      isActive: true,
      percent: 3,
      serviceTypes: ALL_SERVICES,
      paymentTypes: ALL_PAYMENTS,
    });
  });

  it('refuses customers, operators, a token of another tenant, and bad values, changing nothing', async () => {
    const before = await stored();
    const customer = (await loginByPhone(t, demo, nextPhone())).token;
    const good = { isActive: true, percent: 5, serviceTypes: ['PICK_UP'], paymentTypes: ['CASH'] };
    expectError(await write(customer, good), 403, 'NOT_STAFF');
    expectError(await write(operator, good), 403, 'FORBIDDEN');
    expectError(await read(operator), 403, 'FORBIDDEN');
    expect((await write(owner, good, lavash)).statusCode).toBe(401);
    expectError(await write(owner, { ...good, percent: 0 }), 400, 'CASHBACK_PERCENT_INVALID', 'percent');
    expectError(await write(owner, { ...good, percent: 51 }), 400, 'CASHBACK_PERCENT_INVALID', 'percent');
    expectError(
      await write(owner, { ...good, percent: -1, isActive: false }),
      400,
      'CASHBACK_PERCENT_INVALID',
    );
    expectError(
      await write(owner, { ...good, serviceTypes: [] }),
      400,
      'CASHBACK_RULES_EMPTY',
      'serviceTypes',
    );
    expectError(
      await write(owner, { ...good, paymentTypes: [] }),
      400,
      'CASHBACK_RULES_EMPTY',
      'paymentTypes',
    );
    expectError(await write(owner, { ...good, paymentTypes: ['BITCOIN'] }), 400, 'VALIDATION_FAILED');
    expectError(await write(owner, { ...good, percent: 2.5 }), 400, 'VALIDATION_FAILED', 'percent');
    expect(await stored()).toEqual(before);
    expect(await audits()).toEqual([]);
    // Another tenant's owner changes only their own tenant.
    const theirs = await write(lavashOwner, { ...good, isActive: false, percent: 0 }, lavash);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('earns only on the chosen service and payment types, by the new percent, audited', async () => {
    const before = await stored();
    try {
      const deliveryOnly = await write(owner, {
        isActive: true,
        percent: 5,
        serviceTypes: ['DELIVERY'],
        paymentTypes: ALL_PAYMENTS,
      });
      expect(deliveryOnly.statusCode, deliveryOnly.body).toBe(200);
      expect(deliveryOnly.json().data).toMatchObject({ percent: 5, serviceTypes: ['DELIVERY'] });
      expect((await closedOrder()).earned).toBe(0);

      expect(
        (
          await write(owner, {
            isActive: true,
            percent: 5,
            serviceTypes: ['PICK_UP'],
            paymentTypes: ['PAYME'],
          })
        ).statusCode,
      ).toBe(200);
      expect((await closedOrder()).earned).toBe(0);

      expect(
        (
          await write(owner, {
            isActive: true,
            percent: 5,
            serviceTypes: ['PICK_UP'],
            paymentTypes: ['CASH'],
          })
        ).statusCode,
      ).toBe(200);
      const earning = await closedOrder();
      expect(earning.earned).toBe(Math.floor((earning.paid * 5) / 100));
      expect(earning.earned).toBeGreaterThan(0);
      // The rest of the settings document is kept.
      const now = await stored();
      expect(now.rate).toBe(5);
      expect(now.settings).toMatchObject({
        ...before.settings,
        cashbackServiceTypes: ['PICK_UP'],
        cashbackPaymentTypes: ['CASH'],
      });

      const off = await write(owner, {
        isActive: false,
        percent: 5,
        serviceTypes: ['PICK_UP'],
        paymentTypes: ['CASH'],
      });
      expect(off.json().data.isActive).toBe(false);
      expect((await closedOrder()).earned).toBe(0);

      const entries = await audits();
      expect(entries).toHaveLength(4);
      expect(entries[0]).toMatchObject({
        action: 'update',
        before: { percent: 3, serviceTypes: ALL_SERVICES },
        after: { percent: 5, serviceTypes: ['DELIVERY'] },
      });
      expect(entries[3]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    } finally {
      await write(owner, {
        isActive: true,
        percent: 3,
        serviceTypes: ALL_SERVICES,
        paymentTypes: ALL_PAYMENTS,
      });
    }
  });
});
