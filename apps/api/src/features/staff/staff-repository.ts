import { type Database, type Executor, tables, type UserRow } from '@dastarkhan/db';
import type { StaffMember, StaffRole } from '@dastarkhan/domain';
import { STAFF_ROLES } from '@dastarkhan/domain';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';

const { users, branches, couriers } = tables;

export function toStaffMember(row: UserRow): StaffMember {
  return {
    id: row.id,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as StaffRole,
    branchIds: row.branchIds ?? null,
    createdDate: row.createdDate.toISOString(),
  };
}

const staffOf = (merchantId: number) =>
  and(eq(users.merchantId, merchantId), inArray(users.role, [...STAFF_ROLES]), isNull(users.deletedAt));

export async function listStaff(db: Database, merchantId: number): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(staffOf(merchantId))
    .orderBy(asc(users.role), asc(users.id));
  return rows.map(toStaffMember);
}

export async function findStaff(db: Executor, merchantId: number, userId: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(staffOf(merchantId), eq(users.id, userId)));
  if (!row) throw new AppError(404, 'STAFF_NOT_FOUND', {}, 'userId');
  return row;
}

/** Branch ids must all be the merchant's live branches; null (every branch) passes as it is. */
export async function checkBranchIds(
  db: Executor,
  merchantId: number,
  branchIds: readonly number[] | null | undefined,
): Promise<number[] | null> {
  if (!branchIds) return null;
  const unique = [...new Set(branchIds)].sort((a, b) => a - b);
  const found = await db
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(eq(branches.merchantId, merchantId), inArray(branches.id, unique), eq(branches.deleted, false)),
    );
  if (found.length !== unique.length) throw new AppError(404, 'BRANCH_NOT_FOUND', {}, 'branchIds');
  return unique;
}

/** Refuses to leave the merchant without an OWNER (the one who manages staff). */
export async function assertOwnerRemains(
  db: Executor,
  merchantId: number,
  leavingUserId: number,
): Promise<void> {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.merchantId, merchantId),
        eq(users.role, 'OWNER'),
        isNull(users.deletedAt),
        ne(users.id, leavingUserId),
      ),
    )
    .limit(1);
  if (others.length === 0) throw new AppError(409, 'LAST_OWNER', {}, 'role');
}

/** A COURIER needs a courier record (orders point at it); other roles keep theirs for history. */
export async function ensureCourierRecord(
  db: Executor,
  merchantId: number,
  userId: number,
  branchIds: readonly number[] | null,
): Promise<void> {
  const [existing] = await db
    .select({ id: couriers.id })
    .from(couriers)
    .where(and(eq(couriers.merchantId, merchantId), eq(couriers.userId, userId)));
  if (existing) return;
  await db
    .insert(couriers)
    .values({ merchantId, userId, branchId: branchIds?.[0] ?? null, status: 'OFFLINE' });
}
