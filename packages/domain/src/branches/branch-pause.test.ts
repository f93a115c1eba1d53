import { describe, expect, it } from 'vitest';
import { busyMinutesAt, livePause, pauseFor } from './branch-pause.js';
import { nextOpeningAt, type OpeningHours } from './opening-hours.js';

const NOON = new Date('2026-11-23T07:00:00.000Z'); // Monday 12:00 in Tashkent
const pause = (minutes: number, serviceTypes: string[] | null = null) => ({
  until: new Date(NOON.getTime() + minutes * 60_000).toISOString(),
  reason: null,
  serviceTypes,
});

describe('a branch pause', () => {
  it('holds until its end and not a moment after', () => {
    expect(livePause(pause(30), NOON)).not.toBeNull();
    expect(livePause(pause(0), NOON)).toBeNull();
    expect(livePause(null, NOON)).toBeNull();
  });

  it('stops every service when it lists none, otherwise only the listed ones', () => {
    expect(pauseFor(pause(30), 'DELIVERY', NOON)).not.toBeNull();
    expect(pauseFor(pause(30, ['DELIVERY']), 'DELIVERY', NOON)).not.toBeNull();
    expect(pauseFor(pause(30, ['DELIVERY']), 'PICK_UP', NOON)).toBeNull();
    expect(pauseFor(pause(-1, ['PICK_UP']), 'PICK_UP', NOON)).toBeNull();
  });
});

describe('busy mode', () => {
  it('adds its minutes only while it lasts', () => {
    const until = new Date(NOON.getTime() + 60_000);
    expect(busyMinutesAt({ busyUntil: until, busyMinutes: 15 }, NOON)).toBe(15);
    expect(busyMinutesAt({ busyUntil: until, busyMinutes: 15 }, until)).toBe(0);
    expect(busyMinutesAt({ busyUntil: null, busyMinutes: 15 }, NOON)).toBe(0);
  });
});

describe('the next opening of a branch', () => {
  const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
  const hours = (open: string, close: string, off: string[] = []): OpeningHours[] =>
    days.map((day) => ({ day, open, close, isWorking: !off.includes(day) }));

  it('is the next shift after the current one while open', () => {
    expect(nextOpeningAt(hours('10:00', '23:00'), NOON)?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });

  it('is later today while closed before the shift', () => {
    const early = new Date('2026-11-23T02:30:00.000Z'); // 07:30 Tashkent
    expect(nextOpeningAt(hours('10:00', '23:00'), early)?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('skips days off and crosses into next week', () => {
    const sunday = new Date('2026-11-29T07:00:00.000Z'); // Sunday noon
    expect(nextOpeningAt(hours('10:00', '23:00', ['MONDAY']), sunday)?.toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
  });

  it('has none for a branch open round the clock or never', () => {
    expect(nextOpeningAt(hours('00:00', '00:00'), NOON)).toBeNull();
    expect(nextOpeningAt(hours('10:00', '23:00', [...days]), NOON)).toBeNull();
  });
});
