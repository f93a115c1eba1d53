import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../branches/opening-hours.js';
import {
  BOOKING_DAYS,
  bookingDays,
  bookingStarts,
  bookingsOverlap,
  checkBookingTime,
  isBookingCancellable,
} from './booking-rules.js';

const week = (open: string, close: string): OpeningHours[] =>
  (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((day) => ({
    day,
    open,
    close,
    isWorking: true,
  }));
/** Monday 2026-11-23 12:00 in Tashkent. */
const NOON = new Date('2026-11-23T07:00:00.000Z');

describe('booking times', () => {
  it('offers half-hour starts from opening to an hour before closing, and today only from 30 minutes ahead', () => {
    const starts = bookingStarts(week('10:00', '23:00'), '2026-11-24', NOON);
    expect(starts[0]).toBe('10:00');
    expect(starts.at(-1)).toBe('22:00');
    expect(starts).toHaveLength(25);
    expect(bookingStarts(week('10:00', '23:00'), '2026-11-23', NOON)[0]).toBe('12:30');
  });

  it('follows a shift past midnight', () => {
    const starts = bookingStarts(week('18:00', '02:00'), '2026-11-24', NOON);
    expect(starts[0]).toBe('00:00');
    expect(starts).toContain('01:00');
    expect(starts).not.toContain('01:30');
    expect(starts.at(-1)).toBe('23:30');
  });

  it('names why a start is refused', () => {
    const hours = week('10:00', '23:00');
    expect(checkBookingTime(hours, '2026-11-23', '11:00', NOON)).toBe('BOOKING_TIME_IN_PAST');
    expect(checkBookingTime(hours, '2026-11-23', '12:00', NOON)).toBe('BOOKING_TIME_IN_PAST');
    expect(checkBookingTime(hours, '2026-11-23', '12:30', NOON)).toBeNull();
    expect(checkBookingTime(hours, '2026-11-24', '09:30', NOON)).toBe('BOOKING_OUTSIDE_HOURS');
    expect(checkBookingTime(hours, '2026-11-24', '22:30', NOON)).toBe('BOOKING_OUTSIDE_HOURS');
    expect(checkBookingTime(hours, '2026-12-07', '19:00', NOON)).toBe('BOOKING_TOO_FAR');
    expect(checkBookingTime(hours, '2026-12-06', '19:00', NOON)).toBeNull();
    expect(checkBookingTime(hours, '2026-02-31', '19:00', NOON)).not.toBeNull();
    const closed = hours.map((h) => (h.day === 'TUESDAY' ? { ...h, isWorking: false } : h));
    expect(checkBookingTime(closed, '2026-11-24', '19:00', NOON)).toBe('BOOKING_OUTSIDE_HOURS');
  });

  it('lists today and the next days in Tashkent', () => {
    const days = bookingDays(NOON);
    expect(days).toHaveLength(BOOKING_DAYS);
    expect(days[0]).toBe('2026-11-23');
    // 23:30 on Monday in Tashkent is still Monday there (18:30 UTC).
    expect(bookingDays(new Date('2026-11-23T18:30:00.000Z'))[0]).toBe('2026-11-23');
    expect(bookingDays(new Date('2026-11-23T19:30:00.000Z'))[0]).toBe('2026-11-24');
  });
});

describe('overlap and cancelling', () => {
  const at = (iso: string, durationMinutes = 120) => ({ start: new Date(iso), durationMinutes });
  it('treats touching bookings as free and any shared minute as an overlap', () => {
    expect(bookingsOverlap(at('2026-11-24T13:00:00Z'), at('2026-11-24T15:00:00Z'))).toBe(false);
    expect(bookingsOverlap(at('2026-11-24T13:00:00Z'), at('2026-11-24T11:00:00Z'))).toBe(false);
    expect(bookingsOverlap(at('2026-11-24T13:00:00Z'), at('2026-11-24T14:30:00Z'))).toBe(true);
    expect(bookingsOverlap(at('2026-11-24T13:00:00Z'), at('2026-11-24T11:30:00Z'))).toBe(true);
  });
  it('lets a standing booking be cancelled until it starts', () => {
    expect(isBookingCancellable('CONFIRMED', new Date('2026-11-23T08:00:00Z'), NOON)).toBe(true);
    expect(isBookingCancellable('CONFIRMED', NOON, NOON)).toBe(false);
    expect(isBookingCancellable('CANCELED', new Date('2026-11-24T08:00:00Z'), NOON)).toBe(false);
  });
});
