import { describe, expect, it } from 'vitest';
import { ADDRESS_DEFAULT_POINT, defaultPoint, formatPoint } from './default-point';

const tashkent = { id: 1, latitude: 41.2995, longitude: 69.2401 };
const samarkand = { id: 2, latitude: 39.6542, longitude: 66.9597 };
const merchant = { latitude: 41.322711, longitude: 69.241084 };

describe('defaultPoint', () => {
  it('starts at the selected city', () => {
    expect(defaultPoint([tashkent, samarkand], 2, merchant)).toEqual({ lat: 39.6542, lon: 66.9597 });
  });

  it('falls back to the merchant without a selected city', () => {
    expect(defaultPoint([tashkent], null, merchant)).toEqual({ lat: 41.322711, lon: 69.241084 });
    expect(defaultPoint([], 5, merchant)).toEqual({ lat: 41.322711, lon: 69.241084 });
  });

  it('skips a city without real coordinates', () => {
    expect(defaultPoint([{ id: 1, latitude: 0, longitude: 0 }], 1, merchant)).toEqual({
      lat: 41.322711,
      lon: 69.241084,
    });
  });

  it('uses the spec default address point when nothing else has coordinates', () => {
    expect(defaultPoint([], null, { latitude: 0, longitude: 0 })).toEqual(ADDRESS_DEFAULT_POINT);
    expect(ADDRESS_DEFAULT_POINT).toEqual({ lat: 41.311321, lon: 69.27922327443147 });
  });
});

describe('formatPoint', () => {
  it('shows five decimals', () => {
    expect(formatPoint(ADDRESS_DEFAULT_POINT)).toEqual({ lat: '41.31132', lon: '69.27922' });
  });
});
