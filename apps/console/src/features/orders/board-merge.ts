import type { OrderDetails } from '@dastarkhan/domain';

/** A newer copy replaces an older one; an answer and a stream event may arrive in any order. */
export function isNewer(current: OrderDetails | undefined, next: OrderDetails) {
  if (!current) return true;
  return (next.version ?? 0) >= (current.version ?? 0);
}

/**
 * The board after a list load: the list's orders (a newer copy already held wins), plus those the
 * stream brought while the load was in flight — the list was read before them, so leaving them out
 * would drop a new order from the board until the next reload.
 */
export function mergeLoaded(
  held: ReadonlyMap<number, OrderDetails>,
  loaded: readonly OrderDetails[],
  streamedDuringLoad: ReadonlySet<number>,
): Map<number, OrderDetails> {
  const next = new Map<number, OrderDetails>();
  for (const order of loaded) {
    const current = held.get(order.id);
    next.set(order.id, current && !isNewer(current, order) ? current : order);
  }
  for (const id of streamedDuringLoad) {
    const current = held.get(id);
    if (current && !next.has(id)) next.set(id, current);
  }
  return next;
}
