import { tables } from '@dastarkhan/db';
import { ReservationDetailsSchema } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  asUser,
  expectError,
  loginByPhone,
  phoneSequence,
  withInterleavedQueries,
} from '../../test-support/accounts.js';
import { MONDAY_NOON } from '../../test-support/orders.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { reservations, notifications, branches, diningTables, merchantSettings } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
let bigmenu: string;
let clock = MONDAY_NOON;
const nextPhone = phoneSequence('99894');
/** Chilonzor (10:00–23:00 on weekdays), its tables, and Samarqand (booking off). */
let chilonzor: number;
let samarqand: number;
let tablesOf: Array<{ id: number; chairs: number; name: string }>;
let otherTenantTable: { id: number; branchId: number };

const URL = '/api/users/v1/reservations';

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
  bigmenu = String(await t.merchantId('bigmenu'));
  const demoBranches = await t.db
    .select()
    .from(branches)
    .where(eq(branches.merchantId, Number(demo)));
  chilonzor = demoBranches.find((b) => b.name.eng === 'Dastarkhan Chilanzar')!.id;
  samarqand = demoBranches.find((b) => b.name.eng === 'Dastarkhan Samarkand')!.id;
  tablesOf = await t.db.select().from(diningTables).where(eq(diningTables.branchId, chilonzor));
  const [foreign] = await t.db
    .select()
    .from(diningTables)
    .where(eq(diningTables.merchantId, Number(bigmenu)));
  otherTenantTable = foreign!;
});
afterAll(() => t.close());
beforeEach(() => {
  clock = MONDAY_NOON;
});

/** Each test books its own table, so tests never meet on one. */
let tableCursor = 0;
const nextTable = (minChairs = 1) => {
  const found = tablesOf.slice(tableCursor).find((table) => table.chairs >= minChairs)!;
  tableCursor = tablesOf.indexOf(found) + 1;
  return found;
};

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
  merchant = demo,
) => t.app.inject({ method, url, headers: asUser(merchant, token), ...(payload ? { payload } : {}) });

const booking = (tableId: number, overrides: Record<string, unknown> = {}) => ({
  branchId: chilonzor,
  tableId,
  chairs: 2,
  day: '2026-11-24',
  time: '19:00',
  ...overrides,
});

const rowsOfTable = (tableId: number) =>
  t.db.select().from(reservations).where(eq(reservations.tableId, tableId));

describe('booking a table', () => {
  it('books, lists, reads and cancels my booking, with the booking phone and a notification each time', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const table = nextTable(4);
    const res = await call('POST', URL, token, booking(table.id, { chairs: 4, comment: 'Tug‘ilgan kun' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = ReservationDetailsSchema.parse(res.json().data);
    expect(created).toMatchObject({
      branchId: chilonzor,
      tableId: table.id,
      tableName: table.name,
      chairs: 4,
      day: '2026-11-24',
      time: '19:00',
      reservedAt: '2026-11-24T14:00:00.000Z',
      durationMinutes: 120,
      status: 'CONFIRMED',
      comment: 'Tug‘ilgan kun',
      bookingPhone: '998712001011',
      cancellable: true,
      userId: user.id,
    });
    expect(created.hallName?.eng).toBe('Main hall');

    const list = await call('GET', URL, token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([created.id]);
    expect((await call('GET', `${URL}/${created.id}`, token)).json().data).toEqual(created);

    const confirmed = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ type: 'RESERVATION', title: { eng: 'Table booked' } });
    expect(confirmed[0]!.body?.eng).toContain(`table ${table.name}, 4 guests, 24.11 19:00`);

    const cancelled = await call('PUT', `${URL}/${created.id}/cancel`, token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id: created.id, status: 'CANCELED', cancellable: false });
    expectError(await call('PUT', `${URL}/${created.id}/cancel`, token), 409, 'RESERVATION_NOT_CANCELLABLE');
    const all = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(all.map((n) => n.title.eng).sort()).toEqual(['Booking cancelled', 'Table booked']);

    // The cancelled time is free again.
    const again = await call('POST', URL, token, booking(table.id, { chairs: 4 }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('lets exactly one of 20 customers booking the same table and time at once succeed; the rest get 409', async () => {
    const table = nextTable();
    const sessions = await Promise.all(Array.from({ length: 20 }, () => loginByPhone(t, demo, nextPhone())));
    const answers = await withInterleavedQueries(t, () =>
      Promise.all(sessions.map(({ token }) => call('POST', URL, token, booking(table.id)))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201))
      expectError(refused, 409, 'BOOKING_SLOT_TAKEN', 'time');
    expect(await rowsOfTable(table.id)).toHaveLength(1);
  });

  it('lets one of several overlapping starts on one table win when they arrive together', async () => {
    const table = nextTable();
    const sessions = await Promise.all(
      ['18:00', '18:30', '19:00', '19:30'].map(async (time) => ({
        time,
        ...(await loginByPhone(t, demo, nextPhone())),
      })),
    );
    const answers = await withInterleavedQueries(t, () =>
      Promise.all(sessions.map(({ token, time }) => call('POST', URL, token, booking(table.id, { time })))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201))
      expectError(refused, 409, 'BOOKING_SLOT_TAKEN');
    expect(await rowsOfTable(table.id)).toHaveLength(1);
  });

  it('refuses a start that overlaps a standing booking of the table and takes one that follows it', async () => {
    const table = nextTable();
    const first = await loginByPhone(t, demo, nextPhone());
    const second = await loginByPhone(t, demo, nextPhone());
    expect((await call('POST', URL, first.token, booking(table.id, { time: '18:00' }))).statusCode).toBe(201);
    for (const time of ['16:30', '17:00', '18:00', '19:30'])
      expectError(
        await call('POST', URL, second.token, booking(table.id, { time })),
        409,
        'BOOKING_SLOT_TAKEN',
      );
    // 16:00–18:00 and 20:00–22:00 touch the booking without overlapping it.
    expect((await call('POST', URL, second.token, booking(table.id, { time: '16:00' }))).statusCode).toBe(
      201,
    );
    expect((await call('POST', URL, second.token, booking(table.id, { time: '20:00' }))).statusCode).toBe(
      201,
    );
    // Another table at the same time is free.
    expect(
      (await call('POST', URL, second.token, booking(nextTable().id, { time: '18:00' }))).statusCode,
    ).toBe(201);
    expect(await rowsOfTable(table.id)).toHaveLength(3);
  });
});

describe('booking rules', () => {
  it('refuses times outside work hours and the last hour before closing', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const table = nextTable();
    for (const time of ['08:00', '09:30', '22:30', '23:00', '23:30'])
      expectError(
        await call('POST', URL, token, booking(table.id, { time })),
        422,
        'BOOKING_OUTSIDE_HOURS',
        'time',
      );
    // Friday the branch stays open until 02:00, so 23:30 is fine.
    expect(
      (await call('POST', URL, token, booking(table.id, { day: '2026-11-27', time: '23:30' }))).statusCode,
    ).toBe(201);
    expect((await call('POST', URL, token, booking(table.id, { time: '10:00' }))).statusCode).toBe(201);
    expect((await call('POST', URL, token, booking(table.id, { time: '22:00' }))).statusCode).toBe(201);
  });

  it('refuses a past time, one too soon, and one too far ahead', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const table = nextTable();
    const past = expectError(
      await call('POST', URL, token, booking(table.id, { day: '2026-11-23', time: '11:00' })),
      422,
      'BOOKING_TIME_IN_PAST',
      'time',
    );
    expect(past.message).toMatchObject({ eng: expect.stringContaining('30 minutes') });
    expectError(
      await call('POST', URL, token, booking(table.id, { day: '2026-11-22' })),
      422,
      'BOOKING_TIME_IN_PAST',
    );
    // Now is 12:00: 12:00 is not ahead, 12:30 is.
    expectError(
      await call('POST', URL, token, booking(table.id, { day: '2026-11-23', time: '12:00' })),
      422,
      'BOOKING_TIME_IN_PAST',
    );
    expect(
      (await call('POST', URL, token, booking(table.id, { day: '2026-11-23', time: '12:30' }))).statusCode,
    ).toBe(201);
    // Today and 13 more days: 2026-12-06 is the last.
    expectError(
      await call('POST', URL, token, booking(table.id, { day: '2026-12-07' })),
      422,
      'BOOKING_TOO_FAR',
    );
    expect((await call('POST', URL, token, booking(table.id, { day: '2026-12-06' }))).statusCode).toBe(201);
    expect(await rowsOfTable(table.id)).toHaveLength(2);
  });

  it('refuses more guests than the table seats and names the chairs', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const table = nextTable();
    const error = expectError(
      await call('POST', URL, token, booking(table.id, { chairs: table.chairs + 1 })),
      422,
      'BOOKING_TOO_MANY_CHAIRS',
      'chairs',
    );
    expect(error.message).toMatchObject({
      eng: `This table seats ${table.chairs}. Please choose a bigger table.`,
    });
    expect(await rowsOfTable(table.id)).toHaveLength(0);
  });

  it('validates the request and names the field', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const table = nextTable();
    const { chairs: _c, ...noChairs } = booking(table.id);
    expectError(await call('POST', URL, token, noChairs), 400, 'REQUIRED_FIELD', 'chairs');
    expectError(
      await call('POST', URL, token, booking(table.id, { chairs: 0 })),
      400,
      'VALIDATION_FAILED',
      'chairs',
    );
    expectError(
      await call('POST', URL, token, booking(table.id, { time: '19:15' })),
      400,
      'VALIDATION_FAILED',
      'time',
    );
    expectError(
      await call('POST', URL, token, booking(table.id, { day: '24.11.2026' })),
      400,
      'VALIDATION_FAILED',
      'day',
    );
    expectError(
      await call('POST', URL, token, booking(table.id, { day: '2026-02-31' })),
      400,
      'VALIDATION_FAILED',
      'day',
    );
    expectError(
      await call('POST', URL, token, booking(table.id, { tableId: 9_999_999_999 })),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('POST', URL, token, booking(table.id, { comment: 'x'.repeat(301) })),
      400,
      'VALIDATION_FAILED',
      'comment',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { merchant: demo },
        payload: booking(table.id),
      }),
      401,
      'UNAUTHORIZED',
    );
    expect(await t.db.select().from(reservations).where(eq(reservations.userId, user.id))).toHaveLength(0);
  });

  it('refuses a branch that takes no bookings, and tables or branches of another tenant', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const [samarqandTable] = await t.db
      .select()
      .from(diningTables)
      .where(eq(diningTables.branchId, samarqand));
    expectError(
      await call('POST', URL, token, booking(samarqandTable!.id, { branchId: samarqand })),
      422,
      'BOOKING_BRANCH_UNAVAILABLE',
      'branchId',
    );
    expectError(
      await call('POST', URL, token, booking(otherTenantTable.id)),
      404,
      'TABLE_NOT_FOUND',
      'tableId',
    );
    expectError(
      await call('POST', URL, token, booking(otherTenantTable.id, { branchId: otherTenantTable.branchId })),
      404,
      'BRANCH_NOT_FOUND',
      'branchId',
    );
    // A table of another branch of the same tenant is not at this branch.
    const [yunusobodTable] = await t.db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.merchantId, Number(demo))));
    const elsewhere = yunusobodTable!.branchId === chilonzor ? samarqandTable! : yunusobodTable!;
    expectError(await call('POST', URL, token, booking(elsewhere.id)), 404, 'TABLE_NOT_FOUND');
    expect(await t.db.select().from(reservations).where(eq(reservations.userId, user.id))).toHaveLength(0);
  });

  it('keeps a customer to five upcoming bookings', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const table = nextTable();
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
      expect((await call('POST', URL, token, booking(table.id, { day }))).statusCode).toBe(201);
    expectError(
      await call('POST', URL, token, booking(table.id, { day: '2026-11-29' })),
      429,
      'BOOKING_LIMIT_REACHED',
    );
  });

  it('refuses every call where the tenant has booking switched off', async () => {
    const { token } = await loginByPhone(t, lavash, nextPhone());
    expectError(await call('GET', URL, token, undefined, lavash), 403, 'BOOKING_UNAVAILABLE');
    expectError(await call('POST', URL, token, booking(1), lavash), 403, 'BOOKING_UNAVAILABLE');
    expectError(
      await t.app.inject({ url: `${URL}/availability?branchId=1`, headers: { merchant: lavash } }),
      403,
      'BOOKING_UNAVAILABLE',
    );
  });

  it('writes no notification when the tenant has notifications off', async () => {
    const [row] = await t.db
      .select()
      .from(merchantSettings)
      .where(eq(merchantSettings.merchantId, Number(demo)));
    await t.db
      .update(merchantSettings)
      .set({ settings: { ...row!.settings, notificationsActive: false } })
      .where(eq(merchantSettings.merchantId, Number(demo)));
    try {
      const { token, user } = await loginByPhone(t, demo, nextPhone());
      expect((await call('POST', URL, token, booking(nextTable().id))).statusCode).toBe(201);
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(
        0,
      );
    } finally {
      await t.db
        .update(merchantSettings)
        .set({ settings: row!.settings })
        .where(eq(merchantSettings.merchantId, Number(demo)));
    }
  });
});

describe("someone else's bookings", () => {
  it("cannot be read or cancelled by another customer, nor from another tenant's account", async () => {
    const phone = nextPhone();
    const owner = await loginByPhone(t, demo, phone);
    const stranger = await loginByPhone(t, demo, nextPhone());
    const created = (await call('POST', URL, owner.token, booking(nextTable().id))).json().data;
    expectError(await call('GET', `${URL}/${created.id}`, stranger.token), 404, 'RESERVATION_NOT_FOUND');
    expectError(
      await call('PUT', `${URL}/${created.id}/cancel`, stranger.token),
      404,
      'RESERVATION_NOT_FOUND',
    );
    expect((await call('GET', URL, stranger.token)).json().data).toEqual([]);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(row!.status).toBe('CONFIRMED');
    // The same phone at bigmenu is another account that sees nothing of demo.
    const elsewhere = await loginByPhone(t, bigmenu, phone);
    expectError(
      await call('GET', `${URL}/${created.id}`, elsewhere.token, undefined, bigmenu),
      404,
      'RESERVATION_NOT_FOUND',
    );
    expectError(await call('GET', URL, owner.token, undefined, bigmenu), 401, 'TOKEN_MERCHANT_MISMATCH');
  });

  it('cannot cancel a booking that has started', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const created = (await call('POST', URL, token, booking(nextTable().id))).json().data;
    clock = new Date('2026-11-24T14:30:00.000Z');
    expectError(await call('PUT', `${URL}/${created.id}/cancel`, token), 409, 'RESERVATION_NOT_CANCELLABLE');
    expect((await call('GET', `${URL}/${created.id}`, token)).json().data).toMatchObject({
      status: 'CONFIRMED',
      cancellable: false,
    });
  });
});

describe('availability', () => {
  it("lists the bookable days and a day's starts, with the table's taken ones marked", async () => {
    const table = nextTable();
    const { token } = await loginByPhone(t, demo, nextPhone());
    expect((await call('POST', URL, token, booking(table.id, { time: '19:00' }))).statusCode).toBe(201);
    const res = await t.app.inject({
      url: `${URL}/availability?branchId=${chilonzor}&tableId=${table.id}&day=2026-11-24`,
      headers: { merchant: demo },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.days).toHaveLength(14);
    expect(data.days[0]).toBe('2026-11-23');
    expect(data.bookingPhone).toBe('998712001011');
    expect(data.durationMinutes).toBe(120);
    expect(data.slots[0]).toEqual({ time: '10:00', free: true });
    expect(data.slots.at(-1)).toEqual({ time: '22:00', free: true });
    const taken = data.slots.filter((s: { free: boolean }) => !s.free).map((s: { time: string }) => s.time);
    expect(taken).toEqual(['17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30']);

    const today = await t.app.inject({
      url: `${URL}/availability?branchId=${chilonzor}`,
      headers: { merchant: demo },
    });
    expect(today.json().data.day).toBe('2026-11-23');
    expect(today.json().data.slots[0].time).toBe('12:30');
    expectError(
      await t.app.inject({
        url: `${URL}/availability?branchId=${chilonzor}&day=2026-12-25`,
        headers: { merchant: demo },
      }),
      422,
      'BOOKING_TOO_FAR',
    );
    expectError(
      await t.app.inject({ url: `${URL}/availability?branchId=${samarqand}`, headers: { merchant: demo } }),
      422,
      'BOOKING_BRANCH_UNAVAILABLE',
    );
    expectError(
      await t.app.inject({ url: `${URL}/availability?branchId=abc`, headers: { merchant: demo } }),
      400,
      'VALIDATION_FAILED',
      'branchId',
    );
  });
});
