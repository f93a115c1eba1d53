import { tables } from '@dastarkhan/db';
import { OrderDetailsSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';
import {
  endPausesAndStops,
  expireUnpaidOrders,
  markNoShows,
  NO_SHOW_HOLD_MINUTES,
  openScheduledOrders,
  reportNotAccepted,
} from './clock-sweeps.js';
import { runClock } from './run-clock.js';

// Jobs on a clock (issue 18): each sweep is called with the moment it judges by, so a test moves
// time without waiting. That the engine runs the tick once across processes is in jobs tests.

const { t, demo, menu, chilonzor } = await orderWorld();
const merchantId = Number(demo);
const nextPhone = phoneSequence('99894');
const { orders, branches, stopList, reservations, payments, outboxMessages } = tables;
const minutes = (n: number) => n * 60_000;

async function place(options: { scheduled?: boolean; paymentType?: 'CASH' | 'PAYME' } = {}) {
  const customer = await loginByPhone(t, demo, nextPhone());
  const body = orderBody([{ product: plainProduct(menu, chilonzor) }], {
    branchId: chilonzor,
    paymentType: options.paymentType ?? 'CASH',
    ...(options.scheduled ? { extra: { later: true, day: '2026-11-23', time: '18:30' } } : {}),
  });
  const res = await postOrder(t, demo, customer.token, body, { scheduled: options.scheduled ?? false });
  expect(res.statusCode, res.body).toBe(201);
  return { customer, order: OrderDetailsSchema.parse(res.json().data) };
}
const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const lastEvent = async (orderId: number) =>
  (await t.db.select().from(tables.orderEvents).where(eq(tables.orderEvents.orderId, orderId))).at(-1)!;

describe('a scheduled order', () => {
  it('opens at its time minus the branch’s preparation time, as the platform, once', async () => {
    const { order } = await place({ scheduled: true });
    const at = Date.parse('2026-11-23T13:30:00.000Z');
    const early = { now: new Date(at - minutes(21)), recordNow: new Date() };
    await openScheduledOrders(t.app, early);
    expect((await row(order.id)).status).toBe('AT_TIME');
    const due = { now: new Date(at - minutes(20)), recordNow: new Date() };
    expect(await openScheduledOrders(t.app, due)).toBeGreaterThanOrEqual(1);
    expect((await row(order.id)).status).toBe('OPEN');
    const event = await lastEvent(order.id);
    expect(event).toMatchObject({ fromStatus: 'AT_TIME', toStatus: 'OPEN', actorUserId: null });
    // A second tick (another process, a late one) finds nothing to do for it.
    await openScheduledOrders(t.app, due);
    expect(
      (await t.db.select().from(tables.orderEvents).where(eq(tables.orderEvents.orderId, order.id))).length,
    ).toBe(2);
  });

  it('catches up after a downtime: a time long past opens at the first tick', async () => {
    const { order } = await place({ scheduled: true });
    await runClock(t.app, { now: new Date(Date.parse('2026-11-23T16:00:00.000Z')), recordNow: new Date() });
    expect((await row(order.id)).status).toBe('OPEN');
  });
});

describe('an unpaid online order', () => {
  it('is canceled after the tenant’s limit with a reason the customer reads, and not before', async () => {
    const { order, customer } = await place({ paymentType: 'PAYME' });
    const created = (await row(order.id)).createdDate.getTime();
    await expireUnpaidOrders(t.app, { now: new Date(), recordNow: new Date(created + minutes(29)) });
    expect((await row(order.id)).status).toBe('OPEN');
    await expireUnpaidOrders(t.app, { now: new Date(), recordNow: new Date(created + minutes(30)) });
    expect(await row(order.id)).toMatchObject({ status: 'CANCELED', reason: 'NOT_PAID_IN_TIME' });
    const mine = await t.app.inject({
      url: `/api/orders/v1/orders/${order.id}`,
      headers: asUser(demo, customer.token),
    });
    expect(mine.json().data.status).toBe('CANCELED');
  });

  it('follows the tenant’s own limit', async () => {
    const { order } = await place({ paymentType: 'PAYME' });
    const created = (await row(order.id)).createdDate.getTime();
    await t.db
      .update(tables.merchantSettings)
      .set({ settings: { ...(await settingsDoc()), unpaidOrderMinutes: 10 } })
      .where(eq(tables.merchantSettings.merchantId, merchantId));
    t.app.deps.settingsCache.delete(merchantId);
    try {
      await expireUnpaidOrders(t.app, { now: new Date(), recordNow: new Date(created + minutes(10)) });
      expect((await row(order.id)).status).toBe('CANCELED');
    } finally {
      const { unpaidOrderMinutes: _, ...rest } = (await settingsDoc()) as Record<string, unknown>;
      await t.db
        .update(tables.merchantSettings)
        .set({ settings: rest })
        .where(eq(tables.merchantSettings.merchantId, merchantId));
      t.app.deps.settingsCache.delete(merchantId);
    }
  });

  it('is left alone while a provider transaction is open, and when paid, and when paid in cash', async () => {
    const open = await place({ paymentType: 'PAYME' });
    await t.db.insert(payments).values({
      merchantId,
      orderId: open.order.id,
      provider: 'PAYME',
      providerTransactionId: `tx-${open.order.id}`,
      amount: 100_000,
      state: 1,
    });
    const paid = await place({ paymentType: 'PAYME' });
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, paid.order.id));
    const cash = await place({ paymentType: 'CASH' });
    await expireUnpaidOrders(t.app, { now: new Date(), recordNow: new Date(Date.now() + minutes(120)) });
    for (const { order } of [open, paid, cash]) expect((await row(order.id)).status).toBe('OPEN');
  });
});

async function settingsDoc() {
  const [doc] = await t.db
    .select({ settings: tables.merchantSettings.settings })
    .from(tables.merchantSettings)
    .where(eq(tables.merchantSettings.merchantId, merchantId));
  return doc!.settings as Record<string, unknown>;
}

describe('pauses and stops', () => {
  it('end by themselves: the branch is unpaused, busy mode and the stop-list entry are gone, the menu moves on', async () => {
    const until = new Date('2026-11-23T08:00:00.000Z');
    await t.db
      .update(branches)
      .set({ pausedUntil: until, pauseReason: 'rain', busyUntil: until, busyMinutes: 15 })
      .where(eq(branches.id, chilonzor));
    const product = plainProduct(menu, chilonzor);
    await t.db.insert(stopList).values({ merchantId, branchId: chilonzor, productId: product.id, until });
    const [{ version: before }] = (await t.db
      .select({ version: tables.merchants.catalogueVersion })
      .from(tables.merchants)
      .where(eq(tables.merchants.id, merchantId))) as [{ version: number }];
    expect(
      await endPausesAndStops(t.app, { now: new Date(until.getTime() - 1000), recordNow: new Date() }),
    ).toBe(0);
    expect(await endPausesAndStops(t.app, { now: until, recordNow: new Date() })).toBe(3);
    const [branch] = await t.db.select().from(branches).where(eq(branches.id, chilonzor));
    expect(branch).toMatchObject({ pausedUntil: null, pauseReason: null, busyUntil: null, busyMinutes: 0 });
    expect(await t.db.select().from(stopList).where(eq(stopList.productId, product.id))).toHaveLength(0);
    const [{ version: after }] = (await t.db
      .select({ version: tables.merchants.catalogueVersion })
      .from(tables.merchants)
      .where(eq(tables.merchants.id, merchantId))) as [{ version: number }];
    expect(after).toBeGreaterThan(before);
  });
});

describe('a booking nobody confirmed', () => {
  it('is a no-show once its time and the hold have passed; a confirmed one is not', async () => {
    const customer = await loginByPhone(t, demo, nextPhone());
    const at = new Date('2026-11-24T14:00:00.000Z');
    const [booked, confirmed] = await t.db
      .insert(reservations)
      .values([
        {
          merchantId,
          userId: customer.user.id,
          branchId: chilonzor,
          chairs: 2,
          reservedAt: at,
          status: 'BOOKED',
        },
        {
          merchantId,
          userId: customer.user.id,
          branchId: chilonzor,
          chairs: 2,
          reservedAt: at,
          status: 'CONFIRMED',
        },
      ])
      .returning({ id: reservations.id });
    const hold = at.getTime() + minutes(NO_SHOW_HOLD_MINUTES);
    await markNoShows(t.app, { now: new Date(hold - 1000), recordNow: new Date() });
    const status = async (id: number) =>
      (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;
    expect(await status(booked!.id)).toBe('BOOKED');
    await markNoShows(t.app, { now: new Date(hold), recordNow: new Date() });
    expect(await status(booked!.id)).toBe('NO_SHOW');
    expect(await status(confirmed!.id)).toBe('CONFIRMED');
  });
});

describe('an order nobody accepted in time', () => {
  it('is reported to the staff group once', async () => {
    const { order } = await place();
    const created = (await row(order.id)).createdDate.getTime();
    const [branch] = await t.db.select().from(branches).where(eq(branches.id, chilonzor));
    const early = {
      now: new Date(),
      recordNow: new Date(created + minutes(branch!.acceptLimitMinutes) - 1000),
    };
    await reportNotAccepted(t.app, early);
    const mine = () =>
      t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.key, `order:${order.id}:not-accepted`));
    expect(await mine()).toHaveLength(0);
    const late = {
      now: new Date(),
      recordNow: new Date(created + minutes(branch!.acceptLimitMinutes) + 1000),
    };
    await reportNotAccepted(t.app, late);
    await reportNotAccepted(t.app, late);
    const [message] = await mine();
    expect(message).toMatchObject({ channel: 'telegram', topic: 'staff-not-accepted', state: 'pending' });
    expect(JSON.stringify(message!.payload)).toContain(`#${order.number}`);
    expect(await mine()).toHaveLength(1);
  });
});
