import type { OperatorPromo } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { emptyPromoForm, promoBodyOf, promoDayLabel, promoFormOf, tashkentDayOf } from './promo-form-values';

const stored: OperatorPromo = {
  id: 7,
  code: 'PLOV10',
  type: 'AMOUNT',
  amount: 15000,
  minPrice: 80000,
  usesPerCustomer: null,
  usesTotal: 50,
  startDate: '2026-11-30T19:00:00.000Z',
  endDate: '2026-12-31T18:59:59.999Z',
  isActive: true,
  uses: 3,
  createdDate: '2026-11-20T00:00:00.000Z',
  lastModifiedDate: '2026-11-20T00:00:00.000Z',
};

describe('the promo sheet', () => {
  it('shows instants as Tashkent days (19:00 UTC is already the next day there)', () => {
    expect(tashkentDayOf('2026-11-30T19:00:00.000Z')).toBe('2026-12-01');
    expect(tashkentDayOf('2026-11-30T18:59:59.000Z')).toBe('2026-11-30');
  });

  it('sends whole Tashkent days, empty limits as none, and no amount for free delivery', () => {
    const values = { ...emptyPromoForm('2026-11-23'), code: ' sale ', type: 'FREE_DELIVERY' as const };
    expect(promoBodyOf({ ...values, amount: '50', usesPerCustomer: '', endDay: '2026-11-30' })).toEqual({
      code: 'sale',
      type: 'FREE_DELIVERY',
      amount: 0,
      minPrice: 0,
      usesTotal: null,
      usesPerCustomer: null,
      startDate: '2026-11-23T00:00:00.000+05:00',
      endDate: '2026-11-30T23:59:59.999+05:00',
    });
  });

  it('reads a stored promo back into the same body it came from', () => {
    const form = promoFormOf(stored);
    expect(form).toMatchObject({ amount: '15000', minPrice: '80000', usesTotal: '50', usesPerCustomer: '' });
    const body = promoBodyOf({ ...form, minPrice: '80 000' });
    expect(Date.parse(body.startDate!)).toBe(Date.parse(stored.startDate));
    expect(Date.parse(body.endDate!)).toBe(Date.parse(stored.endDate));
    expect(body).toMatchObject({ amount: 15000, minPrice: 80000, usesTotal: 50, usesPerCustomer: null });
  });

  it('names a day without its time', () => {
    expect(promoDayLabel('2027-12-31T18:59:59.999Z', 'ru')).toBe('31 декабря 2027');
  });

  it('leaves the end empty for a promo without an end date', () => {
    expect(promoFormOf({ ...stored, endDate: '2100-01-01T00:00:00.000Z' }).endDay).toBe('');
  });
});
