import { tables } from '@dastarkhan/db';
import type { Product } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import {
  defaultOptions,
  MONDAY_NOON,
  menuOf,
  optionProduct,
  orderBody,
  plainProduct,
  postOrder,
} from '../../test-support/orders.js';

let clock = MONDAY_NOON;
const minutesLater = (minutes: number) => new Date(MONDAY_NOON.getTime() + minutes * 60_000);
const { t, demo, lavash, menu, branches, chilonzor } = await orderWorld({ now: () => clock });
const nextPhone = phoneSequence('99896');
const other = Object.values(branches).find((id) => id !== chilonzor)!;
const plov = plainProduct(menu, chilonzor);
const withOptions = optionProduct(menu, chilonzor);
const option = defaultOptions(withOptions)[0]!;
const lavashProduct = (await menuOf(t, lavash))[0]!;

const staff = {
  operator: (await loginByPhone(t, demo, '998900000001')).token,
  kitchen: (await loginByPhone(t, demo, '998900000004')).token,
  courier: (await loginByPhone(t, demo, '998900000011')).token,
  lavashOperator: (await loginByPhone(t, lavash, '998900000002')).token,
};
const kitchenId = (await loginByPhone(t, demo, '998900000004')).user.id;
const customer = (await loginByPhone(t, demo, nextPhone())).token;

const change = (token: string, payload: unknown, merchant = demo) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/products/v1/operator/stop-list',
    headers: asUser(merchant, token),
    payload: payload as object,
  });
const list = (token: string, branchId: number) =>
  t.app.inject({
    url: `/api/products/v1/operator/stop-list?branchId=${branchId}`,
    headers: asUser(demo, token),
  });
const availableAt = (product: Product, branchId: number) =>
  product.productBranch.some((pb) => pb.branch.id === branchId && pb.branch.isActive);
const freshMenu = async () => menuOf(t, demo);
const find = (products: Product[], id: number) => products.find((p) => p.id === id)!;
const stopRows = async () => t.db.select().from(tables.stopList);
const version = async () =>
  (
    await t.db
      .select()
      .from(tables.merchants)
      .where(eq(tables.merchants.id, Number(demo)))
  )[0]!.catalogueVersion;

afterEach(async () => {
  clock = MONDAY_NOON;
  await t.db.delete(tables.stopList);
  await t.db.update(tables.users).set({ branchIds: null }).where(eq(tables.users.id, kitchenId));
});

describe('the stop-list', () => {
  it('takes a product off the menu of one branch and out of checkout until turned back', async () => {
    const before = await version();
    const res = await change(staff.kitchen, { branchId: chilonzor, productId: plov.id, available: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ branchId: chilonzor, productId: plov.id, modificationId: null, until: null }),
    ]);
    expect(await version()).toBe(before + 1);
    expect((await list(staff.operator, chilonzor)).json().data).toHaveLength(1);

    const stopped = find(await freshMenu(), plov.id);
    expect(availableAt(stopped, chilonzor)).toBe(false);
    if (plov.productBranch.some((pb) => pb.branch.id === other && pb.branch.isActive))
      expect(availableAt(stopped, other)).toBe(true);
    const body = orderBody([{ product: plov }], { branchId: chilonzor });
    expectError(
      await postOrder(t, demo, customer, body),
      422,
      'PRODUCT_NOT_AVAILABLE',
      'cartItems.0.product.id',
    );

    const back = await change(staff.kitchen, { branchId: chilonzor, productId: plov.id, available: true });
    expect(back.json().data).toEqual([]);
    expect(availableAt(find(await freshMenu(), plov.id), chilonzor)).toBe(true);
    expect((await postOrder(t, demo, customer, body)).statusCode).toBe(201);
  });

  it('marks a stop-listed option unavailable at the branch and refuses it at checkout', async () => {
    const res = await change(staff.operator, {
      branchId: chilonzor,
      modificationId: option.id,
      available: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = find(await freshMenu(), withOptions.id)
      .modificationGroups.flatMap((g) => g.modifications)
      .find((m) => m.id === option.id);
    expect(shown?.unavailableBranchIds).toEqual([chilonzor]);
    const body = orderBody([{ product: withOptions }], { branchId: chilonzor });
    expectError(
      await postOrder(t, demo, customer, body),
      422,
      'OPTION_NOT_AVAILABLE',
      'cartItems.0.modifications',
    );
  });

  it('lets an entry with a time end by itself: the cached menu and checkout follow without a change', async () => {
    const until = minutesLater(10).toISOString();
    await change(staff.kitchen, { branchId: chilonzor, productId: plov.id, available: false, until });
    expect(availableAt(find(await freshMenu(), plov.id), chilonzor)).toBe(false);
    const before = await version();

    clock = minutesLater(10);
    expect(availableAt(find(await freshMenu(), plov.id), chilonzor)).toBe(true);
    expect((await list(staff.kitchen, chilonzor)).json().data).toEqual([]);
    expect(await version()).toBe(before);
    const body = orderBody([{ product: plov }], { branchId: chilonzor, now: clock });
    expect((await postOrder(t, demo, customer, body)).statusCode).toBe(201);
  });

  it('keeps END_OF_DAY until the next midnight in Tashkent', async () => {
    const res = await change(staff.kitchen, {
      branchId: chilonzor,
      productId: plov.id,
      available: false,
      until: 'END_OF_DAY',
    });
    expect(res.json().data[0].until).toBe('2026-11-23T19:00:00.000Z');
  });

  it('replaces an entry rather than stacking a second one', async () => {
    await change(staff.kitchen, {
      branchId: chilonzor,
      productId: plov.id,
      available: false,
      until: 'END_OF_DAY',
    });
    await change(staff.kitchen, { branchId: chilonzor, productId: plov.id, available: false });
    expect(await stopRows()).toHaveLength(1);
    expect((await stopRows())[0]!.until).toBeNull();
  });
});

describe('who may change the stop-list', () => {
  it('refuses couriers and customers', async () => {
    const payload = { branchId: chilonzor, productId: plov.id, available: false };
    expectError(await change(staff.courier, payload), 403, 'FORBIDDEN');
    expectError(await list(staff.courier, chilonzor), 403, 'FORBIDDEN');
    expectError(await change(customer, payload), 403, 'NOT_STAFF');
    expect(await stopRows()).toEqual([]);
  });

  it('refuses a branch that is not one of the caller’s', async () => {
    await t.db
      .update(tables.users)
      .set({ branchIds: [chilonzor] })
      .where(eq(tables.users.id, kitchenId));
    expectError(
      await change(staff.kitchen, { branchId: other, productId: plov.id, available: false }),
      403,
      'BRANCH_FORBIDDEN',
    );
    expectError(await list(staff.kitchen, other), 403, 'BRANCH_FORBIDDEN');
    expect(
      (await change(staff.kitchen, { branchId: chilonzor, productId: plov.id, available: false })).statusCode,
    ).toBe(200);
  });

  it('keeps tenants apart', async () => {
    const before = await version();
    expectError(
      await change(
        staff.lavashOperator,
        { branchId: chilonzor, productId: plov.id, available: false },
        lavash,
      ),
      404,
      'BRANCH_NOT_FOUND',
    );
    expectError(
      await change(staff.operator, { branchId: chilonzor, productId: lavashProduct.id, available: false }),
      404,
      'PRODUCT_NOT_FOUND',
    );
    expect(
      (await change(staff.lavashOperator, { branchId: chilonzor, productId: plov.id, available: false }))
        .statusCode,
    ).toBe(401);
    expect(await stopRows()).toEqual([]);
    expect(await version()).toBe(before);
  });
});

describe('bad stop-list input', () => {
  it.each([
    [{ branchId: 0, productId: 1, available: false }, 'VALIDATION_FAILED'],
    [{ branchId: 1, available: false }, 'STOP_LIST_TARGET_REQUIRED'],
    [{ branchId: 1, productId: 1, modificationId: 1, available: false }, 'STOP_LIST_TARGET_REQUIRED'],
    [{ branchId: 1, productId: 1, available: false, until: 'tomorrow' }, 'VALIDATION_FAILED'],
    [{ branchId: 1, productId: 1, available: false, until: '2020-01-01T00:00:00Z' }, 'VALIDATION_FAILED'],
    [{ branchId: 1, productId: 1 }, 'REQUIRED_FIELD'],
  ])('refuses %j with a localised 400 and changes nothing', async (payload, code) => {
    const before = await version();
    const fixed = { ...payload, branchId: payload.branchId === 1 ? chilonzor : payload.branchId };
    expectError(await change(staff.operator, fixed), 400, code);
    expect(await stopRows()).toEqual([]);
    expect(await version()).toBe(before);
  });

  it('answers 404 for an option of another tenant and 400 for a bad branch query', async () => {
    expectError(
      await change(staff.operator, { branchId: chilonzor, modificationId: 2_000_000, available: false }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({
        url: '/api/products/v1/operator/stop-list?branchId=x',
        headers: asUser(demo, staff.operator),
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
