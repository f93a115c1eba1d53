import { useT } from '@dastarkhan/client';
import type { Address } from '@dastarkhan/domain';
import { AddressTypeBadge } from './address-icons';
import { type DoorPart, doorLine, streetLine } from './address-text';

const DOOR_KEYS = {
  office: 'addresses.lineOffice',
  entrance: 'addresses.lineEntrance',
  floor: 'addresses.lineFloor',
  domophone: 'addresses.lineDomophone',
} as const satisfies Record<DoorPart, string>;

/** An address as its cards show it: the type badge, the name, the street and the door details. */
export function AddressSummary({ address }: { address: Address }) {
  const { t } = useT();
  const street = streetLine(address);
  const door = doorLine(address.details, (part, value) => t(DOOR_KEYS[part], { value }));
  return (
    <>
      <AddressTypeBadge type={address.type} />
      <span className="addr-text">
        <span className="addr-name">
          <span className="visually-hidden">{t(`addresses.${address.type}`)}: </span>
          {address.name}
        </span>
        {street && <span className="addr-line">{street}</span>}
        {door && <span className="addr-line addr-door">{door}</span>}
      </span>
    </>
  );
}
