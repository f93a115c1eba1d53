import { AddressList } from '../features/saved-addresses/address-list';

export default function ProfileAddress() {
  return <AddressList />;
}
