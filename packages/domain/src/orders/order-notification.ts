import type { OrderStatus } from '../enums/order-status.js';
import { customerVisibleStatus, orderStatusLabel } from '../enums/order-status-labels.js';
import type { Multilingual } from '../i18n/multilingual.js';

/**
 * The notification a customer gets when their order moves (issue 7, created by the server), or
 * null when the move changes nothing they can see (DONE → ATTACHED, DELIVERED → CLOSED).
 */
export function orderStatusNotification(
  number: number,
  from: OrderStatus | null,
  to: OrderStatus,
): { title: Multilingual; body: Multilingual } | null {
  if (from !== null && customerVisibleStatus(from) === customerVisibleStatus(to)) return null;
  return {
    title: { uz: `Buyurtma #${number}`, ru: `Заказ №${number}`, eng: `Order #${number}` },
    body: orderStatusLabel(to),
  };
}

/** Cashback earned by a closed order: `rate` percent of what the customer paid, whole so'm down. */
export function earnedCashback(totalPrice: number, rate: number): number {
  if (rate <= 0 || totalPrice <= 0) return 0;
  return Math.floor((totalPrice * Math.min(rate, 100)) / 100);
}
