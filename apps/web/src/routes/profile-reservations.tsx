import { ReservationsScreen } from '../features/reservations/reservations-screen';

/** `/profile/reservations` (spec §2 "my reservations"): loaded in the browser, where the token lives. */
export default function ProfileReservations() {
  return <ReservationsScreen />;
}
