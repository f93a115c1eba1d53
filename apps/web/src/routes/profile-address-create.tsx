import { AddressCreateScreen } from '../features/addresses/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('addresses.createTitle');

/** `/profile/address/create` (spec §2); `?back=/choose-address` returns there after saving. */
export default function ProfileAddressCreate() {
  return <AddressCreateScreen />;
}
