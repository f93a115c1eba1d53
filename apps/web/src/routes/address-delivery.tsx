import { DeliveryPointScreen } from '../features/checkout/delivery-point-screen';

/** `/address/delivery` (spec §2, map layout): the delivery point for checkout. */
export default function AddressDelivery() {
  return <DeliveryPointScreen />;
}
