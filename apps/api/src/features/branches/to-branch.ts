import type { BranchRow } from '@dastarkhan/db';
import type { HallView } from './branch-repository.js';

/** The branch as spec §3 names its fields; `distance` in metres when a point was given. */
export function toBranch(row: BranchRow, extra: { distance?: number | null; halls?: HallView[] } = {}) {
  return {
    id: row.id,
    merchantId: row.merchantId,
    cityId: row.cityId,
    name: row.name,
    address: row.address,
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
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
    ...(extra.halls ? { halls: extra.halls } : {}),
  };
}
