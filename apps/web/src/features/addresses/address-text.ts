import type { Address } from '@dastarkhan/domain';

/** "Amir Temur 15": the street and the house, whichever of them the customer gave. */
export function streetLine(address: Pick<Address, 'streetName' | 'houseNumber'>): string {
  return [address.streetName, address.houseNumber]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export const DOOR_PARTS = ['office', 'entrance', 'floor', 'domophone'] as const;
export type DoorPart = (typeof DOOR_PARTS)[number];

/**
 * "flat 42, entrance 2, floor 4, intercom 42" — what the courier needs at the door, in that
 * order. `label` words each part in the interface language; empty parts are left out.
 */
export function doorLine(
  details: Partial<Record<DoorPart, string | null>>,
  label: (part: DoorPart, value: string) => string,
): string {
  return DOOR_PARTS.flatMap((part) => {
    const value = details[part]?.trim();
    return value ? [label(part, value)] : [];
  }).join(', ');
}
