import { AddressListScreen } from '../features/addresses/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('addresses.title');

/** `/profile/address` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileAddress() {
  return <AddressListScreen />;
}
