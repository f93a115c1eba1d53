export { BookingScreen } from './booking-screen';
export { ReservationsScreen } from './reservations-screen';
