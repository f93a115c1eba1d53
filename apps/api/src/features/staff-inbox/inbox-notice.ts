import type { Executor } from '@dastarkhan/db';
import type { StaffInboxNotice } from '@dastarkhan/domain';
import { sql } from 'drizzle-orm';

export type { StaffInboxKind, StaffInboxNotice } from '@dastarkhan/domain';

/** The NOTIFY channel of the console's inboxes (waiter calls, reservations, feedback, applications). */
export const STAFF_INBOX_CHANNEL = 'staff_inbox';

/**
 * Announces a new or changed inbox item, inside the caller's writing transaction: the NOTIFY is
 * delivered only if the write commits, to every app process listening on the channel.
 */
export async function notifyStaffInbox(tx: Executor, notice: StaffInboxNotice): Promise<void> {
  const { merchantId, branchId, kind, id } = notice;
  const payload = JSON.stringify({ merchantId, branchId, kind, id });
  await tx.execute(sql`select pg_notify(${STAFF_INBOX_CHANNEL}, ${payload})`);
}
