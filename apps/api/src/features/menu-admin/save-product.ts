import { type Executor, tables } from '@dastarkhan/db';
import { type EditableProduct, emptyText, type ProductWrite } from '@dastarkhan/domain';
import { and, eq, inArray, max } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';
import { loadEditableProducts } from './load-editable-menu.js';

const { products, productBranches, modificationGroups, modifications } = tables;

function productColumns(body: ProductWrite) {
  return {
    name: body.name,
    description: body.description,
    composition: body.composition ?? emptyText(),
    categoryId: body.categoryId,
    costPrice: body.costPrice,
    discount: body.discount,
    unit: body.unit,
    measure: body.measure,
    calorie: body.calorie,
    timeCookingMin: body.timeCookingMin,
    timeCookingMax: body.timeCookingMax,
    labels: body.labels,
    mxicCode: body.mxicCode,
    barcode: body.barcode,
    maxCount: body.maxCount,
    eatsPrice: body.eatsPrice,
    enabledEats: body.enabledEats,
    expressPrice: body.expressPrice,
    enabledExpress: body.enabledExpress,
    deliveryEnabled: body.deliveryEnabled,
    isCartRecommendation: body.isCartRecommendation,
    active: body.active,
    image: body.image,
    gallery: body.gallery,
    type: body.modificationGroups.length > 0 ? 'MODIFICATION' : 'NONE',
  };
}

/** The product as the audit log keeps it: what the editor shows, without derived flags. */
export function auditedProduct(product: EditableProduct | null): Record<string, unknown> | null {
  if (!product) return null;
  const { ordered: _ordered, ...rest } = product;
  return rest;
}

/** A new product at the end of its category. */
export async function insertProduct(tx: Executor, merchantId: number, body: ProductWrite): Promise<number> {
  const [last] = await tx
    .select({ priority: max(products.priority) })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.categoryId, body.categoryId)));
  const [row] = await tx
    .insert(products)
    .values({ merchantId, ...productColumns(body), priority: (last?.priority ?? -1) + 1 })
    .returning({ id: products.id });
  await writeBranches(tx, merchantId, row!.id, body);
  await writeOptionGroups(tx, merchantId, row!.id, body, []);
  return row!.id;
}

/** Replaces a product's fields, branches and option groups; options keep their ids when sent back. */
export async function updateProduct(
  tx: Executor,
  merchantId: number,
  before: EditableProduct,
  body: ProductWrite,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...productColumns(body), lastModifiedDate: new Date() })
    .where(and(eq(products.merchantId, merchantId), eq(products.id, before.id)));
  // Untouched parts are not rewritten: a save costs a few statements, not one per option.
  const branchesOf = (entries: ProductWrite['productBranch']) =>
    JSON.stringify(
      [...new Map(entries.map((e) => [e.branch.id, e])).values()]
        .map((e) => [e.branch.id, e.branch.isActive, e.price])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  if (branchesOf(before.productBranch) !== branchesOf(body.productBranch))
    await writeBranches(tx, merchantId, before.id, body);
  await writeOptionGroups(tx, merchantId, before.id, body, before.modificationGroups);
}

async function writeBranches(tx: Executor, merchantId: number, productId: number, body: ProductWrite) {
  await tx.delete(productBranches).where(eq(productBranches.productId, productId));
  // One entry per branch: the last one sent wins.
  const byBranch = new Map(body.productBranch.map((e) => [e.branch.id, e]));
  if (byBranch.size === 0) return;
  await tx.insert(productBranches).values(
    [...byBranch.values()].map((e) => ({
      merchantId,
      productId,
      branchId: e.branch.id,
      isActive: e.branch.isActive,
      price: e.price,
    })),
  );
}

async function writeOptionGroups(
  tx: Executor,
  merchantId: number,
  productId: number,
  body: ProductWrite,
  existing: EditableProduct['modificationGroups'],
) {
  const groupIds = new Set(existing.map((g) => g.id));
  const optionIds = new Set(existing.flatMap((g) => g.options.map((o) => o.id)));
  const groupOf = new Map(existing.flatMap((g) => g.options.map((o) => [o.id, g.id] as const)));
  // Ids sent back must be this product's own, an option in its own group (a group left out takes
  // its options with it): refused before anything is written.
  for (const [gi, group] of body.modificationGroups.entries()) {
    if (group.id !== undefined && !groupIds.has(group.id))
      throw new AppError(404, 'OPTION_GROUP_NOT_FOUND', { id: group.id }, `modificationGroups.${gi}.id`);
    for (const [oi, option] of group.options.entries())
      if (option.id !== undefined && (group.id === undefined || groupOf.get(option.id) !== group.id))
        throw new AppError(
          404,
          'OPTION_NOT_FOUND',
          { id: option.id },
          `modificationGroups.${gi}.options.${oi}.id`,
        );
  }
  const keptGroups = new Set(body.modificationGroups.flatMap((g) => (g.id === undefined ? [] : [g.id])));
  const keptOptions = new Set(
    body.modificationGroups.flatMap((g) => g.options.flatMap((o) => (o.id === undefined ? [] : [o.id]))),
  );
  const goneOptions = [...optionIds].filter((id) => !keptOptions.has(id));
  const goneGroups = [...groupIds].filter((id) => !keptGroups.has(id));
  // Gone from the body: gone from the menu (orders keep their own copy of what was chosen).
  if (goneOptions.length > 0) await tx.delete(modifications).where(inArray(modifications.id, goneOptions));
  if (goneGroups.length > 0)
    await tx
      .delete(modificationGroups)
      .where(and(eq(modificationGroups.productId, productId), inArray(modificationGroups.id, goneGroups)));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const wasGroup = new Map(existing.map((g) => [g.id, g]));
  const wasOption = new Map(existing.flatMap((g) => g.options.map((o) => [o.id, o] as const)));
  for (const [gi, group] of body.modificationGroups.entries()) {
    const values = { name: group.name, min: group.min, max: group.max, priority: gi };
    let groupId = group.id;
    if (groupId === undefined) {
      const [row] = await tx
        .insert(modificationGroups)
        .values({ merchantId, productId, ...values })
        .returning({ id: modificationGroups.id });
      groupId = row!.id;
    } else {
      const was = wasGroup.get(groupId)!;
      if (!same([was.name, was.min, was.max, was.priority], [values.name, values.min, values.max, gi]))
        await tx.update(modificationGroups).set(values).where(eq(modificationGroups.id, groupId));
    }
    for (const [oi, option] of group.options.entries()) {
      const optionValues = {
        groupId,
        name: option.name,
        price: option.price,
        isActive: option.isActive,
        priority: oi,
      };
      if (option.id === undefined) {
        await tx.insert(modifications).values({ merchantId, ...optionValues });
        continue;
      }
      const was = wasOption.get(option.id)!;
      if (
        !same(
          [was.name, was.price, was.isActive, was.priority],
          [option.name, option.price, option.isActive, oi],
        )
      )
        await tx.update(modifications).set(optionValues).where(eq(modifications.id, option.id));
    }
  }
}

export async function editableProduct(db: Executor, merchantId: number, id: number) {
  const [product] = await loadEditableProducts(db, merchantId, { productIds: [id] });
  return product ?? null;
}
