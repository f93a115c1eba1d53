import { minutesSince } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';

/** Whole minutes since the order was placed (never below 0: a phone's clock may run behind). */
export function ageMinutes(order: OrderDetails, now: number): number {
  return minutesSince(order.createdDate, now);
}

export type OrderOrigin = 'telegram' | 'staff' | 'web';

export function originOf(order: OrderDetails): OrderOrigin {
  if (order.source === 'TG' || order.orderDevice === 'TELEGRAM_BOT') return 'telegram';
  if (order.source === 'OPERATOR' || order.orderDevice === 'OPERATOR') return 'staff';
  return 'web';
}

export function customerName(order: OrderDetails): string {
  const user = order.user;
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

export function itemCount(order: OrderDetails): number {
  return order.totals.productCount || order.cartItems.reduce((sum, item) => sum + item.product.count, 0);
}
