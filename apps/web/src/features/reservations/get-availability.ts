import type { ApiClient } from '@dastarkhan/client';
import type { Availability } from '@dastarkhan/domain';

/** `GET /users/v1/reservations/availability`: bookable days and a day's starts for a table. */
export const getAvailability = (
  api: ApiClient,
  branchId: number,
  tableId: number | null,
  day: string | null,
) => api.get<Availability>('/users/v1/reservations/availability', { branchId, tableId, day });
