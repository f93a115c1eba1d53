import type { BranchRow } from '@dastarkhan/db';
import {
  type BranchPause,
  busyMinutesAt,
  type Holiday,
  livePause,
  type ServiceType,
} from '@dastarkhan/domain';
import type { HallView } from './branch-repository.js';

/**
 * The branch as spec §3 names its fields; `distance` in metres when a point was given. `now` (the
 * ordering clock) decides whether a pause or busy mode of the console still holds (decision 021).
 */
export function toBranch(
  row: BranchRow,
  now: Date,
  extra: { distance?: number | null; halls?: HallView[] } = {},
) {
  return {
    id: row.id,
    merchantId: row.merchantId,
    cityId: row.cityId,
    name: row.name,
    address: row.address,
    addressText: row.addressText ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    open: row.open,
    close: row.close,
    phone: row.phone,
    bookingPhone: row.bookingPhone,
    joinPosterId: row.joinPosterId,
    jowiId: row.jowiId,
    iikoId: row.iikoId,
    companyId: row.companyId,
    paymentId: row.paymentId,
    isActive: row.isActive,
    isMain: row.isMain,
    deleted: row.deleted,
    deliveryPrice: row.deliveryPrice,
    deliveryStart: row.deliveryStart,
    deliveryEnd: row.deliveryEnd,
    distance: extra.distance ?? null,
    settings: { ...row.settings, merchantId: row.merchantId },
    workHours: row.workHours,
    holidays: row.holidays as Holiday[],
    pause: pauseOf(row, now),
    busyMinutes: busyMinutesAt(row, now),
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
    ...(extra.halls ? { halls: extra.halls } : {}),
  };
}

/** A console pause of the branch while it lasts (null once ended), as answers carry it. */
export function pauseOf(
  row: Pick<BranchRow, 'pausedUntil' | 'pauseReason' | 'pausedServiceTypes'>,
  now: Date,
): BranchPause | null {
  if (!livePause(row.pausedUntil ? { until: row.pausedUntil } : null, now)) return null;
  return {
    until: row.pausedUntil!.toISOString(),
    reason: row.pauseReason,
    serviceTypes: (row.pausedServiceTypes as ServiceType[] | null) ?? null,
  };
}
