import { type Database, tables } from '@dastarkhan/db';
import type { EditableProduct, ProductWrite } from '@dastarkhan/domain';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { bumpCatalogue } from '../catalogue/index.js';
import { editableProduct, insertProduct, updateProduct } from '../menu-admin/index.js';
import type { ImportedFields, PlannedWrite } from './import-plan.js';

const { products, categories, branches } = tables;

/** The merchant's products (archived ones too) and categories, in menu order. */
export async function loadMenuForTransfer(db: Database, merchantId: number) {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(eq(products.merchantId, merchantId))
      .orderBy(asc(products.priority), asc(products.id)),
    db
      .select({ id: categories.id, name: categories.name, priority: categories.priority })
      .from(categories)
      .where(eq(categories.merchantId, merchantId))
      .orderBy(asc(categories.priority), asc(categories.id)),
  ]);
  return { products: productRows, categories: categoryRows };
}

/** A product as the editor's save takes it back: the stored one, option ids and all. */
function writeOf(p: EditableProduct): ProductWrite {
  return {
    name: p.name,
    description: p.description,
    composition: p.composition,
    categoryId: p.categoryId,
    costPrice: p.costPrice,
    discount: p.discount,
    unit: p.unit,
    measure: p.measure,
    calorie: p.calorie,
    timeCookingMin: p.timeCookingMin,
    timeCookingMax: p.timeCookingMax,
    labels: p.labels,
    mxicCode: p.mxicCode,
    barcode: p.barcode,
    maxCount: p.maxCount,
    eatsPrice: p.eatsPrice,
    enabledEats: p.enabledEats,
    expressPrice: p.expressPrice,
    enabledExpress: p.enabledExpress,
    deliveryEnabled: p.deliveryEnabled,
    isCartRecommendation: p.isCartRecommendation,
    active: p.active,
    image: p.image,
    gallery: p.gallery,
    productBranch: p.productBranch,
    modificationGroups: p.modificationGroups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      options: g.options.map((o) => ({ id: o.id, name: o.name, price: o.price, isActive: o.isActive })),
    })),
  };
}

/**
 * Writes an import in ONE transaction through the editor's own product save (decision 024): the
 * file's columns over each product as it is (its branches, option groups and gallery kept), new
 * products sold at every branch at their own price; then one audit entry for the whole file and
 * the catalogue moved on (version and NOTIFY to every process). Any failure writes nothing.
 */
export async function applyImport(
  db: Database,
  who: { merchantId: number; userId: number },
  writes: PlannedWrite[],
  summary: Record<string, number>,
) {
  const { merchantId } = who;
  return db.transaction(async (tx) => {
    const created: number[] = [];
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const sellers = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)));
    for (const write of writes) {
      const { externalKey, ...fields } = write.set as ImportedFields & { externalKey?: string | null };
      let id = write.productId;
      if (id !== null) {
        const stored = await editableProduct(tx, merchantId, id);
        if (!stored) throw new AppError(404, 'PRODUCT_NOT_FOUND', { id });
        await updateProduct(tx, merchantId, stored, {
          ...writeOf(stored),
          ...(fields as Partial<ProductWrite>),
        });
        before[id] = write.before;
        after[id] = write.set;
      } else {
        const body = {
          ...(fields as unknown as ProductWrite),
          productBranch: sellers.map((b) => ({ branch: { id: b.id, isActive: true }, price: null })),
        };
        id = await insertProduct(tx, merchantId, body);
        created.push(id);
        after[id] = write.set;
      }
      // The external key is the import's own: the editor's save does not carry it.
      if (externalKey !== undefined)
        await tx
          .update(products)
          .set({ externalKey })
          .where(and(eq(products.id, id), eq(products.merchantId, merchantId)));
    }
    await recordAudit(tx, who, {
      entity: 'product',
      action: 'import',
      before: { products: before },
      after: { products: after, created, summary },
    });
    await bumpCatalogue(tx, merchantId);
    return created;
  });
}
