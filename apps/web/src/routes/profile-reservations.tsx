import { ReservationsScreen } from '../features/reservations/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('reservations.title');

/** `/profile/reservations` (spec §2 "my reservations"): loaded in the browser, where the token lives. */
export default function ProfileReservations() {
  return <ReservationsScreen />;
}
