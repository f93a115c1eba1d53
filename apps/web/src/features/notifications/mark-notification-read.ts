import type { NotificationRead } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

export function markNotificationRead(api: ApiClient, id: number) {
  return api.put<NotificationRead>(`/users/v1/notifications/${id}/read`, {});
}
