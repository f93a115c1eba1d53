import { PickupScreen } from '../features/checkout/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('checkout.pickupTitle');

/** `/address/pickup2` (spec §2, map layout): the second pick-up variant, a plain list. */
export default function AddressPickup2() {
  return <PickupScreen variant="list" />;
}
