import { tables } from '@dastarkhan/db';
import { BranchAdminSchema, type BranchInput, BranchSchema, WEEK_ORDER } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { MONDAY_NOON, orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

let clock = MONDAY_NOON;
const { t, demo, lavash, menu, chilonzor, branches } = await orderWorld({ now: () => clock });
const nextPhone = phoneSequence('99881');
const other = Object.values(branches).find((id) => id !== chilonzor)!;

const owner = (await loginByPhone(t, demo, '998900000003')).token;
const operator = (await loginByPhone(t, demo, '998900000001')).token;
const kitchen = (await loginByPhone(t, demo, '998900000004')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const customer = (await loginByPhone(t, demo, nextPhone())).token;

/** A MANAGER of the demo tenant, limited to `branchIds` (null: every branch). */
async function manager(branchIds: number[] | null) {
  const { token, user } = await loginByPhone(t, demo, nextPhone());
  await t.db.update(tables.users).set({ role: 'MANAGER', branchIds }).where(eq(tables.users.id, user.id));
  return token;
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  merchant = demo,
) =>
  t.app.inject({
    method,
    url,
    headers: asUser(merchant, token),
    ...(payload ? { payload: payload as object } : {}),
  });

const demoCity = (
  await t.db
    .select()
    .from(tables.cities)
    .where(eq(tables.cities.merchantId, Number(demo)))
)[0]!;
const lavashCity = (
  await t.db
    .select()
    .from(tables.cities)
    .where(eq(tables.cities.merchantId, Number(lavash)))
)[0]!;

function branchInput(overrides: Partial<BranchInput> = {}): BranchInput {
  return {
    cityId: demoCity.id,
    name: { uz: 'Sinov filiali', ru: 'Тестовый филиал', eng: 'Test branch' },
    address: 'Toshkent, Sinov 1',
    latitude: 41.3,
    longitude: 69.25,
    phone: '998712223344',
    bookingPhone: null,
    workHours: WEEK_ORDER.map((day) => ({ day, open: '09:00', close: '22:00', isWorking: day !== 'SUNDAY' })),
    holidays: [],
    deliveryStart: '10:00',
    deliveryEnd: '21:30',
    deliveryPrice: 0,
    services: { deliveryEnabled: true, pickupEnabled: true, dineinEnabled: false, bookingEnabled: false },
    prepMinutes: 25,
    acceptLimitMinutes: 4,
    isActive: true,
    ...overrides,
  };
}

const branchRow = async (id: number) =>
  (await t.db.select().from(tables.branches).where(eq(tables.branches.id, id)))[0]!;
const auditOf = async (entity: string, entityId: number) =>
  t.db
    .select()
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.entity, entity), eq(tables.auditLog.entityId, String(entityId))));
const version = async () =>
  (
    await t.db
      .select()
      .from(tables.merchants)
      .where(eq(tables.merchants.id, Number(demo)))
  )[0]!.catalogueVersion;

describe('branches in the console', () => {
  it('lets an OWNER open a branch, audited, and the storefront lists it at once', async () => {
    const before = await version();
    const res = await call('POST', '/api/users/v1/operator/branches', owner, branchInput());
    expect(res.statusCode, res.body).toBe(200);
    const created = BranchAdminSchema.parse(res.json().data);
    expect(created).toMatchObject({ name: { eng: 'Test branch' }, prepMinutes: 25, isActive: true });
    expect(await version()).toBe(before + 1);
    const [entry] = await auditOf('branch', created.id);
    expect(entry).toMatchObject({
      action: 'create',
      before: null,
      after: expect.objectContaining({ address: 'Toshkent, Sinov 1' }),
    });
    const shop = await t.app.inject({ url: '/api/users/v1/branches', headers: { merchant: demo } });
    expect(shop.json().data.map((b: { id: number }) => b.id)).toContain(created.id);
  });

  it('changes hours, holidays, services and times of a branch, and audits only what changed', async () => {
    const id = BranchAdminSchema.parse(
      (await call('POST', '/api/users/v1/operator/branches', owner, branchInput())).json().data,
    ).id;
    const changed = branchInput({
      holidays: [
        { date: '2026-11-23', isWorking: false },
        { date: '2026-11-24', isWorking: true, open: '12:00', close: '02:00' },
      ],
      services: { deliveryEnabled: false, pickupEnabled: true, dineinEnabled: true, bookingEnabled: true },
      prepMinutes: 40,
    });
    const res = await call('PUT', `/api/users/v1/operator/branches/${id}`, await manager(null), changed);
    expect(res.statusCode, res.body).toBe(200);
    const row = await branchRow(id);
    expect(row.holidays).toEqual([
      { date: '2026-11-23', isWorking: false },
      { date: '2026-11-24', isWorking: true, open: '12:00', close: '02:00' },
    ]);
    expect(row.settings).toMatchObject({ deliveryEnabled: false, dineinEnabled: true, kitchenEnabled: true });
    expect(row.prepMinutes).toBe(40);
    const update = (await auditOf('branch', id)).find((e) => e.action === 'update')!;
    expect(Object.keys(update.after!).sort()).toEqual(['holidays', 'prepMinutes', 'services']);
    // Monday 2026-11-23 is now a closed date: the storefront's branch says closed, orders are refused.
    const shop = BranchSchema.parse(
      (await t.app.inject({ url: `/api/users/v1/branches/${id}`, headers: { merchant: demo } })).json().data,
    );
    expect(shop.holidays).toHaveLength(2);
  });

  it('refuses an order at a branch on a closed date with BRANCH_CLOSED', async () => {
    const input = (await call('GET', `/api/users/v1/operator/branches/${chilonzor}`, owner)).json().data;
    const { id: _id, isMain: _main, ...rest } = input;
    const closed = { ...rest, holidays: [{ date: '2026-11-23', isWorking: false }] };
    expect(
      (await call('PUT', `/api/users/v1/operator/branches/${chilonzor}`, owner, closed)).statusCode,
    ).toBe(200);
    try {
      const body = orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor });
      expectError(await postOrder(t, demo, customer, body), 422, 'BRANCH_CLOSED');
    } finally {
      expect(
        (await call('PUT', `/api/users/v1/operator/branches/${chilonzor}`, owner, rest)).statusCode,
      ).toBe(200);
    }
    const body = orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor });
    expect((await postOrder(t, demo, customer, body)).statusCode).toBe(201);
  });

  it('deactivates a branch without deleting it: the storefront no longer lists it', async () => {
    const id = BranchAdminSchema.parse(
      (await call('POST', '/api/users/v1/operator/branches', owner, branchInput())).json().data,
    ).id;
    const res = await call(
      'PUT',
      `/api/users/v1/operator/branches/${id}`,
      owner,
      branchInput({ isActive: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await branchRow(id)).isActive).toBe(false);
    const shop = await t.app.inject({ url: '/api/users/v1/branches', headers: { merchant: demo } });
    expect(shop.json().data.map((b: { id: number }) => b.id)).not.toContain(id);
    const console = await call('GET', '/api/users/v1/operator/branches', owner);
    expect(console.json().data.find((b: { id: number }) => b.id === id)).toMatchObject({ isActive: false });
  });

  it.each([
    ['an hour that is not HH:MM', { deliveryStart: '9:00' }, 'TIME_INVALID', 'deliveryStart'],
    [
      'a day closing when it opens',
      { workHours: WEEK_ORDER.map((day) => ({ day, open: '10:00', close: '10:00', isWorking: true })) },
      'HOURS_CLOSE_EQUALS_OPEN',
      'workHours.0.close',
    ],
    ['a latitude beyond the pole', { latitude: 123 }, 'COORDINATES_INVALID', 'latitude'],
    ['an empty Russian name', { name: { uz: 'A', ru: '  ', eng: 'A' } }, 'REQUIRED_FIELD', 'name.ru'],
    [
      'a holiday that is not a date',
      { holidays: [{ date: '2026-02-30', isWorking: false }] },
      'HOLIDAY_DATE_INVALID',
      'holidays.0.date',
    ],
    [
      'a working holiday without hours',
      { holidays: [{ date: '2026-12-31', isWorking: true }] },
      'TIME_INVALID',
      'holidays.0.open',
    ],
    [
      'delivery hours ending when they start',
      { deliveryStart: '10:00', deliveryEnd: '10:00' },
      'HOURS_CLOSE_EQUALS_OPEN',
      'deliveryEnd',
    ],
    ['a negative preparation time', { prepMinutes: -5 }, 'VALIDATION_FAILED', 'prepMinutes'],
  ])('refuses %s with a localised error and changes nothing', async (_name, change, code, field) => {
    const before = await branchRow(other);
    const input = (await call('GET', `/api/users/v1/operator/branches/${other}`, owner)).json().data;
    const { id: _id, isMain: _main, ...rest } = input;
    expectError(
      await call('PUT', `/api/users/v1/operator/branches/${other}`, owner, { ...rest, ...change }),
      400,
      code,
      field,
    );
    expect(await branchRow(other)).toEqual(before);
  });

  it('refuses staff without the ability, customers, and a limited manager outside their branches', async () => {
    const input = branchInput();
    for (const token of [operator, kitchen])
      expectError(await call('POST', '/api/users/v1/operator/branches', token, input), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/users/v1/operator/branches', customer), 403, 'NOT_STAFF');
    const limited = await manager([chilonzor]);
    expectError(
      await call('PUT', `/api/users/v1/operator/branches/${other}`, limited, input),
      403,
      'BRANCH_FORBIDDEN',
    );
    expectError(
      await call('POST', '/api/users/v1/operator/branches', limited, input),
      403,
      'BRANCH_FORBIDDEN',
    );
    const visible = (await call('GET', '/api/users/v1/operator/branches', limited)).json().data;
    expect(visible.map((b: { id: number }) => b.id)).toEqual([chilonzor]);
    const own = (await call('GET', `/api/users/v1/operator/branches/${chilonzor}`, limited)).json().data;
    const { id: _id, isMain: _main, ...rest } = own;
    expect(
      (await call('PUT', `/api/users/v1/operator/branches/${chilonzor}`, limited, rest)).statusCode,
    ).toBe(200);
  });

  it("keeps tenants apart: another tenant's branch is 404 and its city cannot be used", async () => {
    const before = await branchRow(chilonzor);
    expectError(
      await call('GET', `/api/users/v1/operator/branches/${chilonzor}`, lavashOwner, undefined, lavash),
      404,
      'BRANCH_NOT_FOUND',
    );
    expectError(
      await call(
        'PUT',
        `/api/users/v1/operator/branches/${chilonzor}`,
        lavashOwner,
        branchInput({ cityId: lavashCity.id }),
        lavash,
      ),
      404,
      'BRANCH_NOT_FOUND',
    );
    expectError(
      await call('POST', '/api/users/v1/operator/branches', owner, branchInput({ cityId: lavashCity.id })),
      404,
      'CITY_NOT_FOUND',
    );
    expect(await branchRow(chilonzor)).toEqual(before);
  });
});

describe('halls and tables in the console', () => {
  const hallName = { uz: 'Terrasa', ru: 'Терраса', eng: 'Terrace' };

  it('adds a hall and tables, renames them, and lists them with the storefront seeing them', async () => {
    const hall = await call('POST', '/api/orders/v1/operator/halls', owner, {
      branchId: chilonzor,
      name: hallName,
    });
    expect(hall.statusCode, hall.body).toBe(200);
    const hallId = hall.json().data.id;
    const table = await call('POST', '/api/orders/v1/operator/tables', owner, {
      hallId,
      name: 'T-1',
      chairs: 4,
    });
    expect(table.statusCode, table.body).toBe(200);
    const tableId = table.json().data.id;
    expect(
      (await call('PUT', `/api/orders/v1/operator/tables/${tableId}`, owner, { name: 'T-1a', chairs: 6 }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/orders/v1/operator/halls/${hallId}`, owner, {
          name: { ...hallName, eng: 'Roof' },
        })
      ).statusCode,
    ).toBe(200);
    const list = (await call('GET', `/api/orders/v1/operator/halls?branchId=${chilonzor}`, owner)).json()
      .data;
    expect(list.find((h: { id: number }) => h.id === hallId)).toEqual({
      id: hallId,
      name: { ...hallName, eng: 'Roof' },
      tables: [{ id: tableId, name: 'T-1a', chairs: 6 }],
    });
    const place = await t.app.inject({ url: `/api/users/v1/tables/${tableId}`, headers: { merchant: demo } });
    expect(place.json().data).toMatchObject({ tableName: 'T-1a', hallId });
    expect((await auditOf('table', tableId)).map((e) => e.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses to delete a table with an open dine-in order, then deletes it once the order is closed', async () => {
    const hallId = (
      await call('POST', '/api/orders/v1/operator/halls', owner, { branchId: chilonzor, name: hallName })
    ).json().data.id;
    const tableId = (
      await call('POST', '/api/orders/v1/operator/tables', owner, { hallId, name: 'T-9', chairs: 2 })
    ).json().data.id;
    const body = orderBody([{ product: plainProduct(menu, chilonzor) }], {
      branchId: chilonzor,
      serviceType: 'DINE_IN',
      extra: { hallId, tableId },
    });
    const order = await postOrder(t, demo, customer, body);
    expect(order.statusCode, order.body).toBe(201);
    expectError(
      await call('DELETE', `/api/orders/v1/operator/tables/${tableId}`, owner),
      409,
      'TABLE_IN_USE',
    );
    expectError(await call('DELETE', `/api/orders/v1/operator/halls/${hallId}`, owner), 409, 'TABLE_IN_USE');
    expect(
      await t.db.select().from(tables.diningTables).where(eq(tables.diningTables.id, tableId)),
    ).toHaveLength(1);
    await t.db
      .update(tables.orders)
      .set({ status: 'CLOSED' })
      .where(eq(tables.orders.id, order.json().data.id));
    expect((await call('DELETE', `/api/orders/v1/operator/tables/${tableId}`, owner)).statusCode).toBe(200);
    expect(
      await t.db.select().from(tables.diningTables).where(eq(tables.diningTables.id, tableId)),
    ).toHaveLength(0);
    const kept = await t.db.select().from(tables.orders).where(eq(tables.orders.id, order.json().data.id));
    expect(kept[0]).toMatchObject({ tableId: null, status: 'CLOSED' });
    expect((await call('DELETE', `/api/orders/v1/operator/halls/${hallId}`, owner)).statusCode).toBe(200);
  });

  it('refuses to delete a table booked for later, and deletes it once the booking is canceled', async () => {
    const hallId = (
      await call('POST', '/api/orders/v1/operator/halls', owner, { branchId: chilonzor, name: hallName })
    ).json().data.id;
    const tableId = (
      await call('POST', '/api/orders/v1/operator/tables', owner, { hallId, name: 'B-1', chairs: 4 })
    ).json().data.id;
    const [guest] = await t.db.select().from(tables.users).where(eq(tables.users.role, 'CUSTOMER')).limit(1);
    const [booking] = await t.db
      .insert(tables.reservations)
      .values({
        merchantId: Number(demo),
        userId: guest!.id,
        branchId: chilonzor,
        hallId,
        tableId,
        chairs: 2,
        reservedAt: new Date(MONDAY_NOON.getTime() + 6 * 3_600_000),
      })
      .returning();
    expectError(
      await call('DELETE', `/api/orders/v1/operator/tables/${tableId}`, owner),
      409,
      'TABLE_IN_USE',
    );
    await t.db
      .update(tables.reservations)
      .set({ status: 'CANCELED' })
      .where(eq(tables.reservations.id, booking!.id));
    expect((await call('DELETE', `/api/orders/v1/operator/tables/${tableId}`, owner)).statusCode).toBe(200);
    const [kept] = await t.db
      .select()
      .from(tables.reservations)
      .where(eq(tables.reservations.id, booking!.id));
    expect(kept).toMatchObject({ tableId: null, status: 'CANCELED' });
  });

  it('refuses bad tables, other tenants and branches not mine', async () => {
    const hallId = (
      await call('POST', '/api/orders/v1/operator/halls', owner, { branchId: chilonzor, name: hallName })
    ).json().data.id;
    expectError(
      await call('POST', '/api/orders/v1/operator/tables', owner, { hallId, name: ' ', chairs: 2 }),
      400,
      'REQUIRED_FIELD',
      'name',
    );
    expectError(
      await call('POST', '/api/orders/v1/operator/tables', owner, { hallId, name: 'X', chairs: 0 }),
      400,
      'VALIDATION_FAILED',
      'chairs',
    );
    expectError(
      await call('POST', '/api/orders/v1/operator/halls', owner, {
        branchId: chilonzor,
        name: { ...hallName, uz: '' },
      }),
      400,
      'REQUIRED_FIELD',
      'name.uz',
    );
    expectError(
      await call(
        'POST',
        '/api/orders/v1/operator/tables',
        lavashOwner,
        { hallId, name: 'X', chairs: 2 },
        lavash,
      ),
      404,
      'HALL_NOT_FOUND',
    );
    expectError(
      await call('DELETE', `/api/orders/v1/operator/halls/${hallId}`, lavashOwner, undefined, lavash),
      404,
      'HALL_NOT_FOUND',
    );
    const limited = await manager([other]);
    expectError(
      await call('POST', '/api/orders/v1/operator/tables', limited, { hallId, name: 'X', chairs: 2 }),
      403,
      'BRANCH_FORBIDDEN',
    );
    expectError(
      await call('GET', `/api/orders/v1/operator/halls?branchId=${chilonzor}`, limited),
      403,
      'BRANCH_FORBIDDEN',
    );
    expectError(
      await call('GET', `/api/orders/v1/operator/halls?branchId=${chilonzor}`, operator),
      403,
      'FORBIDDEN',
    );
    const left = await t.db.select().from(tables.diningTables).where(eq(tables.diningTables.hallId, hallId));
    expect(left).toHaveLength(0);
  });
});

clock = MONDAY_NOON;
