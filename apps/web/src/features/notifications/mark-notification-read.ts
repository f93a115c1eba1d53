import type { ApiClient } from '../../lib/api-client';

export function markNotificationRead(api: ApiClient, id: number) {
  return api.put<{ id: number; read: true }>(`/users/v1/notifications/${id}/read`, {});
}
