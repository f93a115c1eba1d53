import type { Multilingual, NotificationType } from '@dastarkhan/domain';

/**
 * One notification as `GET /users/v1/notifications` answers it. The domain's NotificationSchema
 * describes the stored row (isRead, userId); the API sends this view of it.
 */
export interface NotificationItem {
  id: number;
  type: NotificationType;
  title: Multilingual | null;
  body: Multilingual | null;
  orderId: number | null;
  read: boolean;
  createdDate: string;
}

export interface NotificationPage {
  content: NotificationItem[];
  page: number;
  size: number;
  totalElements: number;
  unreadCount: number;
}
