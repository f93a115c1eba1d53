import { ReservationsScreen } from '../features/reservations/index';

/** `/profile/reservations` (spec §2 "my reservations"): loaded in the browser, where the token lives. */
export default function ProfileReservations() {
  return <ReservationsScreen />;
}
