import { tables } from '@dastarkhan/db';
import {
  type Multilingual,
  orderStatusMessage,
  type StaffOrderItem,
  staffCancelledMessage,
  staffNewOrderMessage,
} from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import type { OutboxMessageInput } from '../outbox/index.js';
import { consoleOrdersUrl, orderPageUrl } from '../telegram/index.js';
import type { OrderEventContext } from './fan-out-context.js';

const { diningTables, halls } = tables;

const pick = (text: Multilingual | null | undefined, lang: keyof Multilingual) =>
  text ? text[lang] || text.uz || text.ru || text.eng : '';

/** Statuses a customer hears about (CLOSED and ATTACHED have no label the apps show). */
export function customerHearsOf(context: OrderEventContext): boolean {
  const { toStatus, fromStatus } = context.event;
  return toStatus !== fromStatus && toStatus !== 'CLOSED' && toStatus !== 'ATTACHED';
}

/** The status message to a customer who signed in through the bot and has not blocked it. */
export function customerTelegramMessages(context: OrderEventContext): OutboxMessageInput[] {
  const { customer, order, merchant, app, event } = context;
  if (!customer?.telegramId || customer.telegramBlocked || !customerHearsOf(context)) return [];
  const message = orderStatusMessage({
    lang: customer.language,
    number: order.number,
    status: event.toStatus,
    serviceType: order.serviceType,
    promisedAt: order.promisedAt,
    orderUrl: orderPageUrl(app.deps.config, merchant, order.id),
  });
  return [
    {
      merchantId: merchant.id,
      key: `order-event:${event.id}:customer-telegram`,
      channel: 'telegram',
      topic: 'order-status',
      orderId: order.id,
      payload: { to: 'customer', userId: customer.id, message },
    },
  ];
}

/** A new order (placed, or a scheduled one opening) and a cancellation, to the staff group. */
export async function staffGroupMessages(context: OrderEventContext): Promise<OutboxMessageInput[]> {
  const { app, merchant, order, event, staffLanguage: lang } = context;
  const isNew = event.toStatus === 'OPEN' || (event.fromStatus === null && event.toStatus === 'AT_TIME');
  const isCancel = event.toStatus === 'CANCELED';
  if (!isNew && !isCancel) return [];
  const { telegramStaffChatId } = await context.facts.privateSettings(merchant.id);
  if (!telegramStaffChatId) return [];
  const consoleUrl = consoleOrdersUrl(app.deps.config, merchant);
  const base = {
    merchantId: merchant.id,
    key: `order-event:${event.id}:staff-group`,
    channel: 'telegram' as const,
    orderId: order.id,
  };
  if (isCancel) {
    const reason = typeof event.payload?.reason === 'string' ? event.payload.reason : order.reason;
    const message = staffCancelledMessage({ lang, number: order.number, reason, consoleUrl });
    return [{ ...base, topic: 'staff-cancelled', payload: { to: 'staff-group', message } }];
  }
  const { db } = app.deps;
  const lines = await context.facts.orderLines(order.id);
  const items: StaffOrderItem[] = lines.map((line) => ({
    name: pick(line.name, lang),
    count: line.count,
    options: (line.modifications ?? []).map(
      (m) => `${pick(m.name, lang)}${m.count > 1 ? ` × ${m.count}` : ''}`,
    ),
  }));
  const branchName = await context.facts.branchName(order.branchId);
  let table: string | null = null;
  if (order.tableId) {
    const [row] = await db
      .select({ table: diningTables.name, hall: halls.name })
      .from(diningTables)
      .innerJoin(halls, eq(halls.id, diningTables.hallId))
      .where(eq(diningTables.id, order.tableId));
    if (row) table = `${pick(row.hall, lang)}, ${row.table}`;
  }
  const address = order.address
    ? [order.address.name, order.address.entrance, order.address.office].filter(Boolean).join(', ')
    : null;
  const message = staffNewOrderMessage({
    lang,
    number: order.number,
    items,
    total: order.totalPrice,
    serviceType: order.serviceType as never,
    address,
    table,
    paymentType: order.paymentType as never,
    customerName: context.customer?.name || null,
    phone: context.customer?.phone ?? null,
    comment: order.comment,
    branchName: branchName ? pick(branchName, lang) : null,
    consoleUrl,
  });
  return [{ ...base, topic: 'staff-new-order', payload: { to: 'staff-group', message } }];
}
