import type { ApiClient } from '@dastarkhan/client';
import type { NotificationPage } from '@dastarkhan/domain';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Newest first; `page` counts from 0. */
export function getNotifications(api: ApiClient, page: number) {
  return api.get<NotificationPage>('/users/v1/notifications', { page, size: NOTIFICATIONS_PAGE_SIZE });
}
