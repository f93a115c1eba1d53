import { tables } from '@dastarkhan/db';
import {
  AllNotificationsReadSchema,
  IdParamSchema,
  NotificationPageSchema,
  NotificationReadSchema,
  UnreadCountSchema,
} from '@dastarkhan/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';

const { notifications } = tables;

const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * The notifications list (`notificationsActive`). The orders, payments and reservations features
 * write them when an order, payment or booking changes; here the customer reads them and marks them read.
 */
export function registerNotificationRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;
  const mine = (userId: number, merchantId: number) =>
    and(eq(notifications.userId, userId), eq(notifications.merchantId, merchantId));

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/notifications',
    summary: 'My notifications, newest first, with the unread count',
    tag: 'notifications',
    merchant: true,
    auth: true,
    query: PageQuerySchema,
    response: NotificationPageSchema,
    async handler({ auth, merchant, query }) {
      const where = mine(auth.user.id, merchant.id);
      const [rows, [unread], [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdDate), desc(notifications.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(where, isNull(notifications.readAt))),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return {
        content: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          body: row.body,
          orderId: row.orderId,
          read: row.readAt !== null,
          createdDate: row.createdDate.toISOString(),
        })),
        page: query.page,
        size: query.size,
        totalElements: total?.n ?? 0,
        unreadCount: unread?.n ?? 0,
      };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/notifications/unread-count',
    summary: 'How many of my notifications are unread (the badge)',
    tag: 'notifications',
    merchant: true,
    auth: true,
    response: UnreadCountSchema,
    async handler({ auth, merchant }) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine(auth.user.id, merchant.id), isNull(notifications.readAt)));
      return { unreadCount: row?.n ?? 0 };
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/notifications/:id/read',
    summary: 'Mark one of my notifications read',
    tag: 'notifications',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: NotificationReadSchema,
    async handler({ auth, merchant, params }) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine(auth.user.id, merchant.id), eq(notifications.id, params.id)))
        .returning({ id: notifications.id });
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return { id: row.id, read: true };
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/notifications/read-all',
    summary: 'Mark all my notifications read',
    tag: 'notifications',
    merchant: true,
    auth: true,
    response: AllNotificationsReadSchema,
    async handler({ auth, merchant }) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine(auth.user.id, merchant.id), isNull(notifications.readAt)));
      return { read: true };
    },
  });
}
