import { PickupScreen } from '../features/checkout/index';

/** `/address/pickup` (spec §2, map layout): the pick-up branch on a map and in a list. */
export default function AddressPickup() {
  return <PickupScreen variant="map" />;
}
