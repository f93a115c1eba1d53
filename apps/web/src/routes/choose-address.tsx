import { ChooseAddress } from '../features/saved-addresses/choose-address';

export default function ChooseAddressRoute() {
  return <ChooseAddress />;
}
