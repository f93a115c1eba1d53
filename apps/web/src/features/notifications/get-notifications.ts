import type { NotificationPage } from '@dastarkhan/domain';
import type { ApiClient } from '../../lib/api-client';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Newest first; `page` counts from 0. */
export function getNotifications(api: ApiClient, page: number) {
  return api.get<NotificationPage>('/users/v1/notifications', { page, size: NOTIFICATIONS_PAGE_SIZE });
}
