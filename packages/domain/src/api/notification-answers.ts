import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/scalars.js';
import { NotificationTypeSchema } from '../enums/content.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

// Answers of the notification routes: what a customer is sent of their notifications (the stored
// row's owner is the session's user, so it is not repeated).

/** One notification as `GET users/v1/notifications` lists it. */
export const NotificationItemSchema = z.strictObject({
  id: IdSchema,
  type: NotificationTypeSchema,
  title: MultilingualSchema,
  body: MultilingualSchema.nullable(),
  /** The order it is about, for ORDER_STATUS notifications. */
  orderId: IdSchema.nullable(),
  read: z.boolean(),
  createdDate: IsoDateTimeSchema,
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

/** `GET users/v1/notifications`: one page, newest first, with the unread count for the badge. */
export const NotificationPageSchema = z.strictObject({
  content: z.array(NotificationItemSchema),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** `GET users/v1/notifications/unread-count`. */
export const UnreadCountSchema = z.strictObject({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** `PUT users/v1/notifications/{id}/read`. */
export const NotificationReadSchema = z.strictObject({ id: IdSchema, read: z.literal(true) });
export type NotificationRead = z.infer<typeof NotificationReadSchema>;

/** `PUT users/v1/notifications/read-all`. */
export const AllNotificationsReadSchema = z.strictObject({ read: z.literal(true) });
export type AllNotificationsRead = z.infer<typeof AllNotificationsReadSchema>;
