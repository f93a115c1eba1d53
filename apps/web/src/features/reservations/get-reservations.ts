import type { ApiClient } from '@dastarkhan/client';
import type { ReservationDetails } from '@dastarkhan/domain';

/** `GET /users/v1/reservations`: my bookings, the latest start first. */
export const getReservations = (api: ApiClient) => api.get<ReservationDetails[]>('/users/v1/reservations');
