import { type Database, namedStatement } from '@dastarkhan/db';
import { sql } from 'drizzle-orm';
import { DELIVER_QUEUE } from '../jobs/index.js';
import type { OutboxMessageInput } from './outbox-types.js';

// The messages and the jobs that deliver them in ONE statement (atomic without a transaction):
// a key already in the outbox is not written again and gets no job, so each message is enqueued
// exactly once however often its cause is fanned out. The job is a `work_queue` row (decision 055).
const insertMessagesWithJobs = namedStatement<{ id: number }, { messages: string }>(
  'outbox_insert_with_work',
  sql`with written as (
      insert into outbox_messages (merchant_id, key, channel, topic, order_id, payload)
      select m.merchant_id, m.key, m.channel, m.topic, m.order_id, m.payload
      from jsonb_to_recordset(${sql.placeholder('messages')}::jsonb)
        as m(merchant_id int, key text, channel text, topic text, order_id int, payload jsonb)
      on conflict do nothing
      returning id
    ), jobs as (
      insert into work_queue (queue, data)
      select ${DELIVER_QUEUE}, jsonb_build_object('id', w.id) from written w
    )
    select id from written`,
);

/**
 * Writes messages to the outbox with the jobs that will deliver them, in one statement (a whole
 * fan-out batch's, decision 054). A key already there is not written again: enqueued exactly once.
 * Answers the ids written.
 */
export async function enqueueMessages(db: Database, messages: OutboxMessageInput[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await insertMessagesWithJobs.run(db, {
    messages: JSON.stringify(
      messages.map((m) => ({
        merchant_id: m.merchantId,
        key: m.key,
        channel: m.channel,
        topic: m.topic,
        order_id: m.orderId ?? null,
        payload: m.payload,
      })),
    ),
  });
  return rows.map((row) => Number(row.id));
}
