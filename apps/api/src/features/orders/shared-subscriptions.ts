import type { OrderEventNotice } from './order-events.js';

/**
 * One subscription to the order event hub per key (an order, a merchant), shared by every open
 * stream of that key: each notice is loaded once, and delivered to all of them in the order the
 * database announced the changes (loads start at once; delivery waits its turn). The hub
 * subscription ends with the key's last stream.
 */
export function createSharedSubscriptions<Item>(options: {
  subscribe: (key: number, onNotice: (notice: OrderEventNotice) => void) => () => void;
  load: (notice: OrderEventNotice) => Promise<Item | null>;
  onError: (error: unknown) => void;
}) {
  type Listener = (item: Item) => void;
  const entries = new Map<
    number,
    { listeners: Set<Listener>; unsubscribe: () => void; queue: Promise<void> }
  >();

  return function listen(key: number, listener: Listener): () => void {
    let entry = entries.get(key);
    if (!entry) {
      const created = { listeners: new Set<Listener>(), unsubscribe: () => {}, queue: Promise.resolve() };
      created.unsubscribe = options.subscribe(key, (notice) => {
        const loading = options.load(notice);
        created.queue = created.queue
          .then(() => loading)
          .then((item) => {
            if (item) for (const deliver of created.listeners) deliver(item);
          })
          .catch(options.onError);
      });
      entries.set(key, created);
      entry = created;
    }
    const current = entry;
    current.listeners.add(listener);
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0) {
        current.unsubscribe();
        entries.delete(key);
      }
    };
  };
}
