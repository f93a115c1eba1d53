import { tables } from '@dastarkhan/db';
import {
  IdParamSchema,
  OutboxCountsSchema,
  OutboxMessageViewSchema,
  OutboxPageSchema,
  OutboxQuerySchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { retryDeadMessage } from '../outbox/index.js';
import { countOutbox, listOutbox } from './outbox-view.js';

const { outboxMessages: outbox } = tables;

/** The OWNER's outbox (issue 18, decision 035): what did not reach people, why, and a retry. */
export function registerOutboxAdminRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/outbox',
    summary:
      "The tenant's messages in one state (dead unless asked), newest first, with the count of each state (OWNER)",
    tag: 'staff',
    merchant: true,
    auth: true,
    query: OutboxQuerySchema,
    response: OutboxPageSchema,
    async handler({ merchant, auth, query }) {
      requireStaff(auth, 'messages.manage');
      const counts = await countOutbox(db, merchant.id);
      const content = await listOutbox(db, merchant.id, query);
      const totalElements = counts[query.state];
      return {
        content,
        page: query.page,
        size: query.size,
        totalElements,
        totalPages: Math.ceil(totalElements / query.size),
        counts,
      };
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/operator/outbox/counts',
    summary:
      "How many of the tenant's messages are dead, waiting, sent, skipped: the console's badge (OWNER)",
    tag: 'staff',
    merchant: true,
    auth: true,
    response: OutboxCountsSchema,
    async handler({ merchant, auth }) {
      requireStaff(auth, 'messages.manage');
      return countOutbox(db, merchant.id);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/operator/outbox/:id/retry',
    summary:
      'Send a dead message again: its tries start over (OWNER; 404 not this tenant’s, 409 not dead). Audited',
    tag: 'staff',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: OutboxMessageViewSchema,
    async handler({ merchant, auth, params }) {
      const staff = requireStaff(auth, 'messages.manage');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            state: outbox.state,
            attempts: outbox.attempts,
          })
          .from(outbox)
          .where(and(eq(outbox.id, params.id), eq(outbox.merchantId, merchant.id)));
        if (!row) throw new AppError(404, 'MESSAGE_NOT_FOUND');
        if (!(await retryDeadMessage(tx, merchant.id, params.id)))
          throw new AppError(409, 'MESSAGE_NOT_DEAD');
        await recordAudit(
          tx,
          { merchantId: merchant.id, userId: staff.userId },
          {
            entity: 'message',
            entityId: params.id,
            action: 'retry',
            before: { state: row.state, attempts: row.attempts },
            after: { state: 'pending', attempts: 0 },
          },
        );
      });
      const [view] = await listOutbox(db, merchant.id, { id: params.id });
      return view!;
    },
  });
}
