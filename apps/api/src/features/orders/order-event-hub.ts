import { STAFF_INBOX_CHANNEL, type StaffInboxNotice } from '../staff-inbox/index.js';
import { ORDER_EVENTS_CHANNEL, type OrderEventNotice } from './order-events.js';

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

type Subscriber = (notice: OrderEventNotice) => void;
type InboxSubscriber = (notice: StaffInboxNotice) => void;

function parse<T>(payload: string): T | null {
  try {
    return JSON.parse(payload) as T;
  } catch {
    return null;
  }
}

/** A set of subscribers per key, dropping the key with its last subscriber. */
function createRegistry<K, S>() {
  const map = new Map<K, Set<S>>();
  return {
    add(key: K, subscriber: S): () => void {
      let set = map.get(key);
      if (!set) {
        set = new Set();
        map.set(key, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) map.delete(key);
      };
    },
    get: (key: K): Iterable<S> => map.get(key) ?? [],
    has: (key: K) => map.has(key),
    get size() {
      let n = 0;
      for (const set of map.values()) n += set.size;
      return n;
    },
  };
}

/**
 * One LISTEN per channel per process, fanned out to the open streams: by order id (a customer's
 * order page) and by merchant (the staff board). Every change made by any process on the same
 * database arrives here (PostgreSQL LISTEN/NOTIFY; PGlite delivers its own notifications in its
 * one process).
 */
export function createOrderEventHub(listen: Listen) {
  const byOrder = createRegistry<number, Subscriber>();
  const byMerchant = createRegistry<number, Subscriber>();
  const inbox = createRegistry<number, InboxSubscriber>();
  let stops: Array<() => Promise<void>> = [];

  function deliver(payload: string) {
    const notice = parse<OrderEventNotice>(payload);
    if (!notice) return;
    for (const subscriber of byOrder.get(notice.orderId)) subscriber(notice);
    for (const subscriber of byMerchant.get(notice.merchantId)) subscriber(notice);
  }

  function deliverInbox(payload: string) {
    const notice = parse<StaffInboxNotice>(payload);
    if (!notice) return;
    for (const subscriber of inbox.get(notice.merchantId)) subscriber(notice);
  }

  return {
    async start() {
      if (stops.length > 0) return;
      stops = [await listen(ORDER_EVENTS_CHANNEL, deliver), await listen(STAFF_INBOX_CHANNEL, deliverInbox)];
    },
    /** Changes of one order. */
    subscribe(orderId: number, subscriber: Subscriber): () => void {
      return byOrder.add(orderId, subscriber);
    },
    /** Changes of every order of a merchant (the staff stream filters by branch). */
    subscribeMerchant(merchantId: number, subscriber: Subscriber): () => void {
      return byMerchant.add(merchantId, subscriber);
    },
    /** New and changed waiter calls, reservations, feedback and applications of a merchant. */
    subscribeInbox(merchantId: number, subscriber: InboxSubscriber): () => void {
      return inbox.add(merchantId, subscriber);
    },
    /** Open streams, for tests and health. */
    get size() {
      return byOrder.size + byMerchant.size;
    },
    async close() {
      const current = stops;
      stops = [];
      for (const stop of current) await stop();
    },
  };
}

export type OrderEventHub = ReturnType<typeof createOrderEventHub>;
