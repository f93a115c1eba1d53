import type {
  CourierStatus,
  LabelledOrderStatus,
  OrderDetails,
  OrderHistoryEventType,
  OrderStatus,
} from '@dastarkhan/domain';
import { customerVisibleStatus, isDeliveryService, lineDiscount, lineTotal } from '@dastarkhan/domain/client';

// What the order screens show, worked out from an OrderDetails without React: the progress
// steps, the history timeline, the item lines, the totals and the times.

/** No more changes to wait for: the live stream may stop (status machine, decision 002). */
export function isOrderOver(status: OrderStatus): boolean {
  return status === 'CLOSED' || status === 'CANCELED';
}

/** Tone of a status badge: waiting for the restaurant, under way, finished, or canceled. */
export type StatusTone = 'waiting' | 'progress' | 'done' | 'canceled';

export function statusTone(status: OrderStatus): StatusTone {
  const visible = customerVisibleStatus(status);
  if (visible === 'CANCELED') return 'canceled';
  if (visible === 'DELIVERED') return 'done';
  if (visible === 'OPEN' || visible === 'CREATED' || visible === 'AT_TIME') return 'waiting';
  return 'progress';
}

export type StepState = 'done' | 'current' | 'todo';

export interface ProgressStep {
  status: LabelledOrderStatus;
  state: StepState;
}

/**
 * The way an order goes, as the customer sees it: placed (new, or scheduled), accepted, cooking,
 * ready, on the way (deliveries only), delivered. A canceled order has no steps to show.
 */
export function progressSteps(order: Pick<OrderDetails, 'status' | 'serviceType'>): ProgressStep[] {
  const visible = customerVisibleStatus(order.status);
  if (visible === 'CANCELED') return [];
  const first: LabelledOrderStatus = visible === 'AT_TIME' || visible === 'CREATED' ? visible : 'OPEN';
  const path: LabelledOrderStatus[] = [first, 'ACCEPTED', 'COOKING', 'DONE'];
  if (isDeliveryService(order.serviceType)) path.push('ON_WAY');
  path.push('DELIVERED');
  const current = Math.max(0, path.indexOf(visible));
  return path.map((status, index) => ({
    status,
    state:
      index < current ? 'done' : index === current ? (visible === 'DELIVERED' ? 'done' : 'current') : 'todo',
  }));
}

export interface TimelineEntry {
  key: string;
  /** null for the order being placed: its first status, or the start when no entry records it. */
  type: OrderHistoryEventType | null;
  /** The status it moved to (status changes), as the customer sees it. */
  status: LabelledOrderStatus | null;
  courierStatus: CourierStatus | null;
  at: string;
  /** The entry that brought the order to the status it is in now. */
  current: boolean;
}

/**
 * The history, oldest first, opened by "order placed" unless the history itself starts with the
 * order's first status (an entry with no previous status). The latest move into the current
 * status is marked current.
 */
export function timeline(order: Pick<OrderDetails, 'history' | 'createdDate' | 'status'>): TimelineEntry[] {
  const history = [...order.history]
    // A move between two statuses the customer reads the same (DELIVERED → CLOSED, DONE →
    // ATTACHED) would list "Delivered" twice: it is left out.
    .filter(
      (entry) =>
        !(
          entry.type === 'CHANGE_STATUS' &&
          entry.fromStatus &&
          entry.toStatus &&
          customerVisibleStatus(entry.fromStatus) === customerVisibleStatus(entry.toStatus)
        ),
    )
    .sort((a, b) => Date.parse(a.createdDate) - Date.parse(b.createdDate) || a.id - b.id);
  const entries: TimelineEntry[] = history.map((entry) => ({
    key: `e${entry.id}`,
    type: entry.fromStatus === null && entry.toStatus !== null ? null : entry.type,
    status: entry.toStatus ? customerVisibleStatus(entry.toStatus) : null,
    courierStatus: entry.type === 'CHANGE_COURIER_STATUS' ? (entry.courierStatus ?? null) : null,
    at: entry.createdDate,
    current: false,
  }));
  const placedInHistory = history.some((entry) => entry.fromStatus === null && entry.toStatus !== null);
  if (!placedInHistory) {
    entries.unshift({
      key: 'placed',
      type: null,
      status: null,
      courierStatus: null,
      at: order.createdDate,
      current: false,
    });
  }
  const visible = customerVisibleStatus(order.status);
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i]!.status === visible) {
      entries[i]!.current = true;
      break;
    }
  }
  return entries;
}

export interface ItemLine {
  key: string;
  name: OrderDetails['cartItems'][number]['product']['name'];
  image: string | null;
  count: number;
  options: Array<{ key: string; name: OrderDetails['cartItems'][number]['product']['name']; count: number }>;
  /** Before the product's own discount. */
  gross: number;
  /** What the line costs after it. */
  net: number;
}

export function itemLines(order: Pick<OrderDetails, 'cartItems'>): ItemLine[] {
  return order.cartItems.map((item, index) => {
    const gross = lineTotal(item);
    return {
      key: `${index}-${item.product.id}`,
      name: item.product.name,
      image: item.product.image ?? null,
      count: item.product.count,
      options: item.modifications.map((m, i) => ({ key: `${i}-${m.id}`, name: m.name, count: m.count })),
      gross,
      net: gross - lineDiscount(item),
    };
  });
}

/** How many pieces the order has (the server's count, or the lines' when it sent none). */
export function itemCount(order: Pick<OrderDetails, 'cartItems' | 'totals'>): number {
  return order.totals.productCount || order.cartItems.reduce((sum, item) => sum + item.product.count, 0);
}

export type TotalsLineKey = 'products' | 'discount' | 'delivery' | 'deliveryDiscount' | 'cashback' | 'total';

export interface TotalsLine {
  key: TotalsLineKey;
  /** Discounts and cashback are shown as minus amounts. */
  amount: number;
}

/**
 * The lines of spec §9 under the items: products, discounts, delivery, delivery discount,
 * cashback, total. Pick-up and dine-in have no delivery (always zero, spec §5), so those two
 * lines are left out; discounts and cashback appear when there are any.
 */
export function totalsLines(order: Pick<OrderDetails, 'totals' | 'serviceType'>): TotalsLine[] {
  const { totals } = order;
  const lines: TotalsLine[] = [{ key: 'products', amount: totals.productPrice }];
  if (totals.totalProductDiscount > 0) lines.push({ key: 'discount', amount: -totals.totalProductDiscount });
  if (isDeliveryService(order.serviceType)) {
    lines.push({ key: 'delivery', amount: totals.deliveryPrice });
    if (totals.deliveryDiscount > 0)
      lines.push({ key: 'deliveryDiscount', amount: -totals.deliveryDiscount });
  }
  if (totals.cashback > 0) lines.push({ key: 'cashback', amount: -totals.cashback });
  lines.push({ key: 'total', amount: totals.totalPrice });
  return lines;
}

export type OrderTimeKey = 'created' | 'deliveryAt' | 'accepted' | 'closed' | 'canceled';

/** Start, scheduled time, accepted and closing times (spec §2), those the order has. */
export function orderTimes(
  order: Pick<
    OrderDetails,
    'createdDate' | 'deliveryAt' | 'acceptedTime' | 'closedAt' | 'deliveredAt' | 'status'
  >,
): Array<{ key: OrderTimeKey; at: string }> {
  const times: Array<{ key: OrderTimeKey; at: string }> = [{ key: 'created', at: order.createdDate }];
  if (order.deliveryAt) times.push({ key: 'deliveryAt', at: order.deliveryAt });
  if (order.acceptedTime) times.push({ key: 'accepted', at: order.acceptedTime });
  const closing = order.closedAt ?? order.deliveredAt;
  if (closing) times.push({ key: order.status === 'CANCELED' ? 'canceled' : 'closed', at: closing });
  return times;
}

/**
 * Whether `next` may replace `current`: a snapshot older than the one shown (an event replayed
 * after a reconnect, a slow answer) must not move the screen backwards.
 */
export function isNotOlder(
  next: Pick<OrderDetails, 'lastModifiedDate'>,
  current: Pick<OrderDetails, 'lastModifiedDate'>,
) {
  const a = Date.parse(next.lastModifiedDate);
  const b = Date.parse(current.lastModifiedDate);
  return Number.isNaN(a) || Number.isNaN(b) || a >= b;
}
