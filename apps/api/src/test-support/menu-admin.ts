import { tables } from '@dastarkhan/db';
import type { EditableMenu, EditableProduct, Product, ProductWriteInput } from '@dastarkhan/domain';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from './accounts.js';
import { menuOf } from './orders.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A staff call of the menu editor. */
export function menuCall(
  t: TestApp,
  merchant: string,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/products/v1/operator${url}`,
    headers: asUser(merchant, token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * The demo tenant's staff of every role (a MANAGER added by its OWNER through the staff call, as
 * the seed has none), lavash's OWNER and a customer.
 */
export async function menuStaff(t: TestApp, demo: string, lavash: string, phonePrefix: string) {
  const nextPhone = phoneSequence(phonePrefix);
  const owner = (await loginByPhone(t, demo, '998900000003')).token;
  const managerPhone = nextPhone();
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/users/v1/operator/staff',
    headers: asUser(demo, owner),
    payload: { phone: managerPhone, role: 'MANAGER' },
  });
  expect(added.statusCode, added.body).toBe(201);
  return {
    owner,
    manager: (await loginByPhone(t, demo, managerPhone)).token,
    managerPhone,
    operator: (await loginByPhone(t, demo, '998900000001')).token,
    kitchen: (await loginByPhone(t, demo, '998900000004')).token,
    courier: (await loginByPhone(t, demo, '998900000011')).token,
    customer: (await loginByPhone(t, demo, nextPhone())).token,
    lavashOwner: (await loginByPhone(t, lavash, '998900000005')).token,
    nextPhone,
  };
}

export async function editableMenu(t: TestApp, merchant: string, token: string): Promise<EditableMenu> {
  const res = await menuCall(t, merchant, token, 'GET', '/menu');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A product body as the editor sends it: a plain dish sold at the given branches. */
export function productBody(
  categoryId: number,
  branchIds: number[],
  overrides: Partial<ProductWriteInput> = {},
): ProductWriteInput {
  return {
    name: { uz: 'Sinov taomi', ru: 'Тестовое блюдо', eng: 'Test dish' },
    description: { uz: 'Tavsif', ru: 'Описание', eng: 'Description' },
    categoryId,
    costPrice: 25_000,
    discount: 0,
    unit: 'GRAMM',
    measure: 350,
    calorie: 420,
    timeCookingMin: 10,
    timeCookingMax: 20,
    labels: ['new'],
    mxicCode: '10202001001000000',
    maxCount: 10,
    eatsPrice: 27_000,
    enabledEats: true,
    expressPrice: null,
    enabledExpress: false,
    active: true,
    image: null,
    gallery: [],
    productBranch: branchIds.map((id) => ({ branch: { id, isActive: true }, price: null })),
    modificationGroups: [],
    ...overrides,
  };
}

/** The editable record as a write body again (what the console sends back to PUT). */
export function bodyOf(product: EditableProduct): ProductWriteInput {
  const {
    id: _id,
    type: _type,
    priority: _priority,
    ordered: _ordered,
    modificationGroups,
    ...rest
  } = product;
  return {
    ...rest,
    modificationGroups: modificationGroups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      options: g.options.map((o) => ({ id: o.id, name: o.name, price: o.price, isActive: o.isActive })),
    })),
  };
}

/** What "changes nothing" is read back by: the catalogue version and the audit log's size. */
export async function menuState(t: TestApp, merchant: string) {
  const [merchantRow] = await t.db
    .select({ version: tables.merchants.catalogueVersion })
    .from(tables.merchants)
    .where(eq(tables.merchants.id, Number(merchant)));
  const [audit] = await t.db
    .select({ n: count() })
    .from(tables.auditLog)
    .where(eq(tables.auditLog.merchantId, Number(merchant)));
  const [productCount] = await t.db
    .select({ n: count() })
    .from(tables.products)
    .where(eq(tables.products.merchantId, Number(merchant)));
  return { version: merchantRow!.version, audit: audit!.n, products: productCount!.n };
}

export async function auditEntries(t: TestApp, merchant: string) {
  return t.db
    .select()
    .from(tables.auditLog)
    .where(eq(tables.auditLog.merchantId, Number(merchant)))
    .orderBy(tables.auditLog.id);
}

export async function storefrontProduct(
  t: TestApp,
  merchant: string,
  id: number,
): Promise<Product | undefined> {
  return (await menuOf(t, merchant)).find((p) => p.id === id);
}
