import { type Executor, tables } from '@dastarkhan/db';
import type { FeedbackKind, StaffFeedback } from '@dastarkhan/domain';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { feedback, orders, users } = tables;
const handler = alias(users, 'handler');

/** Feedback as the console shows it: its order's branch, the customer, who handled it; newest first. */
export async function loadStaffFeedback(
  db: Executor,
  where: SQL | undefined,
  { page, size }: { page: number; size: number },
): Promise<{ content: StaffFeedback[]; total: number }> {
  const base = () =>
    db
      .select({
        row: feedback,
        orderNumber: orders.number,
        branchId: orders.branchId,
        customer: { id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName },
        handlerName: handler.firstName,
      })
      .from(feedback)
      .leftJoin(orders, eq(orders.id, feedback.orderId))
      .leftJoin(users, eq(users.id, feedback.userId))
      .leftJoin(handler, eq(handler.id, feedback.handledBy));
  const [rows, [counted]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(feedback.createdDate), desc(feedback.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(feedback).leftJoin(orders, eq(orders.id, feedback.orderId)).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    content: rows.map(({ row, ...more }) => ({
      id: row.id,
      kind: row.kind as FeedbackKind,
      rating: row.rating,
      text: row.text,
      createdDate: row.createdDate.toISOString(),
      orderId: row.orderId,
      orderNumber: more.orderNumber,
      branchId: more.branchId,
      customer: more.customer,
      handledAt: row.handledAt?.toISOString() ?? null,
      handledBy: row.handledBy === null ? null : { id: row.handledBy, name: more.handlerName },
    })),
  };
}

/** The branch a feedback row belongs to: its order's (null: about no order). */
export const feedbackBranch = orders.branchId;
