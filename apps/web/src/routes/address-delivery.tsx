import { DeliveryPointScreen } from '../features/checkout/index';

/** `/address/delivery` (spec §2, map layout): the delivery point for checkout. */
export default function AddressDelivery() {
  return <DeliveryPointScreen />;
}
