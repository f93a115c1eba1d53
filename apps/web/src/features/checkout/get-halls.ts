import type { ApiClient } from '@dastarkhan/client';
import type { Hall } from '@dastarkhan/domain';

/** `GET /users/v1/branches/{id}/halls`: where a dine-in customer may sit. */
export const getHalls = (api: ApiClient, branchId: number) =>
  api.get<Hall[]>(`/users/v1/branches/${branchId}/halls`);
