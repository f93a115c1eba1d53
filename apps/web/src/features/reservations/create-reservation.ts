import type { ReservationDetails, ReservationRequest } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** `POST /users/v1/reservations` → the confirmed booking (201), or 409 BOOKING_SLOT_TAKEN. */
export const createReservation = (api: ApiClient, body: ReservationRequest) =>
  api.post<ReservationDetails>('/users/v1/reservations', body);
