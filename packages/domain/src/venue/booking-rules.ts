import { type Hours, openingState } from '../branches/opening-hours.js';
import { tashkentDay, tashkentInstant } from '../orders/order-slots.js';

// Table booking (docs/decisions/014-table-booking-and-waiter-call.md): a booking holds one table
// for BOOKING_DURATION_MINUTES from a start on a 30-minute grid, inside the branch's work hours on
// the Asia/Tashkent clock, from BOOKING_LEAD_MINUTES from now up to BOOKING_DAYS days ahead.

export const BOOKING_SLOT_MINUTES = 30;
/** How long a booking holds its table; two bookings of one table may not overlap. */
export const BOOKING_DURATION_MINUTES = 120;
/** The earliest start is this far from now (the venue needs a moment to set the table). */
export const BOOKING_LEAD_MINUTES = 30;
/** Today and the following days: how far ahead a customer may book. */
export const BOOKING_DAYS = 14;
/** The last start is this long before closing (a guest who sits down must be able to eat). */
export const BOOKING_LAST_START_BEFORE_CLOSE_MINUTES = 60;
/** Upcoming bookings one customer may hold at a merchant at once. */
export const MAX_UPCOMING_BOOKINGS = 5;

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** The days a customer may book, as YYYY-MM-DD in Tashkent, today first. */
export function bookingDays(now: Date, count = BOOKING_DAYS): string[] {
  return Array.from({ length: count }, (_, i) =>
    tashkentDay(new Date(now.getTime() + i * DAY_MINUTES * MINUTE)),
  );
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether a start at `at` lies inside work hours with the last-start margin before closing. */
function insideHours(workHours: Hours, at: Date): boolean {
  if (!openingState(workHours, at).open) return false;
  const lastMinute = new Date(at.getTime() + (BOOKING_LAST_START_BEFORE_CLOSE_MINUTES - 1) * MINUTE);
  return openingState(workHours, lastMinute).open;
}

/** The HH:MM starts of `day` a booking may take (ignoring other bookings), in order. */
export function bookingStarts(workHours: Hours, day: string, now: Date): string[] {
  const earliest = now.getTime() + BOOKING_LEAD_MINUTES * MINUTE;
  const starts: string[] = [];
  for (let minute = 0; minute < DAY_MINUTES; minute += BOOKING_SLOT_MINUTES) {
    const time = hhmm(minute);
    const at = tashkentInstant(day, time);
    if (at.getTime() < earliest) continue;
    if (insideHours(workHours, at)) starts.push(time);
  }
  return starts;
}

export type BookingTimeRefusal = 'BOOKING_TIME_IN_PAST' | 'BOOKING_TOO_FAR' | 'BOOKING_OUTSIDE_HOURS';

/** Why `day` + `time` cannot start a booking, or null when it can (other bookings aside). */
export function checkBookingTime(
  workHours: Hours,
  day: string,
  time: string,
  now: Date,
): BookingTimeRefusal | null {
  const at = tashkentInstant(day, time);
  if (Number.isNaN(at.getTime())) return 'BOOKING_OUTSIDE_HOURS';
  if (at.getTime() < now.getTime() + BOOKING_LEAD_MINUTES * MINUTE) return 'BOOKING_TIME_IN_PAST';
  if (!bookingDays(now).includes(day)) return 'BOOKING_TOO_FAR';
  if (!insideHours(workHours, at)) return 'BOOKING_OUTSIDE_HOURS';
  return null;
}

/** Whether two bookings [start, start + duration) of one table overlap. */
export function bookingsOverlap(
  a: { start: Date; durationMinutes: number },
  b: { start: Date; durationMinutes: number },
): boolean {
  const aEnd = a.start.getTime() + a.durationMinutes * MINUTE;
  const bEnd = b.start.getTime() + b.durationMinutes * MINUTE;
  return a.start.getTime() < bEnd && b.start.getTime() < aEnd;
}

/** A booking may be cancelled by its customer while it stands and has not started. */
export function isBookingCancellable(status: string, reservedAt: Date, now: Date): boolean {
  return (status === 'BOOKED' || status === 'CONFIRMED') && reservedAt.getTime() > now.getTime();
}
