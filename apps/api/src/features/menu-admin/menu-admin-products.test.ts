import { tables } from '@dastarkhan/db';
import type { EditableProduct, ProductWriteInput } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone } from '../../test-support/accounts.js';
import {
  auditEntries,
  bodyOf,
  editableMenu,
  menuCall,
  menuStaff,
  menuState,
  productBody,
  storefrontProduct,
} from '../../test-support/menu-admin.js';
import { orderWorld } from '../../test-support/order-world.js';
import { menuOf, orderBody, postOrder } from '../../test-support/orders.js';

const { t, demo, lavash, branches, chilonzor } = await orderWorld();
const staff = await menuStaff(t, demo, lavash, '99882');
const menu = await editableMenu(t, demo, staff.owner);
const otherBranch = Object.values(branches).find((id) => id !== chilonzor)!;
const category = menu.categories.find(
  (c) => c.isActive && !c.isWithoutCart && menu.products.some((p) => p.categoryId === c.id),
)!;
const lavashMenu = await editableMenu(t, lavash, staff.lavashOwner);
const seededImage = menu.products.find((p) => p.image)!.image!;
const main = menu.mainLanguage;

const withOptions = (overrides: Partial<ProductWriteInput> = {}) =>
  productBody(category.id, [chilonzor, otherBranch], {
    name: { uz: 'Sinov plov', ru: 'Тестовый плов', eng: 'Test plov' },
    image: seededImage,
    gallery: [seededImage],
    productBranch: [
      { branch: { id: chilonzor, isActive: true }, price: 31_000 },
      { branch: { id: otherBranch, isActive: true }, price: null },
    ],
    modificationGroups: [
      {
        name: { uz: "Go'sht", ru: 'Мясо', eng: 'Meat' },
        min: 1,
        max: 2,
        options: [
          { name: { uz: "Mol go'shti", ru: 'Говядина', eng: 'Beef' }, price: 0 },
          { name: { uz: "Qo'y go'shti", ru: 'Баранина', eng: 'Lamb' }, price: 5_000, isActive: true },
        ],
      },
    ],
    ...overrides,
  });

async function create(body: ProductWriteInput, token = staff.owner): Promise<EditableProduct> {
  const res = await menuCall(t, demo, token, 'POST', '/products', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('products in the menu editor', () => {
  it('creates a product with branches, a branch price and options; the storefront shows it and the audit has it', async () => {
    const created = await create(withOptions());
    expect(created).toMatchObject({
      type: 'MODIFICATION',
      costPrice: 25_000,
      ordered: false,
      productBranch: [
        { branch: { id: chilonzor, isActive: true }, price: 31_000 },
        { branch: { id: otherBranch, isActive: true }, price: null },
      ],
      modificationGroups: [{ min: 1, max: 2, options: [{ price: 0 }, { price: 5_000 }] }],
    });
    const shown = await storefrontProduct(t, demo, created.id);
    expect(shown?.name.eng).toBe('Test plov');
    expect(shown?.productBranch.find((pb) => pb.branch.id === chilonzor)?.price).toBe(31_000);
    expect(shown?.productBranch.find((pb) => pb.branch.id === otherBranch)?.price).toBeUndefined();
    const entry = (await auditEntries(t, demo)).at(-1)!;
    expect(entry).toMatchObject({
      entity: 'product',
      entityId: String(created.id),
      action: 'create',
      before: null,
    });
    expect(entry.after).toMatchObject({ costPrice: 25_000, name: { eng: 'Test plov' } });
  });

  it('replaces a product keeping its options’ ids, and audits only what changed', async () => {
    const created = await create(withOptions());
    const body = bodyOf(created);
    body.costPrice = 27_500;
    body.modificationGroups![0]!.options[1]!.price = 6_000;
    body.modificationGroups![0]!.options[0]!.isActive = false;
    const res = await menuCall(t, demo, staff.manager, 'PUT', `/products/${created.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const after: EditableProduct = res.json().data;
    const [before0, before1] = created.modificationGroups[0]!.options;
    expect(after.modificationGroups[0]!.options).toEqual([
      { ...before0, isActive: false },
      { ...before1, price: 6_000 },
    ]);
    const entry = (await auditEntries(t, demo)).at(-1)!;
    expect(entry.action).toBe('update');
    expect(entry.before).toMatchObject({ costPrice: 25_000 });
    expect(entry.after).toMatchObject({ costPrice: 27_500 });
    expect(Object.keys(entry.after!).sort()).toEqual(['costPrice', 'modificationGroups']);
    // The hidden option leaves the storefront.
    const shown = await storefrontProduct(t, demo, created.id);
    expect(shown?.modificationGroups[0]?.modifications.map((m) => m.id)).toEqual([before1!.id]);
  });

  it('drops the options and option groups a replace leaves out, and adds new ones', async () => {
    const created = await create(withOptions());
    const body = bodyOf(created);
    const [kept] = created.modificationGroups[0]!.options;
    body.modificationGroups![0]!.options = [body.modificationGroups![0]!.options[0]!];
    body.modificationGroups!.push({
      name: { uz: 'Non', ru: 'Хлеб', eng: 'Bread' },
      min: 0,
      max: 1,
      options: [{ name: { uz: 'Patir', ru: 'Патыр', eng: 'Patir' }, price: 4_000 }],
    });
    const res = await menuCall(t, demo, staff.owner, 'PUT', `/products/${created.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const after: EditableProduct = res.json().data;
    expect(after.modificationGroups.map((g) => g.options.map((o) => o.name.eng))).toEqual([
      ['Beef'],
      ['Patir'],
    ]);
    expect(after.modificationGroups[0]!.options[0]!.id).toBe(kept!.id);
    const none = await menuCall(t, demo, staff.owner, 'PUT', `/products/${created.id}`, {
      ...bodyOf(after),
      modificationGroups: [],
    });
    expect(none.json().data).toMatchObject({ type: 'NONE', modificationGroups: [] });
    const left = await t.db
      .select()
      .from(tables.modificationGroups)
      .where(eq(tables.modificationGroups.productId, created.id));
    expect(left).toEqual([]);
  });

  it('deletes a product never ordered and archives one that was; old orders keep naming it', async () => {
    const never = await create(productBody(category.id, [chilonzor]));
    const res = await menuCall(t, demo, staff.owner, 'DELETE', `/products/${never.id}`);
    expect(res.json().data).toEqual({ id: never.id, outcome: 'deleted' });
    expect(await t.db.select().from(tables.products).where(eq(tables.products.id, never.id))).toEqual([]);

    const sold = await create(productBody(category.id, [chilonzor], { eatsPrice: null, enabledEats: false }));
    const onMenu = (await menuOf(t, demo)).find((p) => p.id === sold.id)!;
    const placed = await postOrder(
      t,
      demo,
      staff.customer,
      orderBody([{ product: onMenu }], { branchId: chilonzor }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await editableMenu(t, demo, staff.owner)).products.find((p) => p.id === sold.id)?.ordered).toBe(
      true,
    );

    const archived = await menuCall(t, demo, staff.owner, 'DELETE', `/products/${sold.id}`);
    expect(archived.json().data).toEqual({ id: sold.id, outcome: 'archived' });
    const [row] = await t.db.select().from(tables.products).where(eq(tables.products.id, sold.id));
    expect(row?.archived).toBe(true);
    expect(await storefrontProduct(t, demo, sold.id)).toBeUndefined();
    expect((await editableMenu(t, demo, staff.owner)).products.some((p) => p.id === sold.id)).toBe(false);
    expectError(
      await menuCall(t, demo, staff.owner, 'PUT', `/products/${sold.id}`, bodyOf(sold)),
      404,
      'PRODUCT_NOT_FOUND',
    );
    const order = await t.app.inject({
      url: `/api/orders/v1/orders/${placed.json().data.id}`,
      headers: asUser(demo, staff.customer),
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(JSON.stringify(order.json().data)).toContain(sold.name.eng);
    expect((await auditEntries(t, demo)).at(-1)).toMatchObject({
      action: 'archive',
      entityId: String(sold.id),
      after: null,
    });
    // Ordering it again is refused as "not available".
    expectError(
      await postOrder(t, demo, staff.customer, orderBody([{ product: onMenu }], { branchId: chilonzor })),
      422,
      'PRODUCT_NOT_AVAILABLE',
      'cartItems.0.product.id',
    );
  });

  const group = (g: Record<string, unknown>) => ({
    modificationGroups: [
      {
        name: { uz: 'Tanlov', ru: 'Выбор', eng: 'Choice' },
        min: 0,
        max: 1,
        options: [{ name: { uz: 'A', ru: 'A', eng: 'A' }, price: 0 }],
        ...g,
      },
    ],
  });
  const longName = 'x'.repeat(121);
  const bad: Array<[string, Partial<ProductWriteInput> | Record<string, unknown>, number, string, string]> = [
    ['a negative price', { costPrice: -1 }, 400, 'PRICE_INVALID', 'costPrice'],
    ['a fractional price', { costPrice: 100.5 }, 400, 'PRICE_INVALID', 'costPrice'],
    [
      'a negative branch price',
      { productBranch: [{ branch: { id: chilonzor, isActive: true }, price: -10 }] },
      400,
      'PRICE_INVALID',
      'productBranch.0.price',
    ],
    ['a discount above 100', { discount: 101 }, 400, 'DISCOUNT_OUT_OF_RANGE', 'discount'],
    ['a negative discount', { discount: -5 }, 400, 'DISCOUNT_OUT_OF_RANGE', 'discount'],
    [
      'min above max in an option group',
      group({ min: 3, max: 2 }),
      400,
      'OPTION_GROUP_MIN_ABOVE_MAX',
      'modificationGroups.0.min',
    ],
    ['max below 1', group({ min: 0, max: 0 }), 400, 'OPTION_GROUP_MAX_TOO_LOW', 'modificationGroups.0.max'],
    [
      'an option group without options',
      group({ options: [] }),
      400,
      'OPTION_GROUP_EMPTY',
      'modificationGroups.0.options',
    ],
    [
      'a negative option price',
      group({ options: [{ name: { uz: 'A', ru: 'A', eng: 'A' }, price: -1 }] }),
      400,
      'PRICE_INVALID',
      'modificationGroups.0.options.0.price',
    ],
    [
      'an empty name in the main language',
      { name: { uz: '', ru: '', eng: '', [main]: '  ' } },
      400,
      'NAME_REQUIRED',
      `name.${main}`,
    ],
    [
      'an option without a name',
      group({ options: [{ name: { uz: '', ru: '', eng: '' }, price: 0 }] }),
      400,
      'NAME_REQUIRED',
      `modificationGroups.0.options.0.name.${main}`,
    ],
    [
      'a name too long',
      { name: { uz: longName, ru: longName, eng: longName } },
      400,
      'TEXT_TOO_LONG',
      'name.uz',
    ],
    ['maxCount below 1', { maxCount: 0 }, 400, 'MAX_COUNT_INVALID', 'maxCount'],
    [
      'cooking time min above max',
      { timeCookingMin: 30, timeCookingMax: 10 },
      400,
      'COOKING_TIME_RANGE',
      'timeCookingMin',
    ],
    [
      'an unknown image key',
      { image: '/api/media/dishes/nothing-here.webp' },
      400,
      'IMAGE_NOT_FOUND',
      'image',
    ],
    [
      'an unknown gallery key',
      { gallery: ['/api/media/uploads/missing.png'] },
      400,
      'IMAGE_NOT_FOUND',
      'gallery.0',
    ],
    [
      'an image that is not a media path',
      { image: 'https://example.com/x.png' },
      400,
      'VALIDATION_FAILED',
      'image',
    ],
    ['a price that is text', { costPrice: 'cheap' }, 400, 'VALIDATION_FAILED', 'costPrice'],
    [
      "another tenant's category",
      { categoryId: lavashMenu.categories[0]!.id },
      404,
      'CATEGORY_NOT_FOUND',
      'categoryId',
    ],
    [
      "another tenant's branch",
      { productBranch: [{ branch: { id: lavashMenu.branches[0]!.id, isActive: true }, price: null }] },
      404,
      'BRANCH_NOT_FOUND',
      'productBranch.0.branch.id',
    ],
  ];

  it.each(bad)(
    'refuses %s on create and on replace, changing nothing',
    async (_name, change, status, code, field) => {
      const existing = await create(productBody(category.id, [chilonzor]));
      const before = await menuState(t, demo);
      const body = { ...productBody(category.id, [chilonzor]), ...change };
      expectError(await menuCall(t, demo, staff.owner, 'POST', '/products', body), status, code, field);
      expectError(
        await menuCall(t, demo, staff.owner, 'PUT', `/products/${existing.id}`, body),
        status,
        code,
        field,
      );
      expect(await menuState(t, demo)).toEqual(before);
      const readBack = (await editableMenu(t, demo, staff.owner)).products.find((p) => p.id === existing.id);
      expect(readBack).toEqual(existing);
    },
  );

  it('refuses option ids of another product, and an option moved to another group, changing nothing', async () => {
    const mine = await create(withOptions());
    const theirs = await create(withOptions());
    const before = await menuState(t, demo);
    const body = bodyOf(mine);
    body.modificationGroups![0]!.options[0]!.id = theirs.modificationGroups[0]!.options[0]!.id;
    expectError(
      await menuCall(t, demo, staff.owner, 'PUT', `/products/${mine.id}`, body),
      404,
      'OPTION_NOT_FOUND',
      'modificationGroups.0.options.0.id',
    );
    const groupBody = bodyOf(mine);
    groupBody.modificationGroups![0]!.id = theirs.modificationGroups[0]!.id;
    expectError(
      await menuCall(t, demo, staff.owner, 'PUT', `/products/${mine.id}`, groupBody),
      404,
      'OPTION_GROUP_NOT_FOUND',
      'modificationGroups.0.id',
    );
    expect(await menuState(t, demo)).toEqual(before);
  });

  it('lets a MANAGER of one branch change the product but not what another branch sells', async () => {
    const product = await create(productBody(category.id, [chilonzor, otherBranch]));
    const phone = staff.nextPhone();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/staff',
      headers: asUser(demo, staff.owner),
      payload: { phone, role: 'MANAGER', branchIds: [chilonzor] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const limited = (await loginByPhone(t, demo, phone)).token;
    const before = await menuState(t, demo);
    const body = bodyOf(product);
    body.productBranch = [{ branch: { id: chilonzor, isActive: true }, price: null }];
    expectError(
      await menuCall(t, demo, limited, 'PUT', `/products/${product.id}`, body),
      403,
      'BRANCH_FORBIDDEN',
    );
    expect(await menuState(t, demo)).toEqual(before);
    const ownBranch = bodyOf(product);
    ownBranch.productBranch = [
      { branch: { id: chilonzor, isActive: false }, price: 1_000 },
      { branch: { id: otherBranch, isActive: true }, price: null },
    ];
    ownBranch.costPrice = 30_000;
    const ok = await menuCall(t, demo, limited, 'PUT', `/products/${product.id}`, ownBranch);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
