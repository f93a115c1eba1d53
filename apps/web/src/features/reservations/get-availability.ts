import type { Availability } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

/** `GET /users/v1/reservations/availability`: bookable days and a day's starts for a table. */
export const getAvailability = (
  api: ApiClient,
  branchId: number,
  tableId: number | null,
  day: string | null,
) => api.get<Availability>('/users/v1/reservations/availability', { branchId, tableId, day });
