import { type Database, tables } from '@dastarkhan/db';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/index.js';
import type { PlannedWrite } from './import-plan.js';

const { products, categories, branches, productBranches, merchants } = tables;

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

// The product columns an import may set; anything else in a planned write is ignored.
const SETTABLE = [
  'externalKey',
  'name',
  'description',
  'categoryId',
  'costPrice',
  'discount',
  'unit',
  'measure',
  'calorie',
  'timeCookingMin',
  'timeCookingMax',
  'labels',
  'mxicCode',
  'barcode',
  'maxCount',
  'eatsPrice',
  'enabledEats',
  'expressPrice',
  'enabledExpress',
  'active',
  'image',
] as const;
type Settable = Partial<Pick<typeof products.$inferInsert, (typeof SETTABLE)[number]>>;

const pick = (fields: Record<string, unknown>): Settable =>
  Object.fromEntries(SETTABLE.filter((f) => f in fields).map((f) => [f, fields[f]])) as Settable;

/**
 * Writes an import in ONE transaction: the updates, the new products (sold at every branch of the
 * merchant, last in their category), one audit entry for the whole file, and the catalogue
 * version moved on so every process rebuilds its menu. Any failure leaves the menu as it was.
 *
 * Narrow on purpose: it sets the columns of the file only (option groups, branch prices and the
 * gallery stay as they are); the editor's own product save owns the rest (decision 025).
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
    const branchIds = (
      await tx
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
    ).map((b) => b.id);
    for (const write of writes) {
      const fields = pick(write.set);
      if (write.productId !== null) {
        await tx
          .update(products)
          .set({ ...fields, lastModifiedDate: new Date() })
          .where(and(eq(products.id, write.productId), eq(products.merchantId, merchantId)));
        before[write.productId] = pick(write.before);
        after[write.productId] = fields;
        continue;
      }
      const [last] = await tx
        .select({ priority: max(products.priority) })
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.categoryId, fields.categoryId!)));
      const [row] = await tx
        .insert(products)
        .values({
          ...(fields as typeof products.$inferInsert),
          merchantId,
          composition: { uz: '', ru: '', eng: '' },
          type: 'NONE',
          priority: (last?.priority ?? 0) + 1,
        })
        .returning({ id: products.id });
      created.push(row!.id);
      if (branchIds.length > 0)
        await tx
          .insert(productBranches)
          .values(
            branchIds.map((branchId) => ({ merchantId, productId: row!.id, branchId, isActive: true })),
          );
      after[row!.id] = fields;
    }
    await recordAudit(tx, who, {
      entity: 'product',
      action: 'import',
      before: { products: before },
      after: { products: after, created, summary },
    });
    await tx
      .update(merchants)
      .set({ catalogueVersion: sql`${merchants.catalogueVersion} + 1` })
      .where(eq(merchants.id, merchantId));
    return created;
  });
}
