import type { Branch, City, Language, MerchantSettings } from '@dastarkhan/domain';
import {
  branchAddress,
  type Holiday,
  type OpeningHours,
  pickText,
  weekSchedule,
} from '@dastarkhan/domain/client';

export type BranchService = 'DELIVERY' | 'PICK_UP' | 'DINE_IN';

/** A branch as its card and map entry show it, in the page's language. */
export interface BranchView {
  id: number;
  cityId: number;
  name: string;
  address: string;
  phone: string | null;
  /** Only when the tenant takes bookings and this branch does (spec §3 bookingEnabled). */
  bookingPhone: string | null;
  lat: number;
  lon: number;
  isMain: boolean;
  services: BranchService[];
  /** Seven rows, Monday first. */
  schedule: OpeningHours[];
  /** Dates closed or open at other hours (issue 17). */
  holidays: Holiday[];
}

export interface CityBranches {
  cityId: number;
  /** '' for a city the tenant's city list does not name. */
  cityName: string;
  branches: BranchView[];
}

type Switches = Pick<MerchantSettings, 'deliveryActive' | 'pickupActive' | 'dineInActive' | 'bookingActive'>;

/** A service is shown only when the branch offers it AND the tenant's switch for it is on. */
export function toBranchView(branch: Branch, settings: Switches, lang: Language): BranchView {
  const services: BranchService[] = [];
  if (settings.deliveryActive && branch.settings.deliveryEnabled) services.push('DELIVERY');
  if (settings.pickupActive && branch.settings.pickupEnabled) services.push('PICK_UP');
  if (settings.dineInActive && branch.settings.dineinEnabled) services.push('DINE_IN');
  const booking = settings.bookingActive && branch.settings.bookingEnabled;
  return {
    id: branch.id,
    cityId: branch.cityId,
    name: pickText(branch.name, lang),
    address: branchAddress(branch, lang),
    phone: branch.phone || null,
    bookingPhone: booking ? branch.bookingPhone || null : null,
    lat: branch.latitude,
    lon: branch.longitude,
    isMain: branch.isMain,
    services,
    schedule: weekSchedule(branch.workHours, { open: branch.open, close: branch.close }),
    holidays: branch.holidays ?? [],
  };
}

/**
 * Branches grouped by city in the order of the tenant's cities (the main city first), the main
 * branch first inside a city; branches of a city the list does not know come last.
 */
export function groupByCity(branches: readonly BranchView[], cities: readonly City[], lang: Language) {
  const ordered = [...cities].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const groups: CityBranches[] = ordered.map((city) => ({
    cityId: city.id,
    cityName: pickText(city.name, lang),
    branches: [],
  }));
  const byId = new Map(groups.map((group) => [group.cityId, group]));
  for (const branch of branches) {
    let group = byId.get(branch.cityId);
    if (!group) {
      group = { cityId: branch.cityId, cityName: '', branches: [] };
      byId.set(branch.cityId, group);
      groups.push(group);
    }
    group.branches.push(branch);
  }
  for (const group of groups) group.branches.sort((a, b) => Number(b.isMain) - Number(a.isMain));
  return groups.filter((group) => group.branches.length > 0);
}

/** Yandex Maps route to the branch: works on every phone, even when our own map cannot load. */
export function directionsUrl(branch: Pick<BranchView, 'lat' | 'lon'>): string {
  return `https://yandex.uz/maps/?rtext=~${branch.lat}%2C${branch.lon}&rtt=auto`;
}
