import type { ApiClient } from '@dastarkhan/client';
import type { AllNotificationsRead } from '@dastarkhan/domain';

/** Every unread notification of the user, the ones not loaded into the list yet too. */
export function markAllNotificationsRead(api: ApiClient) {
  return api.put<AllNotificationsRead>('/users/v1/notifications/read-all', {});
}
