import { describe, expect, it } from 'vitest';
import {
  formatTashkentDate,
  formatTashkentDay,
  formatTashkentNumeric,
  formatTashkentTime,
  minutesSince,
  tashkentToday,
} from './tashkent-time';

const NOW = Date.parse('2024-06-01T12:00:00Z');

describe('order dates', () => {
  it('shows the Tashkent clock in words of each language, without the year when it is this year', () => {
    expect(formatTashkentDate('2024-05-12T09:05:00Z', 'eng', NOW)).toBe('12 May, 14:05');
    expect(formatTashkentDate('2024-05-12T09:05:00Z', 'ru', NOW)).toBe('12 мая, 14:05');
    expect(formatTashkentDate('2024-11-23T19:30:00Z', 'uz', NOW)).toBe('24-noyabr, 00:30');
  });

  it('adds the year for an order of another year, on the Tashkent calendar', () => {
    // 31 Dec 20:00 UTC is already 1 January in Tashkent.
    expect(formatTashkentDate('2023-12-31T20:00:00Z', 'eng', NOW)).toBe('1 Jan, 01:00');
    expect(formatTashkentDate('2023-05-12T09:05:00Z', 'eng', NOW)).toBe('12 May 2023, 14:05');
    expect(formatTashkentDate('2023-05-12T09:05:00Z', 'uz', NOW)).toBe('12-may 2023, 14:05');
  });

  it('gives nothing for a broken date', () => {
    expect(formatTashkentDate('soon', 'uz', NOW)).toBe('');
  });
});

describe('formatTashkentTime', () => {
  it('gives the Tashkent wall-clock time of an instant, whatever the device zone', () => {
    expect(formatTashkentTime('2026-11-23T09:35:00.000Z')).toBe('14:35');
    expect(formatTashkentTime('2026-11-23T19:05:00.000Z')).toBe('00:05');
    expect(formatTashkentTime('nonsense')).toBe('');
  });
});

describe('the console helpers', () => {
  it('write a day, today, a numeric stamp and an age on the Tashkent clock', () => {
    expect(formatTashkentDay('2026-11-26', 'eng')).toMatch(/^Thursday,? 26 November$/);
    expect(formatTashkentDay('2026-11-26', 'uz')).toBe('26-noyabr, payshanba');
    // 20:00 UTC on the 25th is already the 26th in Tashkent.
    expect(tashkentToday(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(formatTashkentNumeric('2026-11-25T14:30:00Z')).toBe('25.11.2026 19:30');
    expect(minutesSince('2026-11-25T14:30:00Z', Date.parse('2026-11-25T14:42:59Z'))).toBe(12);
    expect(minutesSince('2026-11-25T14:30:00Z', Date.parse('2026-11-25T14:00:00Z'))).toBe(0);
  });
});
