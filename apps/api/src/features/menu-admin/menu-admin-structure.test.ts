import type { EditableCategory, EditableGroup } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test-support/accounts.js';
import {
  auditEntries,
  editableMenu,
  menuCall,
  menuStaff,
  menuState,
  productBody,
} from '../../test-support/menu-admin.js';
import { orderWorld } from '../../test-support/order-world.js';
import { menuOf } from '../../test-support/orders.js';

const { t, demo, lavash, chilonzor } = await orderWorld();
const staff = await menuStaff(t, demo, lavash, '99883');
const name = (eng: string) => ({ uz: `${eng} uz`, ru: `${eng} ru`, eng });

async function newGroup(eng: string): Promise<EditableGroup> {
  const res = await menuCall(t, demo, staff.owner, 'POST', '/groups', {
    name: name(eng),
    bgColor: '#ffeecc',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function newCategory(eng: string, groupId: number | null): Promise<EditableCategory> {
  const res = await menuCall(t, demo, staff.owner, 'POST', '/categories', { name: name(eng), groupId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function newProduct(categoryId: number, costPrice = 10_000) {
  const res = await menuCall(
    t,
    demo,
    staff.owner,
    'POST',
    '/products',
    productBody(categoryId, [chilonzor], { costPrice }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; costPrice: number };
}

describe('groups and categories', () => {
  it('creates, renames and deletes a group and a category; each goes last and is audited', async () => {
    const before = await editableMenu(t, demo, staff.owner);
    const group = await newGroup('Desserts');
    expect(group.priority).toBeGreaterThan(Math.max(...before.groups.map((g) => g.priority)));
    const category = await newCategory('Cakes', group.id);
    expect(category).toMatchObject({ groupId: group.id, priority: 0, viewType: 'MEDIUM', isActive: true });
    const renamed = await menuCall(t, demo, staff.manager, 'PUT', `/categories/${category.id}`, {
      name: name('Cakes and pies'),
      groupId: group.id,
      viewType: 'BIG',
    });
    expect(renamed.json().data).toMatchObject({ name: { eng: 'Cakes and pies' }, viewType: 'BIG' });
    const storefront = await t.app.inject({ url: '/api/products/v1/overalls', headers: { merchant: demo } });
    expect(
      storefront.json().data.categories.find((c: { id: number }) => c.id === category.id)?.name.eng,
    ).toBe('Cakes and pies');

    expectError(
      await menuCall(t, demo, staff.owner, 'DELETE', `/groups/${group.id}`),
      409,
      'GROUP_NOT_EMPTY',
    );
    expect(
      (await menuCall(t, demo, staff.owner, 'DELETE', `/categories/${category.id}`)).json().data,
    ).toEqual({
      id: category.id,
      outcome: 'deleted',
    });
    expect((await menuCall(t, demo, staff.owner, 'DELETE', `/groups/${group.id}`)).statusCode).toBe(200);
    const actions = (await auditEntries(t, demo)).slice(-5).map((e) => `${e.entity}:${e.action}`);
    expect(actions).toEqual([
      'group:create',
      'category:create',
      'category:update',
      'category:delete',
      'group:delete',
    ]);
  });

  it('refuses to delete a category that still has products, changing nothing', async () => {
    const category = await newCategory('Full', null);
    await newProduct(category.id);
    const before = await menuState(t, demo);
    expectError(
      await menuCall(t, demo, staff.owner, 'DELETE', `/categories/${category.id}`),
      409,
      'CATEGORY_NOT_EMPTY',
    );
    expect(await menuState(t, demo)).toEqual(before);
  });

  it.each([
    ['an empty name', { name: { uz: '', ru: '', eng: '' }, groupId: null }, 400, 'NAME_REQUIRED'],
    ['a name too long', { name: name('y'.repeat(130)), groupId: null }, 400, 'TEXT_TOO_LONG'],
    ['an unknown view type', { name: name('V'), groupId: null, viewType: 'HUGE' }, 400, 'VALIDATION_FAILED'],
    [
      'an unknown image',
      { name: name('I'), groupId: null, image: '/api/media/none.webp' },
      400,
      'IMAGE_NOT_FOUND',
    ],
    ["another tenant's group", { name: name('G'), groupId: 999_999 }, 404, 'GROUP_NOT_FOUND'],
  ] as const)('refuses a category with %s, changing nothing', async (_what, body, status, code) => {
    const before = await menuState(t, demo);
    expectError(await menuCall(t, demo, staff.owner, 'POST', '/categories', body), status, code);
    expect(await menuState(t, demo)).toEqual(before);
  });

  it("refuses to put a category in another tenant's group", async () => {
    const lavashGroup = await menuCall(t, lavash, staff.lavashOwner, 'POST', '/groups', {
      name: name('Lavash tab'),
    });
    expect(lavashGroup.statusCode, lavashGroup.body).toBe(201);
    const category = await newCategory('Mine', null);
    const before = await menuState(t, demo);
    expectError(
      await menuCall(t, demo, staff.owner, 'PUT', `/categories/${category.id}`, {
        name: name('Mine'),
        groupId: lavashGroup.json().data.id,
      }),
      404,
      'GROUP_NOT_FOUND',
      'groupId',
    );
    expect(await menuState(t, demo)).toEqual(before);
  });
});

describe('order', () => {
  it('rewrites the priorities of one list in one go and audits before → after', async () => {
    const category = await newCategory('Ordered', null);
    const a = await newProduct(category.id);
    const b = await newProduct(category.id);
    const c = await newProduct(category.id);
    const res = await menuCall(t, demo, staff.owner, 'PUT', '/order', {
      kind: 'product',
      parentId: category.id,
      ids: [c.id, a.id, b.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const inMenu = res
      .json()
      .data.products.filter((p: { categoryId: number }) => p.categoryId === category.id);
    expect(inMenu.map((p: { id: number }) => p.id)).toEqual([c.id, a.id, b.id]);
    const storefront = (await menuOf(t, demo)).filter((p) => p.categoryId === category.id).map((p) => p.id);
    expect(storefront).toEqual([c.id, a.id, b.id]);
    expect((await auditEntries(t, demo)).at(-1)).toMatchObject({
      entity: 'product',
      action: 'reorder',
      entityId: String(category.id),
      before: { order: [a.id, b.id, c.id] },
      after: { order: [c.id, a.id, b.id] },
    });
  });

  it('reorders groups and the options of a product', async () => {
    const menu = await editableMenu(t, demo, staff.owner);
    const reversed = menu.groups.map((g) => g.id).reverse();
    const res = await menuCall(t, demo, staff.owner, 'PUT', '/order', { kind: 'group', ids: reversed });
    expect(res.json().data.groups.map((g: { id: number }) => g.id)).toEqual(reversed);
    const product = menu.products.find((p) => p.modificationGroups.some((g) => g.options.length > 1))!;
    const group = product.modificationGroups.find((g) => g.options.length > 1)!;
    const ids = group.options.map((o) => o.id).reverse();
    const moved = await menuCall(t, demo, staff.owner, 'PUT', '/order', {
      kind: 'option',
      parentId: group.id,
      ids,
    });
    const after = moved.json().data.products.find((p: { id: number }) => p.id === product.id);
    expect(
      after.modificationGroups
        .find((g: { id: number }) => g.id === group.id)
        .options.map((o: { id: number }) => o.id),
    ).toEqual(ids);
  });

  it('refuses a list that is not exactly the current one, changing nothing', async () => {
    const menu = await editableMenu(t, demo, staff.owner);
    const ids = menu.groups.map((g) => g.id);
    const before = await menuState(t, demo);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999]])
      expectError(
        await menuCall(t, demo, staff.owner, 'PUT', '/order', { kind: 'group', ids: wrong }),
        409,
        'REORDER_MISMATCH',
      );
    expectError(
      await menuCall(t, demo, staff.owner, 'PUT', '/order', { kind: 'product', ids: [1] }),
      400,
      'REQUIRED_FIELD',
      'parentId',
    );
    expect(await menuState(t, demo)).toEqual(before);
  });
});

describe('bulk prices', () => {
  it("moves a category's prices by a percent, rounded half up to whole so'm, as one audit entry", async () => {
    const category = await newCategory('Bulk', null);
    const a = await newProduct(category.id, 10_005);
    const b = await newProduct(category.id, 999);
    const branchPriced = await menuCall(t, demo, staff.owner, 'POST', '/products', {
      ...productBody(category.id, []),
      costPrice: 1_000,
      productBranch: [{ branch: { id: chilonzor, isActive: true }, price: 1_250 }],
    });
    const c = branchPriced.json().data;
    const auditBefore = (await auditEntries(t, demo)).length;
    const res = await menuCall(t, demo, staff.manager, 'POST', `/categories/${category.id}/prices`, {
      percent: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.products).toEqual([
      { id: a.id, before: 10_005, after: 11_006 }, // 11 005.5 rounds up
      { id: b.id, before: 999, after: 1_099 }, // 1 098.9
      { id: c.id, before: 1_000, after: 1_100 },
    ]);
    const menu = await editableMenu(t, demo, staff.owner);
    expect(menu.products.find((p) => p.id === c.id)?.productBranch[0]?.price).toBe(1_375); // 1 250 × 1.1
    const entries = await auditEntries(t, demo);
    expect(entries.length).toBe(auditBefore + 1);
    expect(entries.at(-1)).toMatchObject({
      entity: 'category',
      action: 'bulk',
      entityId: String(category.id),
    });
    const down = await menuCall(t, demo, staff.owner, 'POST', `/categories/${category.id}/prices`, {
      percent: -90,
    });
    expect(down.json().data.products[1]).toEqual({ id: b.id, before: 1_099, after: 110 }); // 109.9
  });

  it.each([[-91], [501], [0], [2.5], ['ten']])(
    'refuses a percent of %s, changing nothing',
    async (percent) => {
      const category = await newCategory('Bulk refused', null);
      await newProduct(category.id);
      const before = await menuState(t, demo);
      const res = await menuCall(t, demo, staff.owner, 'POST', `/categories/${category.id}/prices`, {
        percent,
      });
      expectError(
        res,
        400,
        typeof percent === 'number' ? 'PERCENT_OUT_OF_RANGE' : 'VALIDATION_FAILED',
        'percent',
      );
      expect(await menuState(t, demo)).toEqual(before);
    },
  );
});
