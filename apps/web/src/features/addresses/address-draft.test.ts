import { describe, expect, it } from 'vitest';
import { draftErrors, EMPTY_DRAFT, errorTarget, toAddressBody } from './address-draft';

const point = { lat: 41.3, lon: 69.2 };
const flat = {
  ...EMPTY_DRAFT,
  type: 'APARTMENT' as const,
  name: ' Uy ',
  streetName: 'Amir Temur',
  houseNumber: '15',
  office: '42',
  entrance: '2',
  floor: '4',
  domophone: '42#',
  comment: '',
};

describe('draftErrors', () => {
  it('asks for a name (spec §5)', () => {
    expect(draftErrors(EMPTY_DRAFT)).toEqual({ name: 'REQUIRED_FIELD' });
    expect(draftErrors({ ...EMPTY_DRAFT, name: '   ' })).toEqual({ name: 'REQUIRED_FIELD' });
  });

  it('needs nothing else', () => {
    expect(draftErrors({ ...EMPTY_DRAFT, name: 'Ish' })).toEqual({});
  });
});

describe('toAddressBody', () => {
  it('sends a flat with its door details, trimmed, empty fields as null', () => {
    expect(toAddressBody(flat, point, 3)).toEqual({
      type: 'APARTMENT',
      name: 'Uy',
      streetName: 'Amir Temur',
      houseNumber: '15',
      office: '42',
      entrance: '2',
      floor: '4',
      domophone: '42#',
      comment: null,
      latitude: 41.3,
      longitude: 69.2,
      cityId: 3,
    });
  });

  it('sends no flat details for a house, even when some were typed before switching', () => {
    const body = toAddressBody({ ...flat, type: 'HOUSE', comment: 'Gate code 12' }, point, null);
    expect(body).toMatchObject({ type: 'HOUSE', office: null, entrance: null, floor: null, domophone: null });
    expect(body.comment).toBe('Gate code 12');
    expect(body.cityId).toBeNull();
  });
});

describe('errorTarget', () => {
  it('puts a server error next to the field it names', () => {
    expect(errorTarget('houseNumber')).toBe('houseNumber');
    expect(errorTarget('latitude')).toBe('point');
    expect(errorTarget('longitude')).toBe('point');
  });

  it('shows other errors for the whole form', () => {
    expect(errorTarget(undefined)).toBe('form');
    expect(errorTarget('cityId')).toBe('form');
  });
});
