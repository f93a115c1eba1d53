import { PickupScreen } from '../features/checkout/index';

/** `/address/pickup2` (spec §2, map layout): the second pick-up variant, a plain list. */
export default function AddressPickup2() {
  return <PickupScreen variant="list" />;
}
