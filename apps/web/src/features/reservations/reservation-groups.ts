import type { ReservationDetails } from '@dastarkhan/domain';

/**
 * The list's two parts: bookings still ahead (soonest first — the next visit on top) and the
 * rest, past or cancelled (latest first).
 */
export function reservationGroups(list: readonly ReservationDetails[]) {
  const upcoming = list
    .filter((r) => r.cancellable)
    .sort((a, b) => a.reservedAt.localeCompare(b.reservedAt) || a.id - b.id);
  const past = list
    .filter((r) => !r.cancellable)
    .sort((a, b) => b.reservedAt.localeCompare(a.reservedAt) || b.id - a.id);
  return { upcoming, past };
}
