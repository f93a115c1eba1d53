import { BookingScreen } from '../features/reservations/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('booking.title');

/** `/profile/reservations/create` (spec §2: branch, place, number of chairs, reservation time). */
export default function ProfileReservationsCreate() {
  return <BookingScreen />;
}
