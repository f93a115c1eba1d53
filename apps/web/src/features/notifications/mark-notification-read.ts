import type { ApiClient } from '@dastarkhan/client';
import type { NotificationRead } from '@dastarkhan/domain';

export function markNotificationRead(api: ApiClient, id: number) {
  return api.put<NotificationRead>(`/users/v1/notifications/${id}/read`, {});
}
