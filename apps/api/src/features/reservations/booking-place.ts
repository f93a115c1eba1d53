import { type Executor, tables } from '@dastarkhan/db';
import type { Holiday, MerchantSettings, OpeningHours } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';

const { branches, diningTables } = tables;

/** Every booking call starts here: the tenant's switch `bookingActive` (off → 403, a clear code). */
export async function requireBooking(app: FastifyInstance, merchantId: number): Promise<MerchantSettings> {
  const settings = await cachedMerchantSettings(app, merchantId);
  if (!settings.bookingActive) throw new AppError(403, 'BOOKING_UNAVAILABLE');
  return settings;
}

export type BookingBranch = Awaited<ReturnType<typeof findBookingBranch>>;

/** An active branch of the merchant that takes bookings (`settings.bookingEnabled`). */
export async function findBookingBranch(db: Executor, merchantId: number, branchId: number) {
  const [branch] = await db
    .select({
      id: branches.id,
      name: branches.name,
      workHours: branches.workHours,
      holidays: branches.holidays,
      settings: branches.settings,
      bookingPhone: branches.bookingPhone,
      phone: branches.phone,
    })
    .from(branches)
    .where(
      and(
        eq(branches.merchantId, merchantId),
        eq(branches.id, branchId),
        eq(branches.deleted, false),
        eq(branches.isActive, true),
      ),
    );
  if (!branch) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: branchId }, 'branchId');
  if (!branch.settings?.bookingEnabled) throw new AppError(422, 'BOOKING_BRANCH_UNAVAILABLE', {}, 'branchId');
  // Days are stored as the weekday names the domain reads; unknown ones count as days off.
  return { ...branch, workHours: branch.workHours as OpeningHours[], holidays: branch.holidays as Holiday[] };
}

/** A table of that branch (another branch's or tenant's table is "not found"). */
export async function findBranchTable(db: Executor, merchantId: number, branchId: number, tableId: number) {
  const [table] = await db
    .select()
    .from(diningTables)
    .where(
      and(
        eq(diningTables.merchantId, merchantId),
        eq(diningTables.branchId, branchId),
        eq(diningTables.id, tableId),
      ),
    );
  if (!table) throw new AppError(404, 'TABLE_NOT_FOUND', {}, 'tableId');
  return table;
}
