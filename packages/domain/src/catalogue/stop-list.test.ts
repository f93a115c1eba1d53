import { describe, expect, it } from 'vitest';
import { earliestStopEnd, endOfTashkentDay, stopCounts, stopUntil } from './stop-list.js';

const NOON = new Date('2026-11-23T07:00:00.000Z'); // Monday 12:00 in Tashkent

describe('the stop-list clock', () => {
  it('counts an entry until its end, and one without an end until turned back', () => {
    expect(stopCounts(null, NOON)).toBe(true);
    expect(stopCounts('2026-11-23T07:00:01.000Z', NOON)).toBe(true);
    expect(stopCounts(NOON, NOON)).toBe(false);
  });

  it('ends the day at the next midnight in Tashkent, also just after midnight UTC', () => {
    expect(endOfTashkentDay(NOON).toISOString()).toBe('2026-11-23T19:00:00.000Z');
    // 23:30 Tashkent on Monday is still Monday: midnight is half an hour away.
    expect(endOfTashkentDay(new Date('2026-11-23T18:30:00.000Z')).toISOString()).toBe(
      '2026-11-23T19:00:00.000Z',
    );
    // 00:10 Tashkent on Tuesday: the end of Tuesday.
    expect(endOfTashkentDay(new Date('2026-11-23T19:10:00.000Z')).toISOString()).toBe(
      '2026-11-24T19:00:00.000Z',
    );
  });

  it('reads a change’s until: END_OF_DAY, a time, or none', () => {
    expect(stopUntil('END_OF_DAY', NOON)?.toISOString()).toBe('2026-11-23T19:00:00.000Z');
    expect(stopUntil('2026-11-23T10:00:00+05:00', NOON)?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(stopUntil(null, NOON)).toBeNull();
    expect(stopUntil(undefined, NOON)).toBeNull();
  });

  it('finds the earliest end still ahead, ignoring open-ended and past entries', () => {
    const at = (h: number) => new Date(NOON.getTime() + h * 3_600_000);
    expect(earliestStopEnd([null, at(3), at(-1), at(2)], NOON)).toEqual(at(2));
    expect(earliestStopEnd([null, at(-1)], NOON)).toBeNull();
  });
});
