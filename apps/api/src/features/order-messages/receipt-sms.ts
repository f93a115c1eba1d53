import { randomBytes } from 'node:crypto';
import { tables } from '@dastarkhan/db';
import { type Language, pickText, RECEIPT_SMS_TEMPLATE, renderSmsTemplate } from '@dastarkhan/domain';
import { eq, sql } from 'drizzle-orm';
import type { OutboxMessageInput } from '../outbox/index.js';
import { tenantBaseUrl } from '../telegram/index.js';
import type { OrderEventContext } from './fan-out-context.js';

const { orders } = tables;

/**
 * An order ends when it is handed over (DELIVERED) or closed (CLOSED, which a counter order may
 * reach straight from DONE); whichever comes first sends the receipt, the key keeps it to one.
 */
const END_STATUSES = new Set(['DELIVERED', 'CLOSED']);

/** 18 random bytes: 144 bits, 24 characters of base64url. */
export const newReceiptToken = () => randomBytes(18).toString('base64url');

/**
 * The receipt SMS of an order whose customer ticked "send me the receipt" (decision 034): a link
 * to its public receipt page. The token is set once — a replayed fan-out reads the same one back
 * (`coalesce`), and the message key `receipt:<orderId>` is written once.
 */
export async function receiptSmsMessages(context: OrderEventContext): Promise<OutboxMessageInput[]> {
  const { app, merchant, order, event, customer, settings } = context;
  if (!order.sendCheque || !END_STATUSES.has(event.toStatus)) return [];
  const phone = order.sendChequePhone ?? customer?.phone;
  if (!phone) return [];
  const [row] = await app.deps.db
    .update(orders)
    .set({ receiptToken: sql`coalesce(${orders.receiptToken}, ${newReceiptToken()})` })
    .where(eq(orders.id, order.id))
    .returning({ token: orders.receiptToken });
  if (!row?.token) return [];
  const lang = (customer?.language ?? settings.mainLanguage) as Language;
  const text = renderSmsTemplate(RECEIPT_SMS_TEMPLATE[lang], {
    number: String(order.number),
    brand: pickText(merchant.name, lang),
    time: '',
    link: `${tenantBaseUrl(app.deps.config, merchant)}/receipt/${row.token}`,
  });
  return [
    {
      merchantId: merchant.id,
      key: `receipt:${order.id}`,
      channel: 'sms',
      topic: 'receipt',
      orderId: order.id,
      payload: { phone, text },
    },
  ];
}
