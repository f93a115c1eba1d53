import { AddressCreate } from '../features/saved-addresses/address-form';

export default function ProfileAddressCreate() {
  return <AddressCreate />;
}
