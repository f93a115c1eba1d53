import { describe, expect, it } from 'vitest';
import { formatTashkentDate, formatTashkentTime } from './format-tashkent-date';

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
