import { tables } from '@dastarkhan/db';
import { StaffReservationSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { MONDAY_NOON } from '../../test-support/orders.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { reservations, notifications, branches, diningTables, users } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
let clock = MONDAY_NOON; // 12:00 in Tashkent, Monday 2026-11-23
const nextPhone = phoneSequence('99893');
let chilonzor: number;
let samarqand: number;
let tablesOf: Array<{ id: number; name: string }>;
let operator: { token: string; user: { id: number } };
let lavashOperator: string;

const OWN = '/api/users/v1/reservations';
const STAFF = '/api/users/v1/operator/reservations';
const KITCHEN = '998900000004';
const COURIER = '998900000011';

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
  const demoBranches = await t.db
    .select()
    .from(branches)
    .where(eq(branches.merchantId, Number(demo)));
  chilonzor = demoBranches.find((b) => b.name.eng === 'Dastarkhan Chilanzar')!.id;
  samarqand = demoBranches.find((b) => b.name.eng === 'Dastarkhan Samarkand')!.id;
  tablesOf = await t.db.select().from(diningTables).where(eq(diningTables.branchId, chilonzor));
  operator = await loginByPhone(t, demo, '998900000001');
  lavashOperator = (await loginByPhone(t, lavash, '998900000002')).token;
});
afterAll(() => t.close());
beforeEach(() => {
  clock = MONDAY_NOON;
});

let tableCursor = 0;
const nextTable = () => tablesOf[tableCursor++]!;

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload?: object,
  merchant = demo,
) => t.app.inject({ method, url, headers: asUser(merchant, token), ...(payload ? { payload } : {}) });

/** A customer books a table of Chilanzar through the customer call; answers the booking and customer. */
async function booked(day = '2026-11-23', time = '19:00') {
  const customer = await loginByPhone(t, demo, nextPhone());
  const table = nextTable();
  const res = await call('POST', OWN, customer.token, {
    branchId: chilonzor,
    tableId: table.id,
    chairs: 2,
    day,
    time,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, customer, table };
}

/** A fresh member of staff of `demo` with a role and branches (null: all). */
async function staffAs(role: string, branchIds: number[] | null) {
  const { token, user } = await loginByPhone(t, demo, nextPhone());
  await t.db.update(users).set({ role, branchIds }).where(eq(users.id, user.id));
  return token;
}

const rowOf = async (id: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const noticesOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
const ids = (res: { json(): { data: Array<{ id: number }> } }) => res.json().data.map((r) => r.id);

describe("staff's list of bookings", () => {
  it("lists today's and coming bookings soonest first, with the customer; from a later day; cancelled ones on request", async () => {
    const tomorrow = await booked('2026-11-24', '13:00');
    const tonight = await booked('2026-11-23', '20:00');
    const dropped = await booked('2026-11-23', '21:00');
    expect((await call('PUT', `${OWN}/${dropped.id}/cancel`, dropped.customer.token)).statusCode).toBe(200);

    const res = await call('GET', STAFF, operator.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.map((r: unknown) => StaffReservationSchema.parse(r));
    const mine = list.filter((r: { id: number }) => [tomorrow.id, tonight.id, dropped.id].includes(r.id));
    expect(mine.map((r: { id: number }) => r.id)).toEqual([tonight.id, tomorrow.id]);
    expect(mine[0]).toMatchObject({
      status: 'CONFIRMED',
      day: '2026-11-23',
      time: '20:00',
      tableName: tonight.table.name,
      customer: { id: tonight.customer.user.id, phone: tonight.customer.user.phone },
      changedBy: null,
      cancelReason: null,
    });
    const times = list.map((r: { reservedAt: string }) => r.reservedAt);
    expect(times).toEqual([...times].sort());

    expect(ids(await call('GET', `${STAFF}?from=2026-11-24`, operator.token))).not.toContain(tonight.id);
    expect(ids(await call('GET', `${STAFF}?from=2026-11-24`, operator.token))).toContain(tomorrow.id);
    expect(ids(await call('GET', `${STAFF}?includeCanceled=true`, operator.token))).toContain(dropped.id);
    expect(ids(await call('GET', `${STAFF}?branchId=${samarqand}`, operator.token))).toEqual([]);
  });
});

describe('confirming and cancelling a booking', () => {
  it('confirms a booking waiting for the restaurant, and tells the customer', async () => {
    const { id, customer } = await booked('2026-11-24', '19:00');
    // Made CONFIRMED at once: confirming again changes nothing and is refused.
    expectError(
      await call('PUT', `${STAFF}/${id}/status`, operator.token, { status: 'CONFIRMED' }),
      409,
      'RESERVATION_STATUS_REFUSED',
      'status',
    );
    await t.db.update(reservations).set({ status: 'BOOKED' }).where(eq(reservations.id, id));
    const res = await call('PUT', `${STAFF}/${id}/status`, operator.token, { status: 'CONFIRMED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(StaffReservationSchema.parse(res.json().data)).toMatchObject({
      id,
      status: 'CONFIRMED',
      changedAt: clock.toISOString(),
      changedBy: { id: operator.user.id },
      cancelReason: null,
    });
    const notices = await noticesOf(customer.user.id);
    expect(notices.map((n) => n.title.eng)).toEqual(['Table booked', 'Booking confirmed']);
    expect(notices[1]!.body?.ru).toContain('24.11 19:00');
  });

  it('cancels with a reason the customer reads in their language; a cancelled one cannot be confirmed', async () => {
    const { id, customer } = await booked('2026-11-23', '18:00');
    const res = await call('PUT', `${STAFF}/${id}/status`, operator.token, {
      status: 'CANCELED',
      reason: 'Зал закрыт на банкет',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'Зал закрыт на банкет',
      cancellable: false,
    });
    const [, notice] = await noticesOf(customer.user.id);
    expect(notice).toMatchObject({
      type: 'RESERVATION',
      title: { eng: 'Booking cancelled by the restaurant' },
    });
    expect(notice!.body).toMatchObject({
      uz: expect.stringContaining('Sabab: Зал закрыт на банкет'),
      ru: expect.stringContaining('Причина: Зал закрыт на банкет'),
      eng: expect.stringContaining('Reason: Зал закрыт на банкет'),
    });
    for (const status of ['CONFIRMED', 'CANCELED'])
      expectError(
        await call('PUT', `${STAFF}/${id}/status`, operator.token, { status }),
        409,
        'RESERVATION_STATUS_REFUSED',
      );
    expect(await noticesOf(customer.user.id)).toHaveLength(2);
    // The customer's own list shows it cancelled; the table is free again for others.
    expect((await call('GET', `${OWN}/${id}`, customer.token)).json().data.status).toBe('CANCELED');
  });

  it('changes nothing once the booking has started', async () => {
    const { id } = await booked('2026-11-23', '13:00');
    clock = new Date('2026-11-23T08:00:00.000Z'); // 13:00 in Tashkent
    expectError(
      await call('PUT', `${STAFF}/${id}/status`, operator.token, { status: 'CANCELED', reason: 'late' }),
      409,
      'RESERVATION_STATUS_REFUSED',
    );
    expect(await rowOf(id)).toMatchObject({ status: 'CONFIRMED', changedBy: null });
  });
});

describe('who may see and change bookings', () => {
  it('refuses customers, the kitchen and couriers', async () => {
    const { id, customer } = await booked('2026-11-25', '19:00');
    expectError(await call('GET', STAFF, customer.token), 403, 'NOT_STAFF');
    expectError(
      await call('PUT', `${STAFF}/${id}/status`, customer.token, { status: 'CANCELED' }),
      403,
      'NOT_STAFF',
    );
    for (const phone of [KITCHEN, COURIER]) {
      const { token } = await loginByPhone(t, demo, phone);
      expectError(await call('GET', STAFF, token), 403, 'FORBIDDEN');
      expectError(
        await call('PUT', `${STAFF}/${id}/status`, token, { status: 'CANCELED' }),
        403,
        'FORBIDDEN',
      );
    }
    expect((await rowOf(id)).status).toBe('CONFIRMED');
  });

  it('keeps a member of staff to their branches and an operator to their tenant', async () => {
    const { id } = await booked('2026-11-25', '20:00');
    const elsewhere = await staffAs('MANAGER', [samarqand]);
    expect(ids(await call('GET', STAFF, elsewhere))).toEqual([]);
    expectError(
      await call('GET', `${STAFF}?branchId=${chilonzor}`, elsewhere),
      403,
      'BRANCH_FORBIDDEN',
      'branchId',
    );
    expectError(
      await call('PUT', `${STAFF}/${id}/status`, elsewhere, { status: 'CANCELED' }),
      403,
      'BRANCH_FORBIDDEN',
    );
    const here = await staffAs('MANAGER', [chilonzor]);
    expect(ids(await call('GET', STAFF, here))).toContain(id);

    expect(ids(await call('GET', STAFF, lavashOperator, undefined, lavash))).not.toContain(id);
    expectError(
      await call('PUT', `${STAFF}/${id}/status`, lavashOperator, { status: 'CANCELED' }, lavash),
      404,
      'RESERVATION_NOT_FOUND',
    );
    expectError(
      await call('PUT', `${STAFF}/${id}/status`, operator.token, { status: 'CANCELED' }, lavash),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
    expect(await rowOf(id)).toMatchObject({ status: 'CONFIRMED', changedBy: null });
  });

  it('answers bad input with a localised 400 naming the field, and changes nothing', async () => {
    const { id } = await booked('2026-11-25', '21:00');
    const put = (payload: object) => call('PUT', `${STAFF}/${id}/status`, operator.token, payload);
    expectError(await put({}), 400, 'REQUIRED_FIELD', 'status');
    expectError(await put({ status: 'COMPLETED' }), 400, 'VALIDATION_FAILED', 'status');
    expectError(
      await put({ status: 'CANCELED', reason: 'x'.repeat(301) }),
      400,
      'VALIDATION_FAILED',
      'reason',
    );
    expectError(await put({ status: 'CANCELED', notify: false }), 400, 'VALIDATION_FAILED');
    expectError(
      await call('PUT', `${STAFF}/abc/status`, operator.token, { status: 'CANCELED' }),
      400,
      'VALIDATION_FAILED',
      'id',
    );
    expectError(
      await call('GET', `${STAFF}?from=tomorrow`, operator.token),
      400,
      'VALIDATION_FAILED',
      'from',
    );
    expectError(
      await call('PUT', `${STAFF}/999999/status`, operator.token, { status: 'CANCELED' }),
      404,
      'RESERVATION_NOT_FOUND',
    );
    expect(await rowOf(id)).toMatchObject({ status: 'CONFIRMED', changedBy: null, cancelReason: null });
  });

  it('is in the API document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths[STAFF]?.get).toBeDefined();
    expect(doc.paths[`${STAFF}/{id}/status`]?.put).toBeDefined();
  });
});
