import type { OutboxMessageInput } from '../outbox/index.js';
import type { OrderEventContext } from './fan-out-context.js';

/** Web push to the customer's subscribed browsers. Built by the web push slice. */
export async function customerPushMessages(_context: OrderEventContext): Promise<OutboxMessageInput[]> {
  return [];
}

/** Web push of a new order to staff who turned it on (their branches only). Built by the web push slice. */
export async function staffPushMessages(_context: OrderEventContext): Promise<OutboxMessageInput[]> {
  return [];
}
