import { type Database, tables } from '@dastarkhan/db';
import { isStaffRole, type StaffAbility, type StaffRole, staffCan } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from './app-error.js';
import type { AuthContext } from './authenticate.js';

/** The member of staff behind a staff call: their role and where they may act (decision 020). */
export interface StaffContext {
  userId: number;
  merchantId: number;
  role: StaffRole;
  /** null: every branch of the merchant. */
  branchIds: readonly number[] | null;
}

/**
 * The caller as staff, refused with 403 unless their role may do `ability` (one of them, given
 * several). The tenant is already checked: a session belongs to one merchant (authenticate.ts).
 */
export function requireStaff(
  auth: AuthContext,
  ability: StaffAbility | readonly StaffAbility[],
): StaffContext {
  const { user } = auth;
  if (!isStaffRole(user.role)) throw new AppError(403, 'NOT_STAFF');
  const abilities: readonly StaffAbility[] = typeof ability === 'string' ? [ability] : ability;
  if (!abilities.some((a) => staffCan(user.role as StaffRole, a))) throw new AppError(403, 'FORBIDDEN');
  return { userId: user.id, merchantId: user.merchantId, role: user.role, branchIds: user.branchIds ?? null };
}

export function worksAt(staff: StaffContext, branchId: number): boolean {
  return staff.branchIds === null || staff.branchIds.includes(branchId);
}

/** 403 unless the branch is one of the caller's. */
export function assertBranch(staff: StaffContext, branchId: number): void {
  if (!worksAt(staff, branchId)) throw new AppError(403, 'BRANCH_FORBIDDEN', {}, 'branchId');
}

/** The courier record of a COURIER (null when they have none yet). */
export async function courierIdOf(db: Database, staff: StaffContext): Promise<number | null> {
  const [row] = await db
    .select({ id: tables.couriers.id })
    .from(tables.couriers)
    .where(and(eq(tables.couriers.merchantId, staff.merchantId), eq(tables.couriers.userId, staff.userId)));
  return row?.id ?? null;
}
