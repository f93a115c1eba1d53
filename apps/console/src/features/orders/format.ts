import type { OrderDetails } from '@dastarkhan/domain';

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tashkent',
  hour: '2-digit',
  minute: '2-digit',
});

/** "14:05" in Tashkent, whatever the device's time zone. */
export function tashkentTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** Whole minutes since the order was placed (never below 0: a phone's clock may run behind). */
export function ageMinutes(order: OrderDetails, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(order.createdDate)) / 60_000));
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

/** "+998 90 123 45 67" */
export function prettyPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const d = phone.replace(/\D/g, '');
  if (d.length !== 12) return phone;
  return `+${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 8)} ${d.slice(8, 10)} ${d.slice(10)}`;
}

export function itemCount(order: OrderDetails): number {
  return order.totals.productCount || order.cartItems.reduce((sum, item) => sum + item.product.count, 0);
}
