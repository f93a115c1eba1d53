import { tables } from '@dastarkhan/db';
import { type OrderStatus, type PaymentType, type ServiceType, TodayReportSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

const { orders, users } = tables;

const nextPhone = phoneSequence('99880');
const { t, demo, lavash, menu, chilonzor, branches, operator } = await orderWorld({ operator: true });
const yunusobod = branches['Dastarkhan Yunusabad']!;
const lavashOperator = (await loginByPhone(t, lavash, '998900000002')).token;

const TODAY = '/api/orders/v1/operator/reports/today';
const KITCHEN = '998900000004';
const COURIER = '998900000011';
const MINUTE = 60_000;

const get = (url: string, token: string, merchant = demo, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...asUser(merchant, token), ...headers } });

/**
 * Places an order through the customer call, moves it with the operator status route, then pins
 * its time stamps (the database stamps real time; the report's day is the app clock's).
 */
async function order(options: {
  serviceType?: ServiceType;
  paymentType?: PaymentType;
  branchId?: number;
  moves?: Array<{ status: OrderStatus; reason?: string; prepMinutes?: number }>;
  createdAt: Date;
  acceptedAfter?: number;
  readyAfter?: number;
}) {
  const { token } = await loginByPhone(t, demo, nextPhone());
  const branchId = options.branchId ?? chilonzor;
  const serviceType = options.serviceType ?? 'PICK_UP';
  const placed = await postOrder(
    t,
    demo,
    token,
    orderBody([{ product: plainProduct(menu, branchId) }], {
      branchId,
      serviceType,
      paymentType: options.paymentType ?? 'CASH',
      ...(serviceType === 'DELIVERY' ? { deliveryPrice: 12000 } : {}),
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json().data as { id: number };
  for (const move of options.moves ?? []) {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/operator/orders/${id}/status`,
      headers: asUser(demo, operator),
      payload: move,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const at = (minutes?: number) =>
    minutes === undefined ? null : new Date(options.createdAt.getTime() + minutes * MINUTE);
  await t.db
    .update(orders)
    .set({
      createdDate: options.createdAt,
      acceptedTime: at(options.acceptedAfter),
      readyTime: at(options.readyAfter),
    })
    .where(eq(orders.id, id));
  const [row] = await t.db.select({ totalPrice: orders.totalPrice }).from(orders).where(eq(orders.id, id));
  return { id, totalPrice: row!.totalPrice };
}

const ACCEPT = { status: 'ACCEPTED' as const, prepMinutes: 20 };
const TO_READY = [ACCEPT, { status: 'COOKING' as const }, { status: 'DONE' as const }];
const tashkent = (day: string, time: string) => new Date(`${day}T${time}:00+05:00`);

// Monday 23 November 2026 in Tashkent (the app clock is its noon).
const a = await order({
  createdAt: tashkent('2026-11-23', '11:00'),
  moves: TO_READY,
  acceptedAfter: 2,
  readyAfter: 20,
});
const b = await order({
  paymentType: 'TERMINAL',
  createdAt: tashkent('2026-11-23', '11:10'),
  moves: [ACCEPT],
  acceptedAfter: 4,
});
const c = await order({
  serviceType: 'DELIVERY',
  createdAt: tashkent('2026-11-23', '00:30'),
  moves: TO_READY,
  acceptedAfter: 6,
  readyAfter: 30,
});
for (const reason of ['TOO_BUSY', 'TOO_BUSY', 'OUT_OF_STOCK'])
  await order({ createdAt: tashkent('2026-11-23', '09:00'), moves: [{ status: 'CANCELED', reason }] });
// The evening before, in Tashkent (already the 23rd in some other zones): not today.
await order({ createdAt: tashkent('2026-11-22', '23:50'), moves: TO_READY, acceptedAfter: 1, readyAfter: 2 });
const s = await order({ branchId: yunusobod, createdAt: tashkent('2026-11-23', '10:00') });

async function staffAs(role: string, branchIds: number[] | null) {
  const { token, user } = await loginByPhone(t, demo, nextPhone());
  await t.db.update(users).set({ role, branchIds }).where(eq(users.id, user.id));
  return token;
}

describe('the Today report', () => {
  it('counts the Tashkent day per branch: orders and revenue by service and payment type, cancellations, medians', async () => {
    const res = await get(TODAY, operator);
    expect(res.statusCode, res.body).toBe(200);
    const report = TodayReportSchema.parse(res.json().data);
    expect(report.date).toBe('2026-11-23');
    const here = report.branches.find((x) => x.branchId === chilonzor)!;
    expect(here).toEqual({
      branchId: chilonzor,
      name: expect.objectContaining({ eng: 'Dastarkhan Chilanzar' }),
      orders: 3,
      revenue: a.totalPrice + b.totalPrice + c.totalPrice,
      canceled: 3,
      byServiceType: [
        { serviceType: 'DELIVERY', orders: 1, revenue: c.totalPrice },
        { serviceType: 'PICK_UP', orders: 2, revenue: a.totalPrice + b.totalPrice },
      ],
      byPaymentType: [
        { paymentType: 'CASH', orders: 2, revenue: a.totalPrice + c.totalPrice },
        { paymentType: 'TERMINAL', orders: 1, revenue: b.totalPrice },
      ],
      cancellations: [
        { reason: 'TOO_BUSY', count: 2 },
        { reason: 'OUT_OF_STOCK', count: 1 },
      ],
      medianMinutesToAccept: 4,
      medianMinutesToReady: 25,
    });
    const there = report.branches.find((x) => x.branchId === yunusobod)!;
    expect(there).toMatchObject({
      orders: 1,
      revenue: s.totalPrice,
      canceled: 0,
      medianMinutesToAccept: null,
    });
    // Every branch of the merchant is listed, with or without orders.
    expect(report.branches.map((x) => x.branchId)).toEqual(Object.values(branches).sort((x, y) => x - y));
  });

  it('downloads the same as CSV for Excel: a BOM, one row per branch × service × payment line', async () => {
    const res = await get(`${TODAY}.csv?branchId=${chilonzor}`, operator, demo, { 'accept-language': 'ru' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="today-2026-11-23.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('date,branch_id,branch,service_type,payment_type,orders,revenue');
    const name = (await get(TODAY, operator))
      .json()
      .data.branches.find((x: { branchId: number }) => x.branchId === chilonzor).name.ru as string;
    expect(name).toMatch(/[А-Яа-я]/);
    expect(rows).toEqual([
      `2026-11-23,${chilonzor},${name},DELIVERY,CASH,1,${c.totalPrice}`,
      `2026-11-23,${chilonzor},${name},PICK_UP,CASH,1,${a.totalPrice}`,
      `2026-11-23,${chilonzor},${name},PICK_UP,TERMINAL,1,${b.totalPrice}`,
    ]);
    const all = await get(`${TODAY}.csv`, operator);
    expect(all.body).toContain(`2026-11-23,${yunusobod},`);
  });

  it('keeps a member of staff to their branches and each tenant to its own', async () => {
    const elsewhere = await staffAs('MANAGER', [yunusobod]);
    const mine = (await get(TODAY, elsewhere)).json().data;
    expect(mine.branches.map((x: { branchId: number }) => x.branchId)).toEqual([yunusobod]);
    expectError(await get(`${TODAY}?branchId=${chilonzor}`, elsewhere), 403, 'BRANCH_FORBIDDEN', 'branchId');
    expectError(
      await get(`${TODAY}.csv?branchId=${chilonzor}`, elsewhere),
      403,
      'BRANCH_FORBIDDEN',
      'branchId',
    );
    const csvBranches = (await get(`${TODAY}.csv`, elsewhere)).body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((row) => Number(row.split(',')[1]));
    expect(new Set(csvBranches)).toEqual(new Set([yunusobod]));

    const theirs = (await get(TODAY, lavashOperator, lavash)).json().data;
    expect(theirs.branches.map((x: { branchId: number }) => x.branchId)).not.toContain(chilonzor);
    expect(theirs.branches.every((x: { orders: number }) => x.orders === 0)).toBe(true);
    // Another tenant's branch is none of theirs: nothing to count.
    expect(
      (await get(`${TODAY}?branchId=${chilonzor}`, lavashOperator, lavash)).json().data.branches,
    ).toEqual([]);
  });

  it('refuses customers, the kitchen and couriers, and bad input', async () => {
    const customer = await loginByPhone(t, demo, nextPhone());
    expectError(await get(TODAY, customer.token), 403, 'NOT_STAFF');
    for (const phone of [KITCHEN, COURIER]) {
      const { token } = await loginByPhone(t, demo, phone);
      expectError(await get(TODAY, token), 403, 'FORBIDDEN');
      expectError(await get(`${TODAY}.csv`, token), 403, 'FORBIDDEN');
    }
    expectError(await get(`${TODAY}?branchId=abc`, operator), 400, 'VALIDATION_FAILED', 'branchId');
    expectError(await get(`${TODAY}.csv?branchId=0`, operator), 400, 'VALIDATION_FAILED', 'branchId');
    expectError(await get(TODAY, operator, lavash), 401, 'TOKEN_MERCHANT_MISMATCH');
    expectError(
      await t.app.inject({ url: `${TODAY}.csv`, headers: { merchant: demo } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('is in the API document, the CSV as a raw text/csv answer', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>
      >;
    };
    expect(doc.paths[TODAY]?.get).toBeDefined();
    expect(Object.keys(doc.paths[`${TODAY}.csv`]!.get!.responses['200']!.content)).toEqual([
      'text/csv; charset=utf-8',
    ]);
  });
});
