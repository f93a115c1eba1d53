import { describe, expect, it } from 'vitest';
import { expectError } from '../../test-support/accounts.js';
import { editableMenu, menuCall, menuStaff, menuState, productBody } from '../../test-support/menu-admin.js';
import { orderWorld } from '../../test-support/order-world.js';

const { t, demo, lavash, chilonzor } = await orderWorld();
const staff = await menuStaff(t, demo, lavash, '99881');
const menu = await editableMenu(t, demo, staff.owner);
const group = menu.groups[0]!;
const category = menu.categories.find((c) => menu.products.some((p) => p.categoryId === c.id))!;
const product = menu.products.find((p) => p.categoryId === category.id)!;
const body = productBody(category.id, [chilonzor]);
const groupBody = { name: { uz: 'Guruh', ru: 'Группа', eng: 'Group' } };
const categoryBody = { name: { uz: 'Kategoriya', ru: 'Категория', eng: 'Category' }, groupId: group.id };

/** Every call of the menu editor, aimed at demo's records. */
const calls = [
  ['GET', '/menu', undefined],
  ['POST', '/groups', groupBody],
  ['PUT', `/groups/${group.id}`, groupBody],
  ['DELETE', `/groups/${group.id}`, undefined],
  ['POST', '/categories', categoryBody],
  ['PUT', `/categories/${category.id}`, categoryBody],
  ['DELETE', `/categories/${category.id}`, undefined],
  ['POST', '/products', body],
  ['PUT', `/products/${product.id}`, body],
  ['DELETE', `/products/${product.id}`, undefined],
  ['PUT', '/visibility', { kind: 'product', id: product.id, visible: false }],
  ['PUT', '/order', { kind: 'group', ids: menu.groups.map((g) => g.id).reverse() }],
  ['POST', `/categories/${category.id}/prices`, { percent: 10 }],
] as const;

describe('who may edit the menu', () => {
  it.each(calls)(
    'refuses %s %s to operators, kitchen, couriers and customers, changing nothing',
    async (method, url, payload) => {
      const before = await menuState(t, demo);
      for (const token of [staff.operator, staff.kitchen, staff.courier])
        expectError(await menuCall(t, demo, token, method, url, payload), 403, 'FORBIDDEN');
      expectError(await menuCall(t, demo, staff.customer, method, url, payload), 403, 'NOT_STAFF');
      expectError(
        await t.app.inject({
          method,
          url: `/api/products/v1/operator${url}`,
          headers: { merchant: demo },
          ...(payload ? { payload } : {}),
        }),
        401,
        'UNAUTHORIZED',
      );
      expect(await menuState(t, demo)).toEqual(before);
    },
  );

  const foreign = [
    ['POST', '/categories', categoryBody, 'GROUP_NOT_FOUND'],
    ['PUT', `/groups/${group.id}`, groupBody, 'GROUP_NOT_FOUND'],
    ['DELETE', `/groups/${group.id}`, undefined, 'GROUP_NOT_FOUND'],
    ['PUT', `/categories/${category.id}`, { ...categoryBody, groupId: null }, 'CATEGORY_NOT_FOUND'],
    ['DELETE', `/categories/${category.id}`, undefined, 'CATEGORY_NOT_FOUND'],
    ['POST', '/products', productBody(category.id, []), 'CATEGORY_NOT_FOUND'],
    ['PUT', `/products/${product.id}`, body, 'PRODUCT_NOT_FOUND'],
    ['DELETE', `/products/${product.id}`, undefined, 'PRODUCT_NOT_FOUND'],
    ['PUT', '/visibility', { kind: 'product', id: product.id, visible: false }, 'PRODUCT_NOT_FOUND'],
    ['PUT', '/visibility', { kind: 'category', id: category.id, visible: false }, 'CATEGORY_NOT_FOUND'],
    ['PUT', '/order', { kind: 'product', parentId: category.id, ids: [product.id] }, 'CATEGORY_NOT_FOUND'],
    ['POST', `/categories/${category.id}/prices`, { percent: 10 }, 'CATEGORY_NOT_FOUND'],
  ] as const;

  it.each(foreign)(
    "answers 404 to another tenant's OWNER aiming at demo's records, changing nothing: %s %s",
    async (method, url, payload, code) => {
      const before = await menuState(t, demo);
      expectError(await menuCall(t, lavash, staff.lavashOwner, method, url, payload), 404, code);
      expect(await menuState(t, demo)).toEqual(before);
    },
  );

  it("refuses a demo token sent with lavash's header", async () => {
    expectError(await menuCall(t, lavash, staff.owner, 'GET', '/menu'), 401, 'TOKEN_MERCHANT_MISMATCH');
  });

  it('lets a MANAGER read and change the menu as the OWNER does', async () => {
    const managerMenu = await editableMenu(t, demo, staff.manager);
    expect(managerMenu.products.map((p) => p.id)).toEqual(menu.products.map((p) => p.id));
    const res = await menuCall(t, demo, staff.manager, 'POST', '/groups', groupBody);
    expect(res.statusCode, res.body).toBe(201);
  });
});
