import { BookingScreen } from '../features/reservations/index';

/** `/profile/reservations/create` (spec §2: branch, place, number of chairs, reservation time). */
export default function ProfileReservationsCreate() {
  return <BookingScreen />;
}
