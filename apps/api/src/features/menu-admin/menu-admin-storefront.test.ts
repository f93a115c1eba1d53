import { tables } from '@dastarkhan/db';
import type { Product } from '@dastarkhan/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test-support/accounts.js';
import { bodyOf, editableMenu, menuCall, menuStaff } from '../../test-support/menu-admin.js';
import { orderWorld } from '../../test-support/order-world.js';
import {
  defaultOptions,
  menuOf,
  optionProduct,
  orderBody,
  plainProduct,
  postOrder,
} from '../../test-support/orders.js';

// The merchant row is cached for a minute here: only the invalidation can explain a fresh menu.
const { t, demo, lavash, menu, chilonzor } = await orderWorld({ env: { CATALOGUE_RECHECK_SECONDS: '60' } });
const staff = await menuStaff(t, demo, lavash, '99884');
const editable = await editableMenu(t, demo, staff.owner);
const find = (products: Product[], id: number) => products.find((p) => p.id === id);
const placeable = (product: Product, overrides: Partial<Product> = {}) =>
  orderBody([{ product: { ...product, ...overrides } }], { branchId: chilonzor });

async function priceOf(id: number, app = t.app) {
  const res = await app.inject({ url: '/api/products/v1/overalls', headers: { merchant: demo } });
  return (res.json().data.products as Product[]).find((p) => p.id === id)?.costPrice;
}

describe('what the storefront sees of the editor', () => {
  it.each(['product', 'category', 'group'] as const)(
    'a hidden %s takes the product off the menu and out of checkout, until shown again',
    async (kind) => {
      const product = plainProduct(menu, chilonzor, 2);
      const category = editable.categories.find((c) => c.id === product.categoryId)!;
      const id = kind === 'product' ? product.id : kind === 'category' ? category.id : category.groupId!;
      expect(id).toBeTruthy();
      const hide = await menuCall(t, demo, staff.owner, 'PUT', '/visibility', { kind, id, visible: false });
      expect(hide.statusCode, hide.body).toBe(200);
      expect(find(await menuOf(t, demo), product.id)).toBeUndefined();
      expectError(
        await postOrder(t, demo, staff.customer, placeable(product)),
        422,
        'PRODUCT_NOT_AVAILABLE',
        'cartItems.0.product.id',
      );
      // The editor still lists it, flagged.
      const flagged = await editableMenu(t, demo, staff.owner);
      if (kind === 'product') expect(flagged.products.find((p) => p.id === id)?.active).toBe(false);
      else
        expect(flagged[kind === 'group' ? 'groups' : 'categories'].find((r) => r.id === id)?.isActive).toBe(
          false,
        );

      await menuCall(t, demo, staff.owner, 'PUT', '/visibility', { kind, id, visible: true });
      expect(find(await menuOf(t, demo), product.id)).toBeDefined();
      expect((await postOrder(t, demo, staff.customer, placeable(product))).statusCode).toBe(201);
    },
  );

  it('a hidden option leaves the menu and an order choosing it is refused', async () => {
    const product = optionProduct(menu, chilonzor);
    const option = defaultOptions(product)[0]!;
    await menuCall(t, demo, staff.owner, 'PUT', '/visibility', {
      kind: 'option',
      id: option.id,
      visible: false,
    });
    const shown = find(await menuOf(t, demo), product.id)!;
    expect(shown.modificationGroups.flatMap((g) => g.modifications).some((m) => m.id === option.id)).toBe(
      false,
    );
    expectError(
      await postOrder(
        t,
        demo,
        staff.customer,
        orderBody([{ product, options: [option] }], { branchId: chilonzor }),
      ),
      422,
      'PRODUCT_NOT_AVAILABLE',
      'cartItems.0.modifications',
    );
    await menuCall(t, demo, staff.owner, 'PUT', '/visibility', {
      kind: 'option',
      id: option.id,
      visible: true,
    });
  });

  it("charges a branch's own price, shows it in the menu, and refuses an order at the old price", async () => {
    const product = plainProduct(menu, chilonzor, 3);
    const record = editable.products.find((p) => p.id === product.id)!;
    const body = bodyOf(record);
    body.productBranch = record.productBranch.map((e) =>
      e.branch.id === chilonzor ? { ...e, price: product.costPrice + 3_000 } : e,
    );
    expect((await menuCall(t, demo, staff.owner, 'PUT', `/products/${product.id}`, body)).statusCode).toBe(
      200,
    );
    const shown = find(await menuOf(t, demo), product.id)!;
    expect(shown.productBranch.find((pb) => pb.branch.id === chilonzor)?.price).toBe(
      product.costPrice + 3_000,
    );

    expectError(
      await postOrder(t, demo, staff.customer, placeable(product)),
      422,
      'PRODUCT_OVERPRICED',
      'cartItems.0.product.costPrice',
    );
    const placed = await postOrder(
      t,
      demo,
      staff.customer,
      placeable(product, { costPrice: product.costPrice + 3_000 }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.totals.productPrice).toBe(product.costPrice + 3_000);
  });

  it('a price change is on the menu at the very next request, not after the recheck interval', async () => {
    const product = plainProduct(menu, chilonzor, 4);
    expect(await priceOf(product.id)).toBe(product.costPrice);
    const body = bodyOf(editable.products.find((p) => p.id === product.id)!);
    body.costPrice = product.costPrice + 1_000;
    expect((await menuCall(t, demo, staff.owner, 'PUT', `/products/${product.id}`, body)).statusCode).toBe(
      200,
    );
    expect(await priceOf(product.id)).toBe(product.costPrice + 1_000);
  });

  it('a change announced by another process (NOTIFY) drops this process’s cached merchant at once', async () => {
    const product = plainProduct(menu, chilonzor, 5);
    expect(await priceOf(product.id)).toBe(product.costPrice);
    // Another process's write: this one learns of it only through the channel.
    await t.db.transaction(async (tx) => {
      await tx.update(tables.products).set({ costPrice: 77_700 }).where(eq(tables.products.id, product.id));
      await tx
        .update(tables.merchants)
        .set({ catalogueVersion: sql`${tables.merchants.catalogueVersion} + 1` })
        .where(eq(tables.merchants.id, Number(demo)));
      await tx.execute(
        sql`select pg_notify('catalogue_changed', ${JSON.stringify({ merchantId: Number(demo) })})`,
      );
    });
    await expect.poll(() => priceOf(product.id), { timeout: 2_000, interval: 20 }).toBe(77_700);
  });

  it('serves the menu it has while a newer one is built, so no request waits on a rebuild', async () => {
    const product = plainProduct(menu, chilonzor, 7);
    expect(await priceOf(product.id)).toBe(product.costPrice);
    // A change this process did not make and has not built yet.
    await t.db.transaction(async (tx) => {
      await tx.update(tables.products).set({ costPrice: 66_600 }).where(eq(tables.products.id, product.id));
      await tx
        .update(tables.merchants)
        .set({ catalogueVersion: sql`${tables.merchants.catalogueVersion} + 1` })
        .where(eq(tables.merchants.id, Number(demo)));
    });
    t.app.deps.merchantCache.delete(Number(demo));
    expect(await priceOf(product.id)).toBe(product.costPrice);
    await expect.poll(() => priceOf(product.id), { timeout: 2_000, interval: 20 }).toBe(66_600);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'reaches a second app process within 2 seconds (PostgreSQL)',
    async () => {
      const other = await t.sibling();
      try {
        const product = plainProduct(menu, chilonzor, 6);
        expect(await priceOf(product.id, other.app)).toBe(product.costPrice);
        const body = bodyOf(editable.products.find((p) => p.id === product.id)!);
        body.costPrice = product.costPrice + 2_000;
        const started = Date.now();
        expect(
          (await menuCall(t, demo, staff.owner, 'PUT', `/products/${product.id}`, body)).statusCode,
        ).toBe(200);
        await expect
          .poll(() => priceOf(product.id, other.app), { timeout: 2_000, interval: 20 })
          .toBe(product.costPrice + 2_000);
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        await other.close();
      }
    },
  );
});
