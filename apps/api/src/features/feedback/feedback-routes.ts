import { tables } from '@dastarkhan/db';
import {
  FeedbackCreateSchema,
  type FeedbackKind,
  type OwnFeedback,
  OwnFeedbackListSchema,
  OwnFeedbackSchema,
} from '@dastarkhan/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { notifyStaffInbox } from '../staff-inbox/index.js';
import { registerStaffFeedbackRoutes } from './staff-feedback-routes.js';

const { feedback, orders } = tables;

/** Enough for a real complaint and its follow-ups; a bound keeps one account from flooding staff. */
export const FEEDBACK_PER_USER_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
/** The screen lists the latest messages only: older ones have been answered by phone. */
const OWN_FEEDBACK_LIMIT = 20;

interface FeedbackRow {
  id: number;
  userId: number | null;
  orderId: number | null;
  kind: string;
  rating: number | null;
  text: string;
  createdDate: Date;
  orderNumber: number | null;
}

function toOwnFeedback(row: FeedbackRow): OwnFeedback {
  return {
    id: row.id,
    userId: row.userId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    kind: row.kind as FeedbackKind,
    rating: row.rating,
    text: row.text,
    createdDate: row.createdDate.toISOString(),
  };
}

/**
 * The comment form about the restaurant or the service (spec §1, decision 015): signed-in
 * customers only, optionally about one of their own orders of this tenant.
 */
export function registerFeedbackRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/support/v1/feedback',
    summary: 'Send a comment about the restaurant or the service, optionally about one of my orders',
    tag: 'feedback',
    merchant: true,
    auth: true,
    body: FeedbackCreateSchema,
    response: OwnFeedbackSchema,
    async handler({ merchant, auth, body, reply }) {
      let orderNumber: number | null = null;
      let branchId: number | null = null;
      if (body.orderId !== null) {
        const [order] = await db
          .select({ number: orders.number, branchId: orders.branchId })
          .from(orders)
          .where(
            and(
              eq(orders.id, body.orderId),
              eq(orders.merchantId, merchant.id),
              eq(orders.userId, auth.user.id),
            ),
          );
        if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', { id: body.orderId }, 'orderId');
        orderNumber = order.number;
        branchId = order.branchId;
      }
      const allowed = await hitRateLimit(db, `feedback:user:${auth.user.id}`, {
        limit: FEEDBACK_PER_USER_PER_HOUR,
        windowMs: HOUR_MS,
      });
      if (!allowed) throw new AppError(429, 'RATE_LIMITED');
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(feedback)
          .values({
            merchantId: merchant.id,
            userId: auth.user.id,
            orderId: body.orderId,
            kind: body.kind,
            rating: body.rating,
            text: body.text,
          })
          .returning();
        await notifyStaffInbox(tx, { merchantId: merchant.id, branchId, kind: 'FEEDBACK', id: inserted!.id });
        return inserted!;
      });
      reply.status(201);
      return toOwnFeedback({ ...row, orderNumber });
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/feedback',
    summary: 'My latest comments to this tenant, newest first',
    tag: 'feedback',
    merchant: true,
    auth: true,
    response: OwnFeedbackListSchema,
    async handler({ merchant, auth }) {
      const rows = await db
        .select({
          id: feedback.id,
          userId: feedback.userId,
          orderId: feedback.orderId,
          kind: feedback.kind,
          rating: feedback.rating,
          text: feedback.text,
          createdDate: feedback.createdDate,
          orderNumber: orders.number,
        })
        .from(feedback)
        .leftJoin(orders, eq(orders.id, feedback.orderId))
        .where(and(eq(feedback.merchantId, merchant.id), eq(feedback.userId, auth.user.id)))
        .orderBy(desc(feedback.createdDate), desc(feedback.id))
        .limit(OWN_FEEDBACK_LIMIT);
      return rows.map(toOwnFeedback);
    },
  });

  registerStaffFeedbackRoutes(app, docs);
}
