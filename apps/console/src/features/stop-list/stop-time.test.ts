import { describe, expect, it } from 'vitest';
import { tashkentTimeToIso } from './stop-time';

describe('a stop-list time', () => {
  it('means today in Tashkent when still ahead', () => {
    expect(tashkentTimeToIso('18:00', new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23T13:00:00.000Z');
  });
  it('means tomorrow when already past', () => {
    expect(tashkentTimeToIso('09:30', new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-24T04:30:00.000Z');
  });
  it('refuses what is not a time', () => {
    expect(tashkentTimeToIso('soon', new Date())).toBeNull();
  });
});
