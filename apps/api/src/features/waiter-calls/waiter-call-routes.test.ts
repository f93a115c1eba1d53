import { tables } from '@dastarkhan/db';
import { WaiterCallSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
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

const { waiterCalls, diningTables, branches, users } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
let bigmenu: string;
let clock = MONDAY_NOON;
const nextPhone = phoneSequence('99895');
let demoTables: Array<{ id: number; name: string; branchId: number }>;
let operator: string;
let lavashOperator: string;
let chilonzorId: number;
let otherBranchId: number;

const CALLS = '/api/orders/v1/waiter-calls';
/** Seeded demo staff whose roles have no inbox. */
const KITCHEN = '998900000004';
const COURIER = '998900000011';
const STAFF = '/api/orders/v1/operator/waiter-calls';

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
  bigmenu = String(await t.merchantId('bigmenu'));
  const [chilonzor, other] = await t.db
    .select()
    .from(branches)
    .where(eq(branches.merchantId, Number(demo)))
    .orderBy(branches.id);
  chilonzorId = chilonzor!.id;
  otherBranchId = other!.id;
  demoTables = await t.db.select().from(diningTables).where(eq(diningTables.branchId, chilonzor!.id));
  operator = (await loginByPhone(t, demo, '998900000001')).token;
  lavashOperator = (await loginByPhone(t, lavash, '998900000002')).token;
});
afterAll(() => t.close());
beforeEach(() => {
  clock = MONDAY_NOON;
});

let cursor = 0;
const nextTable = () => demoTables[cursor++]!;

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
  merchant = demo,
) => t.app.inject({ method, url, headers: asUser(merchant, token), ...(payload ? { payload } : {}) });
const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe('calling the waiter', () => {
  it('opens one call per table, shows it to staff, and shows the acknowledgement to the table', async () => {
    const table = nextTable();
    const guest = await loginByPhone(t, demo, nextPhone());
    const friend = await loginByPhone(t, demo, nextPhone());

    const first = await send('POST', CALLS, guest.token, { tableId: table.id });
    expect(first.statusCode, first.body).toBe(201);
    const call = WaiterCallSchema.parse(first.json().data);
    expect(call).toMatchObject({
      tableId: table.id,
      tableName: table.name,
      status: 'OPEN',
      acknowledgedAt: null,
    });
    expect(call.hallName.eng).toBe('Main hall');

    // Pressing again, or a friend at the same table, finds the open call: no second one.
    const again = await send('POST', CALLS, guest.token, { tableId: table.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(call.id);
    expect((await send('POST', CALLS, friend.token, { tableId: table.id })).json().data.id).toBe(call.id);
    expect(await t.db.select().from(waiterCalls).where(eq(waiterCalls.tableId, table.id))).toHaveLength(1);

    const current = await send('GET', `${CALLS}/current?tableId=${table.id}`, guest.token);
    expect(current.json().data).toMatchObject({ id: call.id, status: 'OPEN' });

    const open = await send('GET', STAFF, operator);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.map((c: { id: number }) => c.id)).toContain(call.id);

    minutesLater(1);
    const ack = await send('PUT', `${STAFF}/${call.id}/ack`, operator);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data).toMatchObject({
      id: call.id,
      status: 'ACKNOWLEDGED',
      acknowledgedAt: clock.toISOString(),
    });
    expectError(
      await send('PUT', `${STAFF}/${call.id}/ack`, operator),
      409,
      'WAITER_CALL_ALREADY_ACKNOWLEDGED',
    );
    expect((await send('GET', STAFF, operator)).json().data.map((c: { id: number }) => c.id)).not.toContain(
      call.id,
    );
    expect(
      (await send('GET', `${STAFF}?status=ACKNOWLEDGED`, operator))
        .json()
        .data.map((c: { id: number }) => c.id),
    ).toContain(call.id);
    expect(
      (await send('GET', `${CALLS}/current?tableId=${table.id}`, guest.token)).json().data,
    ).toMatchObject({
      id: call.id,
      status: 'ACKNOWLEDGED',
    });

    // Later the table has no current call, and a new one can be made.
    minutesLater(11);
    expect((await send('GET', `${CALLS}/current?tableId=${table.id}`, guest.token)).json().data).toBeNull();
    const next = await send('POST', CALLS, guest.token, { tableId: table.id });
    expect(next.statusCode).toBe(201);
    expect(next.json().data.id).not.toBe(call.id);
  });

  it('creates exactly one call when ten guests at a table press at once', async () => {
    const table = nextTable();
    const guests = await Promise.all(Array.from({ length: 10 }, () => loginByPhone(t, demo, nextPhone())));
    const answers = await withInterleavedQueries(t, () =>
      Promise.all(guests.map(({ token }) => send('POST', CALLS, token, { tableId: table.id }))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(9);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await t.db.select().from(waiterCalls).where(eq(waiterCalls.tableId, table.id))).toHaveLength(1);
  });

  it('lets an unanswered call expire, so the table can call again', async () => {
    const table = nextTable();
    const guest = await loginByPhone(t, demo, nextPhone());
    const first = (await send('POST', CALLS, guest.token, { tableId: table.id })).json().data;
    minutesLater(10);
    expect((await send('GET', `${CALLS}/current?tableId=${table.id}`, guest.token)).json().data).toBeNull();
    expect(
      (await send('GET', `${STAFF}?status=EXPIRED`, operator)).json().data.map((c: { id: number }) => c.id),
    ).toContain(first.id);
    const second = await send('POST', CALLS, guest.token, { tableId: table.id });
    expect(second.statusCode).toBe(201);
    const [old] = await t.db.select().from(waiterCalls).where(eq(waiterCalls.id, first.id));
    expect(old!.status).toBe('EXPIRED');
  });

  it('limits a customer to ten new calls an hour', async () => {
    const guest = await loginByPhone(t, demo, nextPhone());
    const table = nextTable();
    for (let i = 0; i < 10; i++) {
      const res = await send('POST', CALLS, guest.token, { tableId: table.id });
      expect(res.statusCode, res.body).toBe(201);
      expect((await send('PUT', `${STAFF}/${res.json().data.id}/ack`, operator)).statusCode).toBe(200);
      minutesLater(1);
    }
    expectError(
      await send('POST', CALLS, guest.token, { tableId: table.id }),
      429,
      'WAITER_CALL_LIMIT_REACHED',
    );
    minutesLater(60);
    expect((await send('POST', CALLS, guest.token, { tableId: table.id })).statusCode).toBe(201);
  });
});

describe('who may call and acknowledge', () => {
  it("refuses guests without a token, another tenant's tables, and tenants without dine-in", async () => {
    const table = nextTable();
    expectError(
      await t.app.inject({
        method: 'POST',
        url: CALLS,
        headers: { merchant: demo },
        payload: { tableId: table.id },
      }),
      401,
      'UNAUTHORIZED',
    );
    const guest = await loginByPhone(t, demo, nextPhone());
    const [foreign] = await t.db
      .select()
      .from(diningTables)
      .where(eq(diningTables.merchantId, Number(bigmenu)));
    expectError(
      await send('POST', CALLS, guest.token, { tableId: foreign!.id }),
      404,
      'TABLE_NOT_FOUND',
      'tableId',
    );
    expectError(
      await send('POST', CALLS, guest.token, { tableId: 'five' }),
      400,
      'VALIDATION_FAILED',
      'tableId',
    );
    expectError(await send('POST', CALLS, guest.token, {}), 400, 'REQUIRED_FIELD', 'tableId');
    const atLavash = await loginByPhone(t, lavash, nextPhone());
    expectError(
      await send('POST', CALLS, atLavash.token, { tableId: table.id }, lavash),
      403,
      'WAITER_CALL_UNAVAILABLE',
    );
    expect(await t.db.select().from(waiterCalls).where(eq(waiterCalls.tableId, table.id))).toHaveLength(0);
  });

  it('lets only the merchant’s operators list and acknowledge calls', async () => {
    const table = nextTable();
    const guest = await loginByPhone(t, demo, nextPhone());
    const call = (await send('POST', CALLS, guest.token, { tableId: table.id })).json().data;
    expectError(await send('GET', STAFF, guest.token), 403, 'NOT_STAFF');
    expectError(await send('PUT', `${STAFF}/${call.id}/ack`, guest.token), 403, 'NOT_STAFF');
    for (const phone of [KITCHEN, COURIER]) {
      const { token } = await loginByPhone(t, demo, phone);
      expectError(await send('GET', STAFF, token), 403, 'FORBIDDEN');
      expectError(await send('PUT', `${STAFF}/${call.id}/ack`, token), 403, 'FORBIDDEN');
    }
    expectError(
      await send('PUT', `${STAFF}/${call.id}/ack`, lavashOperator, undefined, lavash),
      404,
      'WAITER_CALL_NOT_FOUND',
    );
    expectError(
      await send('PUT', `${STAFF}/${call.id}/ack`, operator, undefined, lavash),
      401,
      'TOKEN_MERCHANT_MISMATCH',
    );
    expectError(await send('PUT', `${STAFF}/999999/ack`, operator), 404, 'WAITER_CALL_NOT_FOUND');
    expectError(await send('GET', `${STAFF}?status=LOST`, operator), 400, 'VALIDATION_FAILED', 'status');
    const [row] = await t.db.select().from(waiterCalls).where(eq(waiterCalls.id, call.id));
    expect(row!.status).toBe('OPEN');
  });
});

describe('a member of staff limited to some branches', () => {
  /** A fresh member of staff of `demo` with a role and branches (null: all). */
  const staffAt = async (branchIds: number[] | null) => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    await t.db.update(users).set({ role: 'MANAGER', branchIds }).where(eq(users.id, user.id));
    return token;
  };

  it("sees and acknowledges only their branches' calls", async () => {
    const table = nextTable();
    const guest = await loginByPhone(t, demo, nextPhone());
    const call = (await send('POST', CALLS, guest.token, { tableId: table.id })).json().data;
    const elsewhere = await staffAt([otherBranchId]);
    const ids = (res: { json(): { data: Array<{ id: number }> } }) => res.json().data.map((c) => c.id);

    const list = await send('GET', STAFF, elsewhere);
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list)).not.toContain(call.id);
    expectError(
      await send('GET', `${STAFF}?branchId=${chilonzorId}`, elsewhere),
      403,
      'BRANCH_FORBIDDEN',
      'branchId',
    );
    expectError(await send('PUT', `${STAFF}/${call.id}/ack`, elsewhere), 403, 'BRANCH_FORBIDDEN');
    const [still] = await t.db.select().from(waiterCalls).where(eq(waiterCalls.id, call.id));
    expect(still).toMatchObject({ status: 'OPEN', acknowledgedBy: null });

    const here = await staffAt([chilonzorId]);
    expect(ids(await send('GET', `${STAFF}?branchId=${chilonzorId}`, here))).toContain(call.id);
    const ack = await send('PUT', `${STAFF}/${call.id}/ack`, here);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data.status).toBe('ACKNOWLEDGED');
  });
});

describe('the API document', () => {
  it('lists every booking and waiter-call call', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls: Array<[string, string]> = [
      ['/api/users/v1/reservations', 'get'],
      ['/api/users/v1/reservations', 'post'],
      ['/api/users/v1/reservations/availability', 'get'],
      ['/api/users/v1/reservations/{id}', 'get'],
      ['/api/users/v1/reservations/{id}/cancel', 'put'],
      ['/api/orders/v1/waiter-calls', 'post'],
      ['/api/orders/v1/waiter-calls/current', 'get'],
      ['/api/orders/v1/operator/waiter-calls', 'get'],
      ['/api/orders/v1/operator/waiter-calls/{id}/ack', 'put'],
    ];
    for (const [path, method] of calls) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
