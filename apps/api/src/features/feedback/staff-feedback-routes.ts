import { tables } from '@dastarkhan/db';
import {
  HandledChangeSchema,
  IdParamSchema,
  InboxPageQuerySchema,
  StaffFeedbackPageSchema,
  StaffFeedbackSchema,
} from '@dastarkhan/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { assertBranch, requireStaff } from '../../http/staff-access.js';
import { branchScope, notifyStaffInbox } from '../staff-inbox/index.js';
import { feedbackBranch, loadStaffFeedback } from './staff-feedback.js';

const { feedback, orders } = tables;

/** The console's feedback inbox (issue 16): read, and mark handled (who and when). */
export function registerStaffFeedbackRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/support/v1/operator/feedback',
    summary:
      'Feedback to the merchant, newest first, paged; handled=true|false filters; a limited member of staff sees their branches’ and the branch-less ones',
    tag: 'operator',
    merchant: true,
    auth: true,
    query: InboxPageQuerySchema,
    response: StaffFeedbackPageSchema,
    async handler({ merchant, auth, query }) {
      const staff = requireStaff(auth, 'inbox');
      const where = and(
        eq(feedback.merchantId, merchant.id),
        branchScope(staff, feedbackBranch, { branchId: query.branchId, nullable: true }),
        ...(query.handled === undefined
          ? []
          : [query.handled ? isNotNull(feedback.handledAt) : isNull(feedback.handledAt)]),
      );
      const { content, total } = await loadStaffFeedback(db, where, query);
      return {
        content,
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/support/v1/operator/feedback/:id/handled',
    summary: 'Mark feedback handled (the first marker and time are kept) or back to unhandled',
    tag: 'operator',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: HandledChangeSchema,
    response: StaffFeedbackSchema,
    async handler({ merchant, auth, params, body }) {
      const staff = requireStaff(auth, 'inbox');
      const mine = and(eq(feedback.merchantId, merchant.id), eq(feedback.id, params.id));
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: feedback.id, branchId: orders.branchId })
          .from(feedback)
          .leftJoin(orders, eq(orders.id, feedback.orderId))
          .where(mine)
          .for('update', { of: feedback });
        if (!row) throw new AppError(404, 'FEEDBACK_NOT_FOUND');
        if (row.branchId !== null) assertBranch(staff, row.branchId);
        await tx
          .update(feedback)
          .set(
            body.handled
              ? // Two staff marking at once: the first one's name and time stay.
                {
                  handledAt: sql`coalesce(${feedback.handledAt}, ${app.deps.now().toISOString()}::timestamptz)`,
                  handledBy: sql`coalesce(${feedback.handledBy}, ${staff.userId}::int)`,
                }
              : { handledAt: null, handledBy: null },
          )
          .where(eq(feedback.id, row.id));
        await notifyStaffInbox(tx, {
          merchantId: merchant.id,
          branchId: row.branchId,
          kind: 'FEEDBACK',
          id: row.id,
        });
      });
      const { content } = await loadStaffFeedback(db, mine, { page: 0, size: 1 });
      return content[0];
    },
  });
}
