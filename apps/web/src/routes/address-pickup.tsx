import { PickupScreen } from '../features/checkout/pickup-screen';
import type { Route } from './+types/address-pickup';

export const loader = () => ({ now: Date.now() });

/** `/address/pickup` (spec §2, map layout): the pick-up branch on a map and in a list. */
export default function AddressPickup({ loaderData }: Route.ComponentProps) {
  return <PickupScreen serverNow={loaderData.now} variant="map" />;
}
