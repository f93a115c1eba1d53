import { tables } from '@dastarkhan/db';
import { nextOpeningAt, type OpeningHours } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { MONDAY_NOON, orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

let clock = MONDAY_NOON;
const minutesLater = (minutes: number) => new Date(MONDAY_NOON.getTime() + minutes * 60_000);
const { t, demo, lavash, menu, branches, chilonzor } = await orderWorld({ now: () => clock });
const nextPhone = phoneSequence('99895');
const other = Object.values(branches).find((id) => id !== chilonzor)!;

const staff = {
  operator: (await loginByPhone(t, demo, '998900000001')).token,
  owner: (await loginByPhone(t, demo, '998900000003')).token,
  kitchen: (await loginByPhone(t, demo, '998900000004')).token,
  courier: (await loginByPhone(t, demo, '998900000011')).token,
  lavashOperator: (await loginByPhone(t, lavash, '998900000002')).token,
};
const operatorId = (await loginByPhone(t, demo, '998900000001')).user.id;

const put = (
  token: string,
  branchId: number | string,
  what: 'pause' | 'busy',
  payload: unknown,
  merchant = demo,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/v1/operator/branches/${branchId}/${what}`,
    headers: asUser(merchant, token),
    payload: payload as object,
  });
const controls = (token: string) =>
  t.app.inject({ url: '/api/users/v1/operator/branches/controls', headers: asUser(demo, token) });
const publicBranch = async (id: number) => {
  const res = await t.app.inject({ url: `/api/users/v1/branches/${id}`, headers: { merchant: demo } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { pause: unknown; busyMinutes: number };
};
const branchRow = async (id: number) =>
  (await t.db.select().from(tables.branches).where(eq(tables.branches.id, id)))[0]!;
const orderCount = async () => (await t.db.select({ id: tables.orders.id }).from(tables.orders)).length;
const pickUp = (serviceType: 'PICK_UP' | 'DELIVERY' = 'PICK_UP') =>
  orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor, serviceType });

afterEach(async () => {
  clock = MONDAY_NOON;
  await t.db
    .update(tables.branches)
    .set({ pausedUntil: null, pauseReason: null, pausedServiceTypes: null, busyUntil: null, busyMinutes: 0 });
  await t.db.update(tables.users).set({ branchIds: null }).where(eq(tables.users.id, operatorId));
});

describe('pausing a branch', () => {
  it('stops checkout with the time it ends, shows on the public branch, and ends by itself', async () => {
    const res = await put(staff.operator, chilonzor, 'pause', {
      minutes: 30,
      reason: 'Oshxona tozalanmoqda',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      branchId: chilonzor,
      pause: { until: minutesLater(30).toISOString(), reason: 'Oshxona tozalanmoqda', serviceTypes: null },
      busy: null,
    });
    expect((await publicBranch(chilonzor)).pause).toMatchObject({ reason: 'Oshxona tozalanmoqda' });
    expect((await publicBranch(other)).pause).toBeNull();

    const { token } = await loginByPhone(t, demo, nextPhone());
    const before = await orderCount();
    const refused = await postOrder(t, demo, token, pickUp());
    const error = expectError(refused, 422, 'BRANCH_PAUSED', 'branch');
    expect(error.message).toMatchObject({
      eng: expect.stringContaining('12:30'),
      ru: expect.stringContaining('12:30'),
      uz: expect.stringContaining('12:30'),
    });
    expect(await orderCount()).toBe(before);

    clock = minutesLater(30);
    expect((await publicBranch(chilonzor)).pause).toBeNull();
    const listed = await controls(staff.owner);
    expect(listed.json().data.find((c: { branchId: number }) => c.branchId === chilonzor).pause).toBeNull();
    expect((await postOrder(t, demo, token, pickUp())).statusCode).toBe(201);
  });

  it('pauses only the listed service types', async () => {
    const res = await put(staff.owner, chilonzor, 'pause', { minutes: 15, serviceTypes: ['DELIVERY'] });
    expect(res.json().data.pause.serviceTypes).toEqual(['DELIVERY']);
    const { token } = await loginByPhone(t, demo, nextPhone());
    expect((await postOrder(t, demo, token, pickUp())).statusCode).toBe(201);
    await put(staff.owner, chilonzor, 'pause', { minutes: 15, serviceTypes: ['PICK_UP'] });
    expectError(await postOrder(t, demo, token, pickUp()), 422, 'BRANCH_PAUSED');
  });

  it('ends the pause with minutes 0', async () => {
    await put(staff.operator, chilonzor, 'pause', { minutes: 60 });
    const res = await put(staff.operator, chilonzor, 'pause', { minutes: 0 });
    expect(res.json().data.pause).toBeNull();
    expect((await branchRow(chilonzor)).pausedUntil).toBeNull();
  });

  it('pauses until the branch next opens by its work hours', async () => {
    const res = await put(staff.operator, chilonzor, 'pause', { minutes: 0, untilNextOpen: true });
    expect(res.statusCode, res.body).toBe(200);
    const row = await branchRow(chilonzor);
    const expected = nextOpeningAt(row.workHours as OpeningHours[], MONDAY_NOON)!;
    expect(expected.getTime()).toBeGreaterThan(minutesLater(60).getTime());
    expect(res.json().data.pause.until).toBe(expected.toISOString());
  });
});

describe('busy mode', () => {
  it('adds minutes to promised times while it lasts', async () => {
    const res = await put(staff.operator, chilonzor, 'busy', { extraMinutes: 15, minutes: 60 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.busy).toEqual({ until: minutesLater(60).toISOString(), extraMinutes: 15 });
    expect((await publicBranch(chilonzor)).busyMinutes).toBe(15);
    clock = minutesLater(61);
    expect((await publicBranch(chilonzor)).busyMinutes).toBe(0);
    expect(
      (await controls(staff.operator)).json().data.find((c: { branchId: number }) => c.branchId === chilonzor)
        .busy,
    ).toBeNull();
  });

  it('ends with extraMinutes 0', async () => {
    await put(staff.operator, chilonzor, 'busy', { extraMinutes: 10, minutes: 30 });
    const res = await put(staff.operator, chilonzor, 'busy', { extraMinutes: 0, minutes: 30 });
    expect(res.json().data.busy).toBeNull();
    expect(await branchRow(chilonzor)).toMatchObject({ busyUntil: null, busyMinutes: 0 });
  });
});

describe('who may use the store controls', () => {
  it('refuses the kitchen, couriers and customers, and changes nothing', async () => {
    const { token: customer } = await loginByPhone(t, demo, nextPhone());
    for (const token of [staff.kitchen, staff.courier]) {
      expectError(await put(token, chilonzor, 'pause', { minutes: 30 }), 403, 'FORBIDDEN');
      expectError(await put(token, chilonzor, 'busy', { extraMinutes: 5, minutes: 30 }), 403, 'FORBIDDEN');
      expectError(await controls(token), 403, 'FORBIDDEN');
    }
    expectError(await put(customer, chilonzor, 'pause', { minutes: 30 }), 403, 'NOT_STAFF');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/users/v1/operator/branches/${chilonzor}/pause`,
      headers: { merchant: demo },
      payload: { minutes: 30 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await branchRow(chilonzor)).toMatchObject({ pausedUntil: null, busyUntil: null });
  });

  it('refuses a branch that is not one of the caller’s, and lists only theirs', async () => {
    await t.db
      .update(tables.users)
      .set({ branchIds: [chilonzor] })
      .where(eq(tables.users.id, operatorId));
    expectError(await put(staff.operator, other, 'pause', { minutes: 30 }), 403, 'BRANCH_FORBIDDEN');
    expectError(
      await put(staff.operator, other, 'busy', { extraMinutes: 5, minutes: 30 }),
      403,
      'BRANCH_FORBIDDEN',
    );
    expect((await put(staff.operator, chilonzor, 'pause', { minutes: 30 })).statusCode).toBe(200);
    const listed = (await controls(staff.operator)).json().data as Array<{ branchId: number }>;
    expect(listed.map((c) => c.branchId)).toEqual([chilonzor]);
    expect((await branchRow(other)).pausedUntil).toBeNull();
  });

  it('keeps tenants apart', async () => {
    expectError(
      await put(staff.lavashOperator, chilonzor, 'pause', { minutes: 30 }, lavash),
      404,
      'BRANCH_NOT_FOUND',
    );
    const crossed = await put(staff.lavashOperator, chilonzor, 'pause', { minutes: 30 }, demo);
    expect(crossed.statusCode).toBe(401);
    expect((await branchRow(chilonzor)).pausedUntil).toBeNull();
  });
});

describe('bad input', () => {
  it.each([
    [{ minutes: -1 }, 'VALIDATION_FAILED'],
    [{ minutes: 'soon' }, 'VALIDATION_FAILED'],
    [{ minutes: 24 * 60 + 1 }, 'VALIDATION_FAILED'],
    [{ minutes: 30, serviceTypes: ['TAKEAWAY'] }, 'VALIDATION_FAILED'],
    [{ minutes: 30, extra: true }, 'VALIDATION_FAILED'],
    [{}, 'REQUIRED_FIELD'],
  ])('refuses the pause %j with a localised 400 and changes nothing', async (payload, code) => {
    expectError(await put(staff.operator, chilonzor, 'pause', payload), 400, code);
    expect((await branchRow(chilonzor)).pausedUntil).toBeNull();
  });

  it('refuses a bad busy request and an unknown branch', async () => {
    expectError(
      await put(staff.operator, chilonzor, 'busy', { extraMinutes: 500, minutes: 30 }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await put(staff.operator, 'abc', 'pause', { minutes: 30 }), 400, 'VALIDATION_FAILED');
    expectError(await put(staff.operator, 999999, 'pause', { minutes: 30 }), 404, 'BRANCH_NOT_FOUND');
    expect((await branchRow(chilonzor)).busyUntil).toBeNull();
  });
});
