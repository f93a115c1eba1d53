import { describe, expect, it } from 'vitest';
import {
  type OpeningHours,
  openingState,
  tashkentWeekday,
  WEEK_ORDER,
  weekSchedule,
} from './opening-hours.js';

/** A Tashkent wall-clock moment. 2025-06-02 is a Monday, 2025-06-06 a Friday. */
const at = (local: string) => new Date(`${local}:00+05:00`);

function createWeek(open: string, close: string, daysOff: string[] = []): OpeningHours[] {
  return WEEK_ORDER.map((day) => ({ day, open, close, isWorking: !daysOff.includes(day) }));
}

const daytime = createWeek('10:00', '23:00', ['SUNDAY']);
const lateNight = createWeek('10:00', '02:00');
const roundTheClock = createWeek('00:00', '00:00');

describe('openingState', () => {
  it.each([
    ['opens at the opening minute', daytime, '2025-06-02T10:00', { open: true, closesAt: '23:00' }],
    ['is open in the middle of the day', daytime, '2025-06-04T15:30', { open: true, closesAt: '23:00' }],
    [
      'is closed at the closing minute and opens the next morning',
      daytime,
      '2025-06-02T23:00',
      { open: false, opensAt: { day: 'TUESDAY', time: '10:00', inDays: 1 } },
    ],
    [
      'is closed before opening and opens later today',
      daytime,
      '2025-06-03T08:15',
      { open: false, opensAt: { day: 'TUESDAY', time: '10:00', inDays: 0 } },
    ],
    [
      'skips the day off: Saturday night opens on Monday',
      daytime,
      '2025-06-07T23:30',
      { open: false, opensAt: { day: 'MONDAY', time: '10:00', inDays: 2 } },
    ],
    [
      'is closed all of the day off',
      daytime,
      '2025-06-08T12:00',
      { open: false, opensAt: { day: 'MONDAY', time: '10:00', inDays: 1 } },
    ],
    [
      "counts Saturday 01:00 as Friday's shift past midnight",
      createWeek('10:00', '02:00', ['SATURDAY']),
      '2025-06-07T01:00',
      { open: true, closesAt: '02:00' },
    ],
    [
      "counts Monday 01:00 as Sunday's shift of the week before",
      lateNight,
      '2025-06-02T01:00',
      { open: true, closesAt: '02:00' },
    ],
    [
      'is closed between the night shift and the morning',
      lateNight,
      '2025-06-04T05:00',
      { open: false, opensAt: { day: 'WEDNESDAY', time: '10:00', inDays: 0 } },
    ],
    [
      'is open after midnight in the shift of a day that is closed the next day',
      createWeek('18:00', '03:00', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'SATURDAY', 'SUNDAY']),
      '2025-06-07T02:59',
      { open: true, closesAt: '03:00' },
    ],
    ['is open round the clock without a closing time', roundTheClock, '2025-06-05T04:00', { open: true }],
    [
      'joins touching shifts into one stretch',
      [
        { day: 'MONDAY', open: '20:00', close: '02:00', isWorking: true },
        { day: 'TUESDAY', open: '02:00', close: '06:00', isWorking: true },
      ] satisfies OpeningHours[],
      '2025-06-02T23:00',
      { open: true, closesAt: '06:00' },
    ],
    [
      'treats missing days as days off',
      [{ day: 'THURSDAY', open: '09:00', close: '18:00', isWorking: true }] satisfies OpeningHours[],
      '2025-06-06T12:00',
      { open: false, opensAt: { day: 'THURSDAY', time: '09:00', inDays: 6 } },
    ],
    [
      'never opens when no day is a working day',
      createWeek('10:00', '22:00', [...WEEK_ORDER]),
      '2025-06-04T12:00',
      { open: false },
    ],
  ])('%s', (_name, hours, now, expected) => {
    const { today: _today, ...state } = openingState(hours, at(now));
    expect(state).toEqual(expected);
  });

  it('reads the time in Tashkent, whatever the instant is in UTC', () => {
    // 2025-06-06 19:30 UTC is Saturday 00:30 in Tashkent.
    const now = new Date('2025-06-06T19:30:00Z');
    expect(openingState(daytime, now)).toEqual({
      open: false,
      opensAt: { day: 'SATURDAY', time: '10:00', inDays: 0 },
      today: 'SATURDAY',
    });
  });
});

describe('tashkentWeekday', () => {
  it.each([
    ['2025-06-02T00:00', 'MONDAY'],
    ['2025-06-08T23:59', 'SUNDAY'],
    ['2025-06-06T04:59', 'FRIDAY'],
  ])('is the Tashkent weekday at %s', (now, day) => {
    expect(tashkentWeekday(at(now))).toBe(day);
  });
});

describe('weekSchedule', () => {
  it('lists the seven days Monday first, whatever the order of the input', () => {
    const schedule = weekSchedule([...daytime].reverse());
    expect(schedule.map((row) => row.day)).toEqual([...WEEK_ORDER]);
    expect(schedule[6]).toMatchObject({ day: 'SUNDAY', isWorking: false });
  });

  it("falls back to the branch's single open and close when it has no per-day hours", () => {
    const schedule = weekSchedule([], { open: '09:00', close: '21:00' });
    expect(schedule).toHaveLength(7);
    expect(schedule.every((row) => row.isWorking && row.open === '09:00' && row.close === '21:00')).toBe(
      true,
    );
  });

  it('marks a day missing from partial hours as a day off', () => {
    const schedule = weekSchedule([{ day: 'MONDAY', open: '09:00', close: '18:00', isWorking: true }]);
    expect(schedule.filter((row) => row.isWorking)).toHaveLength(1);
  });
});

describe('holidays (issue 17)', () => {
  it('keeps a branch closed all day on a closed date and opens it the day after', () => {
    const hours = { workHours: daytime, holidays: [{ date: '2025-06-04', isWorking: false }] };
    expect(openingState(hours, at('2025-06-04T15:30'))).toMatchObject({
      open: false,
      opensAt: { day: 'THURSDAY', time: '10:00', inDays: 1 },
    });
    expect(openingState(hours, at('2025-06-03T15:30')).open).toBe(true);
  });

  it('uses the other hours of a shortened date', () => {
    const hours = {
      workHours: daytime,
      holidays: [{ date: '2025-06-06', isWorking: true, open: '12:00', close: '16:00' }],
    };
    expect(openingState(hours, at('2025-06-06T11:00'))).toMatchObject({
      open: false,
      opensAt: { day: 'FRIDAY', time: '12:00', inDays: 0 },
    });
    expect(openingState(hours, at('2025-06-06T15:00'))).toMatchObject({ open: true, closesAt: '16:00' });
    expect(openingState(hours, at('2025-06-06T17:00')).open).toBe(false);
  });

  it('opens on a usual day off when the date says so', () => {
    const hours = {
      workHours: daytime,
      holidays: [{ date: '2025-06-08', isWorking: true, open: '09:00', close: '13:00' }],
    };
    expect(openingState(hours, at('2025-06-08T10:00'))).toMatchObject({ open: true, closesAt: '13:00' });
    expect(openingState(daytime, at('2025-06-08T10:00')).open).toBe(false);
  });

  it('cuts short the night that began on the day before a closed date only at its own close', () => {
    const hours = { workHours: lateNight, holidays: [{ date: '2025-06-03', isWorking: false }] };
    // Monday's shift runs to Tuesday 02:00; Tuesday itself does not open.
    expect(openingState(hours, at('2025-06-03T01:00'))).toMatchObject({ open: true, closesAt: '02:00' });
    expect(openingState(hours, at('2025-06-03T12:00'))).toMatchObject({
      open: false,
      opensAt: { day: 'WEDNESDAY', time: '10:00', inDays: 1 },
    });
  });

  it('looks a week ahead for a closed date next week', () => {
    const hours = { workHours: daytime, holidays: [{ date: '2025-06-09', isWorking: false }] };
    // Saturday night: Sunday is a day off, Monday 9 June a holiday, so Tuesday.
    expect(openingState(hours, at('2025-06-07T23:30'))).toMatchObject({
      open: false,
      opensAt: { day: 'TUESDAY', time: '10:00', inDays: 3 },
    });
  });
});
