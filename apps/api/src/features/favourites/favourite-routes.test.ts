import { tables } from '@dastarkhan/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { favourites, products } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
let plov: { id: number; name: { uz: string; ru: string; eng: string } };
let somsa: { id: number };
let lavashProduct: { id: number };
const nextPhone = phoneSequence('99894');

async function productsOf(merchant: string) {
  return t.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.merchantId, Number(merchant)))
    .orderBy(asc(products.id))
    .limit(2);
}

beforeAll(async () => {
  t = await createTestApp();
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
  [plov, somsa] = (await productsOf(demo)) as [typeof plov, typeof somsa];
  lavashProduct = (await productsOf(lavash))[0]!;
});
afterAll(() => t.close());

const toggle = (token: string, productId: number, isFavourite: boolean, merchant = demo) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/products/v1/favourite',
    headers: asUser(merchant, token),
    payload: { productId, isFavourite },
  });
const list = (token: string, query = '') =>
  t.app.inject({ url: `/api/products/v1/favourite/all${query}`, headers: asUser(demo, token) });
const rowsOf = (userId: number) => t.db.select().from(favourites).where(eq(favourites.userId, userId));

describe('favourites', () => {
  it('adds a product, lists it with its name, and removes it', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const added = await toggle(token, plov.id, true);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ productId: plov.id, isFavourite: true });

    const res = await list(token, `?userId=${user.id}&isFavourite=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({
      productId: plov.id,
      product: { id: plov.id, name: plov.name },
    });
    expect(await rowsOf(user.id)).toHaveLength(1);

    const removed = await toggle(token, plov.id, false);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(token)).json().data).toEqual([]);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('adding twice keeps one row; the list is newest first', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    expect((await toggle(token, plov.id, true)).statusCode).toBe(200);
    expect((await toggle(token, plov.id, true)).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect((await toggle(token, somsa.id, true)).statusCode).toBe(200);
    const ids = (await list(token)).json().data.map((f: { productId: number }) => f.productId);
    expect(ids).toEqual([somsa.id, plov.id]);
    // Removing what is not there is fine too.
    expect((await toggle(token, somsa.id, false)).statusCode).toBe(200);
    expect((await toggle(token, somsa.id, false)).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("refuses another tenant's product with PRODUCT_NOT_FOUND and saves nothing", async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    expectError(await toggle(token, lavashProduct.id, true), 404, 'PRODUCT_NOT_FOUND');
    expectError(await toggle(token, 2_147_483_647, true), 404, 'PRODUCT_NOT_FOUND');
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("refuses to list someone else's favourites", async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const other = await loginByPhone(t, demo, nextPhone());
    await toggle(owner.token, plov.id, true);
    expectError(await list(other.token, `?userId=${owner.user.id}&isFavourite=true`), 403, 'FORBIDDEN');
    expect((await list(other.token)).json().data).toEqual([]);
  });

  it('does not let one user remove the favourite of another', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const other = await loginByPhone(t, demo, nextPhone());
    await toggle(owner.token, plov.id, true);
    await toggle(other.token, plov.id, false);
    expect(
      await t.db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, owner.user.id), eq(favourites.productId, plov.id))),
    ).toHaveLength(1);
  });

  it('requires a signed-in user', async () => {
    const before = await t.db.select().from(favourites);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/products/v1/favourite',
      headers: { merchant: demo },
      payload: { productId: plov.id, isFavourite: true },
    });
    expectError(put, 401, 'UNAUTHORIZED');
    const get = await t.app.inject({ url: '/api/products/v1/favourite/all', headers: { merchant: demo } });
    expectError(get, 401, 'UNAUTHORIZED');
    expect(await t.db.select().from(favourites)).toEqual(before);
  });

  it('names the field of a bad body', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/products/v1/favourite',
      headers: asUser(demo, token),
      payload: { productId: 'plov', isFavourite: true },
    });
    expectError(res, 400, 'VALIDATION_FAILED', 'productId');
    expect(await rowsOf(user.id)).toHaveLength(0);
  });
});
