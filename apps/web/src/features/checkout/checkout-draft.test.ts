import { describe, expect, it } from 'vitest';
import { afterOrder, EMPTY_DETAILS, EMPTY_DRAFT, parseDraft } from './checkout-draft';
import { createPromo } from './test-factories';

describe('parseDraft', () => {
  it('reads back what was stored', () => {
    const draft = {
      ...EMPTY_DRAFT,
      serviceType: 'DELIVERY' as const,
      addressSource: 'MAP' as const,
      mapAddress: { name: 'Amir Temur 1', latitude: 41.3, longitude: 69.2 },
      details: { ...EMPTY_DETAILS, type: 'APARTMENT' as const, floor: '4' },
      branchId: 2,
      later: true,
      day: '2026-03-16',
      time: '18:30',
      paymentType: 'CLICK' as const,
      promo: createPromo(),
      cashback: 5000,
      comment: 'No onions',
    };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{'],
    ['an array', '[]'],
  ])('starts empty from %s', (_name, raw) => {
    expect(parseDraft(raw)).toEqual(EMPTY_DRAFT);
  });

  it('drops malformed parts and keeps the rest', () => {
    const draft = parseDraft(
      JSON.stringify({
        serviceType: 'YANDEX_EATS',
        branchId: 'two',
        mapAddress: { name: 'x' },
        cashback: -5,
        details: { type: 'CASTLE', floor: 4, entrance: '2' },
        comment: 'kept',
      }),
    );
    expect(draft).toEqual({
      ...EMPTY_DRAFT,
      details: { ...EMPTY_DETAILS, entrance: '2' },
      comment: 'kept',
    });
  });
});

describe('afterOrder', () => {
  it('resets comment, promo, cashback, courier comment, address details and time, keeping the rest (spec §4)', () => {
    const before = {
      ...EMPTY_DRAFT,
      serviceType: 'DELIVERY' as const,
      addressSource: 'SAVED' as const,
      details: { ...EMPTY_DETAILS, floor: '4' },
      detailsFor: 'saved:1',
      branchId: 2,
      paymentType: 'CASH' as const,
      promo: createPromo(),
      cashback: 5000,
      comment: 'No onions',
      courierComment: 'Ring twice',
      later: true,
      day: '2026-03-16',
      time: '18:30',
    };
    expect(afterOrder(before)).toEqual({
      ...EMPTY_DRAFT,
      serviceType: 'DELIVERY',
      addressSource: 'SAVED',
      branchId: 2,
      paymentType: 'CASH',
    });
  });
});
