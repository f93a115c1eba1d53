import type { ReservationDetails } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** `PUT /users/v1/reservations/{id}/cancel` → the booking, now CANCELED. */
export const cancelReservation = (api: ApiClient, id: number) =>
  api.put<ReservationDetails>(`/users/v1/reservations/${id}/cancel`, {});
