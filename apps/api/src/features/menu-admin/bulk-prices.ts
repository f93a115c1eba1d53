import { type Executor, tables } from '@dastarkhan/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';
import { assertBranch, type StaffContext } from '../../http/staff-access.js';

const { products, productBranches } = tables;

/** A price moved by a whole percent, rounded half up to whole so'm (decision 003). */
export function movedPrice(price: number, percent: number): number {
  return Math.round((price * (100 + percent)) / 100);
}

/**
 * Moves every price of a category's products (hidden ones included, archived ones not) and their
 * own per-branch prices by `percent`. A member of staff limited to some branches is refused when
 * another branch has its own price in the category (it would change that branch's prices).
 */
export async function moveCategoryPrices(
  tx: Executor,
  merchantId: number,
  categoryId: number,
  percent: number,
  staff: StaffContext,
) {
  const rows = await tx
    .select({ id: products.id, costPrice: products.costPrice })
    .from(products)
    .where(
      and(
        eq(products.merchantId, merchantId),
        eq(products.categoryId, categoryId),
        eq(products.archived, false),
      ),
    )
    .orderBy(products.priority, products.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const branchPrices = await tx
    .select()
    .from(productBranches)
    .where(and(inArray(productBranches.productId, ids), isNotNull(productBranches.price)));
  for (const row of branchPrices) {
    try {
      assertBranch(staff, row.branchId);
    } catch {
      throw new AppError(403, 'BRANCH_FORBIDDEN', {}, 'categoryId');
    }
  }
  const changes = rows.map((r) => ({
    id: r.id,
    before: r.costPrice,
    after: movedPrice(r.costPrice, percent),
  }));
  for (const change of changes)
    if (change.after !== change.before)
      await tx
        .update(products)
        .set({ costPrice: change.after, lastModifiedDate: new Date() })
        .where(eq(products.id, change.id));
  for (const row of branchPrices)
    await tx
      .update(productBranches)
      .set({ price: movedPrice(row.price!, percent) })
      .where(and(eq(productBranches.productId, row.productId), eq(productBranches.branchId, row.branchId)));
  return changes;
}
