import { PickupScreen } from '../features/checkout/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('checkout.pickupTitle');

/** `/address/pickup` (spec §2, map layout): the pick-up branch on a map and in a list. */
export default function AddressPickup() {
  return <PickupScreen variant="map" />;
}
