import { type Database, tables } from '@dastarkhan/db';
import {
  maskPhone,
  OUTBOX_STATES,
  type OutboxCounts,
  type OutboxMessageView,
  type OutboxRecipient,
  type OutboxState,
} from '@dastarkhan/domain';
import { and, count, desc, eq } from 'drizzle-orm';

const { outboxMessages: outbox, orders } = tables;

/** Who a message was for, without anything that reaches them (chat ids, endpoints, whole phones). */
export function recipientOf(channel: string, payload: Record<string, unknown>): OutboxRecipient {
  if (channel === 'push') return { kind: 'browser', masked: null };
  if (channel === 'sms') {
    const phone = [payload.phone, payload.to].find((v) => typeof v === 'string' && /\d{7,}/.test(v));
    return { kind: 'phone', masked: typeof phone === 'string' ? maskPhone(phone) : null };
  }
  if (payload.to === 'customer') return { kind: 'customer', masked: null };
  if (payload.to === 'staff-group') return { kind: 'staff-group', masked: null };
  return { kind: 'other', masked: null };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A merchant's messages in one state (or the one with that id), newest first, with the order's number. */
export async function listOutbox(
  db: Database,
  merchantId: number,
  which: { state: OutboxState; page: number; size: number } | { id: number },
): Promise<OutboxMessageView[]> {
  const [filter, size, page] =
    'id' in which ? [eq(outbox.id, which.id), 1, 0] : [eq(outbox.state, which.state), which.size, which.page];
  const rows = await db
    .select({ message: outbox, orderNumber: orders.number })
    .from(outbox)
    .leftJoin(orders, and(eq(orders.id, outbox.orderId), eq(orders.merchantId, outbox.merchantId)))
    .where(and(eq(outbox.merchantId, merchantId), filter))
    .orderBy(desc(outbox.id))
    .limit(size)
    .offset(page * size);
  return rows.map(({ message: m, orderNumber }) => ({
    id: m.id,
    channel: m.channel,
    topic: m.topic,
    order: m.orderId !== null && orderNumber !== null ? { id: m.orderId, number: orderNumber } : null,
    recipient: recipientOf(m.channel, m.payload),
    state: m.state,
    attempts: m.attempts,
    lastReason: m.lastReason,
    lastError: m.lastError,
    createdDate: m.createdDate.toISOString(),
    sentAt: iso(m.sentAt),
    deadAt: iso(m.deadAt),
    nextAttemptAt: iso(m.nextAttemptAt),
  }));
}

/** How many messages of the merchant are in each state (the index on merchant, state answers it). */
export async function countOutbox(db: Database, merchantId: number): Promise<OutboxCounts> {
  const rows = await db
    .select({ state: outbox.state, n: count() })
    .from(outbox)
    .where(eq(outbox.merchantId, merchantId))
    .groupBy(outbox.state);
  const counts = Object.fromEntries(OUTBOX_STATES.map((s) => [s, 0])) as OutboxCounts;
  for (const row of rows) if (row.state in counts) counts[row.state] = row.n;
  return counts;
}
