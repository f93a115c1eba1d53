import { AddressListScreen } from '../features/addresses/index';

/** `/profile/address` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileAddress() {
  return <AddressListScreen />;
}
