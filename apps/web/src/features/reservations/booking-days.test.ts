import { describe, expect, it } from 'vitest';
import { dayChip, shortDate } from './booking-days';

const words = { today: 'Today', tomorrow: 'Tomorrow' };

describe('booking day chips', () => {
  it('writes the date in each language without the device time zone shifting it', () => {
    expect(shortDate('2026-11-24', 'eng')).toBe('24 Nov');
    expect(shortDate('2026-11-24', 'ru')).toBe('24 ноя');
    expect(shortDate('2026-11-24', 'uz')).toBe('24-noy');
    expect(shortDate('2027-01-01', 'eng')).toBe('1 Jan');
  });

  it('names the first two days today and tomorrow and the rest by weekday', () => {
    expect(dayChip('2026-11-23', 0, 'eng', words)).toEqual({ top: 'Today', bottom: '23 Nov' });
    expect(dayChip('2026-11-24', 1, 'eng', words)).toEqual({ top: 'Tomorrow', bottom: '24 Nov' });
    // 2026-11-25 is a Wednesday.
    expect(dayChip('2026-11-25', 2, 'eng', words).top).toBe('Wed');
    expect(dayChip('2026-11-25', 2, 'ru', words).top).toBe('Ср');
    expect(dayChip('2026-11-29', 6, 'uz', words).top).toBe('Ya');
  });
});
