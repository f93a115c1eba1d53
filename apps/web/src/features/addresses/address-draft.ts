import type { AddressInput, AddressType } from '@dastarkhan/domain';
import type { Point } from './default-point';

/** The text fields of the address form, named as the API names them (server errors point at them). */
export const DRAFT_FIELDS = [
  'name',
  'streetName',
  'houseNumber',
  'office',
  'entrance',
  'floor',
  'domophone',
  'comment',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** Only a flat has these; a house keeps them in the draft (switching back loses nothing) but never sends them. */
export const APARTMENT_FIELDS = ['office', 'entrance', 'floor', 'domophone'] as const satisfies DraftField[];

export type Draft = Record<DraftField, string> & { type: AddressType };

export const EMPTY_DRAFT: Draft = {
  type: 'HOUSE',
  name: '',
  streetName: '',
  houseNumber: '',
  office: '',
  entrance: '',
  floor: '',
  domophone: '',
  comment: '',
};

/** Spec §5: an address needs a name; every other field is optional. */
export function draftErrors(draft: Draft): Partial<Record<DraftField, 'REQUIRED_FIELD'>> {
  return draft.name.trim() ? {} : { name: 'REQUIRED_FIELD' };
}

export type AddressBody = Omit<AddressInput, 'description'>;

/** The body of `POST /users/v1/addresses`: trimmed, empty as null, no flat details for a house. */
export function toAddressBody(draft: Draft, point: Point, cityId: number | null): AddressBody {
  const text = (field: DraftField) => draft[field].trim() || null;
  const flat = (field: DraftField) => (draft.type === 'APARTMENT' ? text(field) : null);
  return {
    type: draft.type,
    name: draft.name.trim(),
    streetName: text('streetName'),
    houseNumber: text('houseNumber'),
    office: flat('office'),
    entrance: flat('entrance'),
    floor: flat('floor'),
    domophone: flat('domophone'),
    comment: text('comment'),
    latitude: point.lat,
    longitude: point.lon,
    cityId,
  };
}

/** Which part of the form a server error names: a field, the map point, or the form as a whole. */
export function errorTarget(field: string | undefined): DraftField | 'point' | 'form' {
  if (field === 'latitude' || field === 'longitude') return 'point';
  return (DRAFT_FIELDS as readonly string[]).includes(field ?? '') ? (field as DraftField) : 'form';
}
