// Not in constants.ts: that module rides in the storefront's first-load chunk, and these two are
// needed only by the address picker and by the screens that print dates.

/** Every business time (work hours, promo dates, scheduled orders) is Tashkent time. */
export const TIMEZONE = 'Asia/Tashkent';

/** Start point of the address picker (spec §9). */
export const DEFAULT_ADDRESS_COORDINATES = { latitude: 41.311321, longitude: 69.27922327443147 } as const;

/** Tashkent is UTC+5 all year (no daylight saving). */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The instant the Tashkent calendar day of `at` began. */
export function startOfTashkentDay(at: Date): Date {
  const local = at.getTime() + TASHKENT_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - TASHKENT_OFFSET_MS);
}
