import type { OutboxMessageInput } from '../outbox/index.js';
import type { OrderEventContext } from './fan-out-context.js';

/**
 * Status SMS to a customer who did not come through Telegram, for the statuses the tenant chose
 * (spec §3 smsContent). Built by the SMS slice.
 */
export async function customerSmsMessages(_context: OrderEventContext): Promise<OutboxMessageInput[]> {
  return [];
}
