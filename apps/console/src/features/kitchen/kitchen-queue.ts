import type { Multilingual, OrderDetails } from '@dastarkhan/domain';

// What the kitchen screen computes from the orders it shows: which ones, in what order, how late,
// and the "all day" line (how many of each dish are still to cook).

export const KITCHEN_STATUSES = ['ACCEPTED', 'COOKING'] as const;

export function isKitchenOrder(order: Pick<OrderDetails, 'status'>): boolean {
  return (KITCHEN_STATUSES as readonly string[]).includes(order.status);
}

/**
 * Orders that have just entered the kitchen's queue (accepted, not shown before): they ding.
 * `before` null is the first load — what is already there when the screen opens is not new.
 */
export function arrivals(
  before: readonly Pick<OrderDetails, 'id'>[] | null,
  after: readonly Pick<OrderDetails, 'id' | 'status'>[],
): number[] {
  if (!before) return [];
  const known = new Set(before.map((order) => order.id));
  return after.filter((order) => order.status === 'ACCEPTED' && !known.has(order.id)).map((o) => o.id);
}

const startOf = (order: Pick<OrderDetails, 'acceptedTime' | 'createdDate'>) =>
  new Date(order.acceptedTime ?? order.createdDate).getTime();

/** Oldest first: the order accepted earliest is cooked first. */
export function kitchenQueue<T extends OrderDetails>(orders: readonly T[]): T[] {
  return orders.filter(isKitchenOrder).sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
}

export type Age = 'fresh' | 'near' | 'late';

/** Minutes before the promised time when a card turns amber even within the prep time. */
const NEAR_MINUTES = 5;

/**
 * Green while within the prep time, amber once the prep time is used up or the promised time is
 * near, red past the promised time.
 */
export function orderAge(
  order: Pick<OrderDetails, 'acceptedTime' | 'createdDate' | 'prepMinutes' | 'promisedAt'>,
  now: number,
  defaultPrep: number,
): { age: Age; minutes: number } {
  const start = startOf(order);
  const minutes = Math.max(0, Math.floor((now - start) / 60_000));
  const prep = order.prepMinutes ?? defaultPrep;
  const promised = order.promisedAt ? new Date(order.promisedAt).getTime() : start + prep * 60_000;
  if (now > promised) return { age: 'late', minutes };
  if (minutes >= prep || promised - now <= NEAR_MINUTES * 60_000) return { age: 'near', minutes };
  return { age: 'fresh', minutes };
}

export interface AllDayLine {
  key: string;
  name: Multilingual | undefined;
  options: Array<Multilingual | undefined>;
  count: number;
}

/** Dishes still to cook across the shown orders: one line per product with the same options. */
export function allDay(orders: readonly OrderDetails[]): AllDayLine[] {
  const lines = new Map<string, AllDayLine>();
  for (const order of orders) {
    for (const item of order.cartItems) {
      const options = [...item.modifications].sort((a, b) => a.id - b.id);
      const key = `${item.product.id}:${options.map((m) => `${m.id}x${m.count}`).join(',')}`;
      const line = lines.get(key);
      if (line) line.count += item.product.count;
      else
        lines.set(key, {
          key,
          name: item.product.name,
          options: options.map((m) => m.name),
          count: item.product.count,
        });
    }
  }
  return [...lines.values()].sort((a, b) => b.count - a.count);
}
