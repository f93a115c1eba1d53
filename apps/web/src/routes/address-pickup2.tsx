import { PickupScreen } from '../features/checkout/pickup-screen';
import type { Route } from './+types/address-pickup2';

export const loader = () => ({ now: Date.now() });

/** `/address/pickup2` (spec §2, map layout): the second pick-up variant, a plain list. */
export default function AddressPickup2({ loaderData }: Route.ComponentProps) {
  return <PickupScreen serverNow={loaderData.now} variant="list" />;
}
