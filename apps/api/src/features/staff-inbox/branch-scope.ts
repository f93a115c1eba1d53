import { and, type Column, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { assertBranch, type StaffContext } from '../../http/staff-access.js';

/**
 * The rows of an inbox a member of staff may see: those of their branches (`branchId` asked:
 * only that one, refused with BRANCH_FORBIDDEN when it is not theirs). `nullable`: a row without
 * a branch belongs to the merchant as a whole, and every inbox reader sees it — unless they ask
 * for one branch.
 */
export function branchScope(
  staff: StaffContext,
  column: Column,
  { branchId, nullable = false }: { branchId?: number | undefined; nullable?: boolean } = {},
): SQL | undefined {
  if (branchId !== undefined) {
    assertBranch(staff, branchId);
    return eq(column, branchId);
  }
  if (staff.branchIds === null) return undefined;
  const mine = staff.branchIds.length > 0 ? inArray(column, [...staff.branchIds]) : sql`false`;
  return nullable ? or(isNull(column), mine) : and(mine);
}
