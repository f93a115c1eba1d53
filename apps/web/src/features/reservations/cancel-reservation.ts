import type { ApiClient } from '@dastarkhan/client';
import type { ReservationDetails } from '@dastarkhan/domain';

/** `PUT /users/v1/reservations/{id}/cancel` → the booking, now CANCELED. */
export const cancelReservation = (api: ApiClient, id: number) =>
  api.put<ReservationDetails>(`/users/v1/reservations/${id}/cancel`, {});
