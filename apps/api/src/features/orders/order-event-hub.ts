import { ORDER_EVENTS_CHANNEL, type OrderEventNotice } from './order-events.js';

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

type Subscriber = (notice: OrderEventNotice) => void;

/**
 * One LISTEN per process, fanned out to the open streams by order id. An order's streams learn
 * of every change made by any process on the same database (PostgreSQL LISTEN/NOTIFY; PGlite
 * delivers its own notifications in its one process).
 */
export function createOrderEventHub(listen: Listen) {
  const subscribers = new Map<number, Set<Subscriber>>();
  let stop: (() => Promise<void>) | null = null;

  function deliver(payload: string) {
    let notice: OrderEventNotice;
    try {
      notice = JSON.parse(payload) as OrderEventNotice;
    } catch {
      return;
    }
    for (const subscriber of subscribers.get(notice.orderId) ?? []) subscriber(notice);
  }

  return {
    async start() {
      stop ??= await listen(ORDER_EVENTS_CHANNEL, deliver);
    },
    subscribe(orderId: number, subscriber: Subscriber): () => void {
      let set = subscribers.get(orderId);
      if (!set) {
        set = new Set();
        subscribers.set(orderId, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(orderId);
      };
    },
    /** Open streams, for tests and health. */
    get size() {
      let n = 0;
      for (const set of subscribers.values()) n += set.size;
      return n;
    },
    async close() {
      await stop?.();
      stop = null;
    },
  };
}

export type OrderEventHub = ReturnType<typeof createOrderEventHub>;
