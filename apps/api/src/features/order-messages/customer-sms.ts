import { pickText, type ServiceType, statusSmsFor, statusSmsText, tashkentDayTime } from '@dastarkhan/domain';
import type { OutboxMessageInput } from '../outbox/index.js';
import { orderPageUrl } from '../telegram/index.js';
import type { OrderEventContext } from './fan-out-context.js';

/**
 * Status SMS to a customer who did not come through Telegram (the fan-out asks only when no
 * Telegram message was made), for the statuses the tenant chose (decision 034), in the
 * customer's language: the tenant's text, else the built-in one.
 */
export async function customerSmsMessages(context: OrderEventContext): Promise<OutboxMessageInput[]> {
  const { app, merchant, order, event, customer } = context;
  if (!customer?.phone || event.fromStatus === event.toStatus) return [];
  const settings = await context.facts.statusSms(merchant.id);
  const status = statusSmsFor(settings, event.toStatus, order.serviceType as ServiceType);
  if (!status) return [];
  const lang = customer.language;
  const text = statusSmsText(settings, status, lang, {
    number: String(order.number),
    brand: pickText(merchant.name, lang),
    time: order.promisedAt ? tashkentDayTime(order.promisedAt) : '—',
    link: orderPageUrl(app.deps.config, merchant, order.id),
  });
  return [
    {
      merchantId: merchant.id,
      key: `order-event:${event.id}:sms`,
      channel: 'sms',
      topic: 'order-status',
      orderId: order.id,
      payload: { phone: customer.phone, text },
    },
  ];
}
