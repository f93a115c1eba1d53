import { describe, expect, it } from 'vitest';
import { deliversAt, withinDeliveryHours } from './delivery-hours.js';

describe('withinDeliveryHours', () => {
  it.each([
    ['09:30', '10:00', '23:00', false],
    ['10:00', '10:00', '23:00', true],
    ['22:30', '10:00', '23:00', true],
    ['23:00', '10:00', '23:00', false],
    ['01:00', '18:00', '02:00', true],
    ['03:00', '18:00', '02:00', false],
  ])('%s within %s–%s is %s', (time, start, end, want) => {
    expect(withinDeliveryHours(time, start, end)).toBe(want);
  });
});

describe('deliversAt', () => {
  const branch = { deliveryStart: '10:00', deliveryEnd: '23:00' };
  it('reads the instant as Tashkent time', () => {
    expect(deliversAt(branch, new Date('2026-03-16T05:00:00Z'))).toBe(true);
    expect(deliversAt(branch, new Date('2026-03-16T04:59:00Z'))).toBe(false);
    expect(deliversAt(branch, new Date('2026-03-16T17:59:00Z'))).toBe(true);
    expect(deliversAt(branch, new Date('2026-03-16T18:00:00Z'))).toBe(false);
  });
});
