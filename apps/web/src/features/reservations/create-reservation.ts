import type { ApiClient } from '@dastarkhan/client';
import type { ReservationDetails, ReservationRequest } from '@dastarkhan/domain';

/** `POST /users/v1/reservations` → the confirmed booking (201), or 409 BOOKING_SLOT_TAKEN. */
export const createReservation = (api: ApiClient, body: ReservationRequest) =>
  api.post<ReservationDetails>('/users/v1/reservations', body);
