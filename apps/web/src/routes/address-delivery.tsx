import { DeliveryPointScreen } from '../features/checkout/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('checkout.deliveryPointTitle');

/** `/address/delivery` (spec §2, map layout): the delivery point for checkout. */
export default function AddressDelivery() {
  return <DeliveryPointScreen />;
}
