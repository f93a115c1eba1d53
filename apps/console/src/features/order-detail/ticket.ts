import { formatTashkentNumeric, formatTashkentTime } from '@dastarkhan/client';
import type { Language, PaymentType, StaffOrder } from '@dastarkhan/domain';
import { formatSom, isDeliveryService, SERVICE_TYPE_LABELS } from '@dastarkhan/domain/client';
import { orderDetailMessages } from '../../i18n/messages/order-detail';

// What goes on paper, built from the order alone (pure, unit-tested); print-order.ts lays it out.

export type PrintKind = 'kitchen' | 'receipt';
export type PaperWidth = 58 | 80;

export type TicketBlock =
  /** The order number, as large as the paper allows. */
  | { kind: 'number'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; strong?: boolean }
  /** A line of the order: `count ×` name, its options below, its amount (receipts only). */
  | { kind: 'item'; count: number; name: string; options: string[]; amount?: string }
  | { kind: 'row'; label: string; amount: string; strong?: boolean }
  | { kind: 'rule' };

export interface Ticket {
  kind: PrintKind;
  lang: Language;
  blocks: TicketBlock[];
}

type TicketOrder = Pick<
  StaffOrder,
  | 'number'
  | 'serviceType'
  | 'cartItems'
  | 'totals'
  | 'comment'
  | 'courierComment'
  | 'createdDate'
  | 'deliveryAt'
  | 'promisedAt'
  | 'tableId'
  | 'paymentType'
  | 'isPaid'
  | 'branchDetails'
>;

type TicketKey = keyof typeof orderDetailMessages;

/** A message of this feature with `{name}` placeholders filled (the printed ones have no plurals). */
function text(lang: Language, key: TicketKey, values: Record<string, string | number> = {}): string {
  return orderDetailMessages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

const pick = (name: { uz?: string; ru?: string; eng?: string } | undefined, lang: Language) =>
  name?.[lang] || name?.ru || name?.uz || name?.eng || '';

/** "2× Kola 0.5" style options of a line; an option taken once is just its name. */
function optionsOf(item: TicketOrder['cartItems'][number], lang: Language): string[] {
  return item.modifications.map((m) =>
    m.count > 1 ? `${m.count}× ${pick(m.name, lang)}` : pick(m.name, lang),
  );
}

/** What the kitchen cooks by: the number, how it leaves, when, what with which options; no prices. */
export function buildKitchenTicket(order: TicketOrder, lang: Language): Ticket {
  const blocks: TicketBlock[] = [
    { kind: 'number', text: text(lang, 'orderDetail.ticket.number', { number: order.number }) },
    { kind: 'heading', text: pick(SERVICE_TYPE_LABELS[order.serviceType], lang).toUpperCase() },
  ];
  if (order.serviceType === 'DINE_IN' && order.tableId) {
    blocks.push({ kind: 'heading', text: text(lang, 'orderDetail.table', { table: order.tableId }) });
  } else if (order.serviceType === 'PICK_UP') {
    blocks.push({ kind: 'heading', text: text(lang, 'orderDetail.ticket.pickUp') });
  }
  const due = order.deliveryAt ?? order.promisedAt;
  if (due) {
    const key = isDeliveryService(order.serviceType)
      ? 'orderDetail.ticket.deliverAt'
      : 'orderDetail.ticket.readyAt';
    blocks.push({ kind: 'heading', text: text(lang, key, { time: formatTashkentTime(due) }) });
  }
  blocks.push({
    kind: 'text',
    text: text(lang, 'orderDetail.ticket.placed', { time: formatTashkentTime(order.createdDate) }),
  });
  blocks.push({ kind: 'rule' });
  for (const item of order.cartItems) {
    blocks.push({
      kind: 'item',
      count: item.product.count,
      name: pick(item.product.name, lang),
      options: optionsOf(item, lang),
    });
  }
  if (order.comment?.trim()) {
    blocks.push(
      { kind: 'rule' },
      { kind: 'text', text: `${text(lang, 'orderDetail.comment')}: ${order.comment.trim()}`, strong: true },
    );
  }
  return { kind: 'kitchen', lang, blocks };
}

/** Line total as priced: (product + its options) × count, before discounts. */
function lineAmount(item: TicketOrder['cartItems'][number]): number {
  const options = item.modifications.reduce((sum, m) => sum + m.count * m.price, 0);
  return (item.product.costPrice + options) * item.product.count;
}

/** What the customer takes home: who sold, what, for how much, how it is paid. */
export function buildReceipt(order: TicketOrder, lang: Language, merchantName: string): Ticket {
  const som = (amount: number) => formatSom(amount, lang);
  const { totals } = order;
  const blocks: TicketBlock[] = [
    { kind: 'heading', text: merchantName },
    { kind: 'text', text: pick(order.branchDetails.name, lang) },
    { kind: 'number', text: text(lang, 'orderDetail.ticket.number', { number: order.number }) },
    { kind: 'text', text: formatTashkentNumeric(order.createdDate) },
    { kind: 'text', text: pick(SERVICE_TYPE_LABELS[order.serviceType], lang) },
    { kind: 'rule' },
  ];
  for (const item of order.cartItems) {
    blocks.push({
      kind: 'item',
      count: item.product.count,
      name: pick(item.product.name, lang),
      options: optionsOf(item, lang),
      amount: som(lineAmount(item)),
    });
  }
  blocks.push({ kind: 'rule' });
  blocks.push({ kind: 'row', label: text(lang, 'orderDetail.subtotal'), amount: som(totals.productPrice) });
  if (totals.totalProductDiscount > 0) {
    blocks.push({
      kind: 'row',
      label: text(lang, 'orderDetail.discount'),
      amount: som(-totals.totalProductDiscount),
    });
  }
  if (totals.deliveryPrice > 0) {
    blocks.push({
      kind: 'row',
      label: text(lang, 'orderDetail.delivery'),
      amount: som(totals.deliveryPrice),
    });
  }
  if (totals.deliveryDiscount > 0) {
    blocks.push({
      kind: 'row',
      label: text(lang, 'orderDetail.deliveryDiscount'),
      amount: som(-totals.deliveryDiscount),
    });
  }
  if (totals.cashback > 0) {
    blocks.push({ kind: 'row', label: text(lang, 'orderDetail.cashback'), amount: som(-totals.cashback) });
  }
  blocks.push({
    kind: 'row',
    label: text(lang, 'orderDetail.total'),
    amount: som(totals.totalPrice),
    strong: true,
  });
  blocks.push(
    { kind: 'rule' },
    {
      kind: 'text',
      text: text(lang, 'orderDetail.ticket.paymentType', { type: paymentLabel(order.paymentType, lang) }),
    },
    {
      kind: 'text',
      text: text(lang, order.isPaid ? 'orderDetail.paid' : 'orderDetail.unpaid'),
      strong: true,
    },
    { kind: 'text', text: text(lang, 'orderDetail.ticket.thanks') },
  );
  return { kind: 'receipt', lang, blocks };
}

export function paymentLabel(type: PaymentType, lang: Language): string {
  return text(lang, `orderDetail.payment.${type}`);
}

export function buildTicket(
  order: TicketOrder,
  kind: PrintKind,
  lang: Language,
  merchantName: string,
): Ticket {
  return kind === 'kitchen' ? buildKitchenTicket(order, lang) : buildReceipt(order, lang, merchantName);
}
