import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../branches/opening-hours.js';
import { WEEK_ORDER } from '../branches/opening-hours.js';
import {
  checkScheduledSlot,
  cookingLeadMinutes,
  DEFAULT_COOKING_LEAD_MINUTES,
  orderSlots,
  scheduleDays,
  tashkentDay,
  tashkentInstant,
} from './order-slots.js';

const week = (
  open: string,
  close: string,
  overrides: Partial<Record<string, OpeningHours>> = {},
): OpeningHours[] => WEEK_ORDER.map((day) => overrides[day] ?? { day, open, close, isWorking: true });

// Monday 2026-11-23, 12:00 in Tashkent.
const MONDAY_NOON = new Date('2026-11-23T07:00:00.000Z');

describe('Tashkent days and instants', () => {
  it('reads wall-clock time in UTC+5', () => {
    expect(tashkentInstant('2026-11-23', '18:30').toISOString()).toBe('2026-11-23T13:30:00.000Z');
    expect(tashkentDay(new Date('2026-11-23T19:30:00.000Z'))).toBe('2026-11-24'); // 00:30 next day
  });

  it('offers today and the next two days', () => {
    expect(scheduleDays(MONDAY_NOON)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });
});

describe('cooking lead time', () => {
  it("is the slowest product's maximum cooking time, or the default", () => {
    expect(cookingLeadMinutes([{ timeCookingMax: 20 }, { timeCookingMax: 45 }, {}])).toBe(45);
    expect(cookingLeadMinutes([{ timeCookingMax: null }])).toBe(DEFAULT_COOKING_LEAD_MINUTES);
  });
});

describe('slots', () => {
  const hours = week('10:00', '23:00');

  it('starts a future day at opening + lead and ends before closing, every 30 minutes', () => {
    const slots = orderSlots(hours, '2026-11-24', MONDAY_NOON, 30);
    expect(slots[0]).toBe('10:30');
    expect(slots.at(-1)).toBe('22:30');
    expect(slots).toHaveLength(25);
    expect(orderSlots(hours, '2026-11-24', MONDAY_NOON, 60)[0]).toBe('11:00');
  });

  it('starts today no earlier than now + lead', () => {
    expect(orderSlots(hours, '2026-11-23', MONDAY_NOON, 30)[0]).toBe('12:30');
    expect(orderSlots(hours, '2026-11-23', new Date('2026-11-23T07:10:00.000Z'), 30)[0]).toBe('13:00');
  });

  it('follows a shift past midnight into the next calendar day', () => {
    const late = week('10:00', '23:00', {
      MONDAY: { day: 'MONDAY', open: '10:00', close: '02:00', isWorking: true },
    });
    const tuesday = orderSlots(late, '2026-11-24', MONDAY_NOON, 30);
    expect(tuesday.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(tuesday).not.toContain('02:00');
    expect(tuesday).toContain('10:30');
  });

  it('offers nothing on a day off', () => {
    const closedTuesday = week('10:00', '23:00', {
      TUESDAY: { day: 'TUESDAY', open: '10:00', close: '23:00', isWorking: false },
    });
    expect(orderSlots(closedTuesday, '2026-11-24', MONDAY_NOON, 30)).toEqual([]);
  });

  it('explains why a slot is refused', () => {
    expect(checkScheduledSlot(hours, '2026-11-23', '18:00', MONDAY_NOON, 30)).toBeNull();
    expect(checkScheduledSlot(hours, '2026-11-23', '12:00', MONDAY_NOON, 30)).toBe('SLOT_IN_PAST');
    expect(checkScheduledSlot(hours, '2026-11-24', '10:00', MONDAY_NOON, 30)).toBe('SLOT_OUTSIDE_HOURS');
    expect(checkScheduledSlot(hours, '2026-11-23', '23:30', MONDAY_NOON, 30)).toBe('SLOT_OUTSIDE_HOURS');
    expect(checkScheduledSlot(hours, '2026-11-26', '12:00', MONDAY_NOON, 30)).toBe('SLOT_TOO_FAR');
  });
});
