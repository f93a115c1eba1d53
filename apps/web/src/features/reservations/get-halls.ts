import type { ApiClient } from '@dastarkhan/client';
import type { Hall } from '@dastarkhan/domain';

/** `GET /users/v1/branches/{id}/halls`: the places a booking can take. */
export const getHalls = (api: ApiClient, branchId: number) =>
  api.get<Hall[]>(`/users/v1/branches/${branchId}/halls`);
