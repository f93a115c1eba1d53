import {
  isStaffRole,
  type Language,
  LanguageSchema,
  orderStatusLabel,
  pickText,
  type StaffRole,
  staffCan,
} from '@dastarkhan/domain';
import type { OutboxMessageInput } from '../outbox/index.js';
import type { OrderEventContext } from './fan-out-context.js';
import { customerHearsOf } from './telegram-messages.js';

const NEW_ORDER: Record<Language, string> = { uz: 'Yangi buyurtma', ru: 'Новый заказ', eng: 'New order' };

const langOf = (value: string, fallback: Language): Language => {
  const parsed = LanguageSchema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

function tenantName(context: OrderEventContext, lang: Language) {
  const { merchant, settings } = context;
  return (pickText(merchant.name, lang) || settings.brand || merchant.sub).trim();
}

/**
 * Web push to the customer's subscribed browsers, for the statuses they hear of anyway: the
 * tenant and order number as the title, the status as the body (worded for the order's service
 * type), in each browser's language.
 * The url is a path: the worker opens it on the site it was subscribed on (decision 033).
 */
export async function customerPushMessages(context: OrderEventContext): Promise<OutboxMessageInput[]> {
  const { customer, merchant, order, event } = context;
  if (!customer || !customerHearsOf(context)) return [];
  const subscriptions = await context.facts.customerPushSubscriptions(merchant.id, customer.id);
  return subscriptions.map((subscription) => {
    const lang = langOf(subscription.lang, customer.language);
    return {
      merchantId: merchant.id,
      key: `order-event:${event.id}:push:${subscription.id}`,
      channel: 'push',
      topic: 'order-status',
      orderId: order.id,
      payload: {
        subscriptionId: subscription.id,
        title: `${tenantName(context, lang)} · #${order.number}`,
        // A pick-up is "picked up", a dine-in order "served": the words the storefront shows.
        body: pickText(orderStatusLabel(event.toStatus, order.serviceType), lang),
        url: `/profile/orders/${order.id}`,
        // One notification per order: a newer status replaces the older one.
        tag: `order-${order.id}`,
      },
    };
  });
}

/**
 * Web push of a new order (placed, or a scheduled one made) to staff who turned it on: only
 * those still on the board of this merchant and working at the order's branch.
 */
export async function staffPushMessages(context: OrderEventContext): Promise<OutboxMessageInput[]> {
  const { merchant, order, event } = context;
  const isNew = event.toStatus === 'OPEN' || (event.fromStatus === null && event.toStatus === 'AT_TIME');
  if (!isNew) return [];
  const rows = await context.facts.staffPushSubscriptions(merchant.id);
  return rows
    .filter(
      (row) =>
        isStaffRole(row.role) &&
        staffCan(row.role as StaffRole, 'orders.board') &&
        (row.branchIds === null || row.branchIds.includes(order.branchId)),
    )
    .map((row) => {
      const lang = langOf(row.lang, context.staffLanguage);
      return {
        merchantId: merchant.id,
        key: `order-event:${event.id}:push:${row.id}`,
        channel: 'push',
        topic: 'staff-new-order',
        orderId: order.id,
        payload: {
          subscriptionId: row.id,
          title: `${NEW_ORDER[lang]} #${order.number}`,
          body: tenantName(context, lang),
          url: `/console/orders?order=${order.id}`,
          tag: `staff-order-${order.id}`,
          urgency: 'high',
        },
      };
    });
}
