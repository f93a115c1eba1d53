import type { BranchRow } from '@dastarkhan/db';
import type { BranchAdmin, BranchInputParsed } from '@dastarkhan/domain';

/** A branch as the console edits it (also what the audit log keeps before and after). */
export function toBranchAdmin(row: BranchRow): BranchAdmin {
  return {
    id: row.id,
    cityId: row.cityId,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    bookingPhone: row.bookingPhone,
    workHours: row.workHours as BranchAdmin['workHours'],
    holidays: row.holidays ?? [],
    deliveryStart: row.deliveryStart,
    deliveryEnd: row.deliveryEnd,
    deliveryPrice: row.deliveryPrice,
    services: {
      deliveryEnabled: row.settings.deliveryEnabled,
      pickupEnabled: row.settings.pickupEnabled,
      dineinEnabled: row.settings.dineinEnabled,
      bookingEnabled: row.settings.bookingEnabled,
    },
    prepMinutes: row.prepMinutes,
    acceptLimitMinutes: row.acceptLimitMinutes,
    isActive: row.isActive,
    isMain: row.isMain,
  };
}

const NEW_BRANCH_SETTINGS: BranchRow['settings'] = {
  bookingEnabled: false,
  deliveryEnabled: true,
  dineinEnabled: false,
  pickupEnabled: true,
  expressEnabled: false,
  yandexEnabled: false,
  kitchenEnabled: true,
  payOfficeEnabled: false,
  storageEnabled: false,
  directorId: null,
};

/** The columns an editor's body sets; the settings it does not show are kept (or defaulted). */
export function branchColumns(input: BranchInputParsed, settings: BranchRow['settings'] | null) {
  const sorted = [...input.holidays].sort((a, b) => a.date.localeCompare(b.date));
  // `open`/`close` stay a summary of Monday for older readers (spec §3 keeps both fields).
  const monday = input.workHours.find((h) => h.day === 'MONDAY');
  return {
    cityId: input.cityId,
    name: input.name,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    phone: input.phone ?? null,
    bookingPhone: input.bookingPhone ?? null,
    workHours: input.workHours,
    holidays: sorted.map((h) =>
      h.isWorking
        ? { date: h.date, isWorking: true, open: h.open, close: h.close }
        : { date: h.date, isWorking: false },
    ),
    open: monday?.open ?? '10:00',
    close: monday?.close ?? '23:00',
    deliveryStart: input.deliveryStart,
    deliveryEnd: input.deliveryEnd,
    deliveryPrice: input.deliveryPrice,
    settings: { ...(settings ?? NEW_BRANCH_SETTINGS), ...input.services },
    prepMinutes: input.prepMinutes,
    acceptLimitMinutes: input.acceptLimitMinutes,
    isActive: input.isActive,
  };
}

/**
 * The menu answers carry each product's branches, so a branch or zone change is a catalogue
 * change, announced to every process like a menu edit (decision 024).
 */
export { bumpCatalogue } from '../catalogue/index.js';
