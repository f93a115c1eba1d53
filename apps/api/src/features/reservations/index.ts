export { registerReservationRoutes } from './reservation-routes.js';
