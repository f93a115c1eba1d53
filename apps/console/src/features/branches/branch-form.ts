import type { BranchAdmin, BranchInput, HolidayInput } from '@dastarkhan/domain';
import { WEEK_ORDER } from '@dastarkhan/domain/client';

/** The editor's state: the body of PUT/POST, with numbers kept as typed text until sent. */
export interface BranchDraft {
  cityId: number;
  name: { uz: string; ru: string; eng: string };
  address: string;
  latitude: string;
  longitude: string;
  phone: string;
  bookingPhone: string;
  workHours: Array<{ day: (typeof WEEK_ORDER)[number]; open: string; close: string; isWorking: boolean }>;
  holidays: HolidayInput[];
  deliveryStart: string;
  deliveryEnd: string;
  deliveryPrice: string;
  services: BranchInput['services'];
  prepMinutes: string;
  acceptLimitMinutes: string;
  isActive: boolean;
}

export function draftOf(
  branch: BranchAdmin | null,
  cityId: number,
  centre: { lat: number; lon: number },
): BranchDraft {
  if (!branch)
    return {
      cityId,
      name: { uz: '', ru: '', eng: '' },
      address: '',
      latitude: centre.lat.toFixed(6),
      longitude: centre.lon.toFixed(6),
      phone: '',
      bookingPhone: '',
      workHours: WEEK_ORDER.map((day) => ({ day, open: '10:00', close: '22:00', isWorking: true })),
      holidays: [],
      deliveryStart: '10:00',
      deliveryEnd: '22:00',
      deliveryPrice: '0',
      services: { deliveryEnabled: true, pickupEnabled: true, dineinEnabled: false, bookingEnabled: false },
      prepMinutes: '20',
      acceptLimitMinutes: '3',
      isActive: true,
    };
  return {
    cityId: branch.cityId,
    name: { ...branch.name },
    address: branch.address,
    latitude: String(branch.latitude),
    longitude: String(branch.longitude),
    phone: branch.phone ?? '',
    bookingPhone: branch.bookingPhone ?? '',
    workHours: WEEK_ORDER.map(
      (day) =>
        branch.workHours.find((h) => h.day === day) ?? {
          day,
          open: '10:00',
          close: '22:00',
          isWorking: false,
        },
    ),
    holidays: branch.holidays.map((h) => ({ ...h })),
    deliveryStart: branch.deliveryStart,
    deliveryEnd: branch.deliveryEnd,
    deliveryPrice: String(branch.deliveryPrice),
    services: { ...branch.services },
    prepMinutes: String(branch.prepMinutes),
    acceptLimitMinutes: String(branch.acceptLimitMinutes),
    isActive: branch.isActive,
  };
}

/** Text that is not a number is sent as it is, so the server names the field in its refusal. */
const num = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

export function bodyOf(draft: BranchDraft): unknown {
  return {
    ...draft,
    latitude: num(draft.latitude),
    longitude: num(draft.longitude),
    phone: draft.phone.trim() || null,
    bookingPhone: draft.bookingPhone.trim() || null,
    holidays: draft.holidays.map((h) => (h.isWorking ? h : { date: h.date, isWorking: false })),
    deliveryPrice: num(draft.deliveryPrice),
    prepMinutes: num(draft.prepMinutes),
    acceptLimitMinutes: num(draft.acceptLimitMinutes),
  };
}
