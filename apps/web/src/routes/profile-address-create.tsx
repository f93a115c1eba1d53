import { AddressCreateScreen } from '../features/addresses/index';

/** `/profile/address/create` (spec §2); `?back=/choose-address` returns there after saving. */
export default function ProfileAddressCreate() {
  return <AddressCreateScreen />;
}
