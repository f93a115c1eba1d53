import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { type BasketLine, basketTotals, lineKey } from './basket-line';

/**
 * The basket lives in the browser, per tenant (localStorage), so it survives reloads and never
 * mixes two merchants' products. The server renders an empty basket; the stored one appears
 * right after hydration (fixed-position bars, so nothing on the page moves).
 */
type Listener = () => void;

const EMPTY: BasketLine[] = [];
const stores = new Map<number, ReturnType<typeof createStore>>();

function storageKey(merchantId: number) {
  return `dastarkhan:basket:${merchantId}`;
}

function productCount(lines: BasketLine[], productId: number) {
  let count = 0;
  for (const line of lines) if (line.productId === productId) count += line.count;
  return count;
}

function createStore(merchantId: number) {
  let lines: BasketLine[] = EMPTY;
  let loaded = false;
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const load = () => {
    if (loaded || typeof window === 'undefined') return;
    loaded = true;
    try {
      const raw = window.localStorage.getItem(storageKey(merchantId));
      const parsed = raw ? (JSON.parse(raw) as BasketLine[]) : [];
      lines = Array.isArray(parsed)
        ? parsed.filter((l) => l && typeof l.key === 'string' && l.count > 0)
        : [];
    } catch {
      lines = [];
    }
  };
  const save = (next: BasketLine[]) => {
    lines = next;
    try {
      window.localStorage.setItem(storageKey(merchantId), JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the basket still works for this page's life.
    }
    emit();
  };

  return {
    subscribe(listener: Listener) {
      load();
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== storageKey(merchantId)) return;
        loaded = false;
        load();
        emit();
      };
      window.addEventListener('storage', onStorage);
      if (lines !== EMPTY) queueMicrotask(listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    // Reading loads: a client render after hydration (a navigation to /basket) shows the stored
    // basket at once instead of flashing the empty one.
    getSnapshot: () => {
      load();
      return lines;
    },
    getServerSnapshot: () => EMPTY,
    /** How many of a product the basket holds over all its lines (options differ, stock is one). */
    productCount: (productId: number) => productCount(lines, productId),
    /** Adds `line.count` more of the line; false when the stock limit would be passed. */
    add(line: Omit<BasketLine, 'key'>): boolean {
      const key = lineKey(line.productId, line.options);
      const existing = lines.find((l) => l.key === key);
      const count = (existing?.count ?? 0) + line.count;
      if (line.maxCount !== null && productCount(lines, line.productId) + line.count > line.maxCount)
        return false;
      save(existing ? lines.map((l) => (l.key === key ? { ...l, count } : l)) : [...lines, { ...line, key }]);
      return true;
    },
    /** Sets a line's quantity (0 removes it); false when the stock limit would be passed. */
    setCount(key: string, count: number): boolean {
      const line = lines.find((l) => l.key === key);
      if (!line) return false;
      const others = productCount(lines, line.productId) - line.count;
      if (line.maxCount !== null && count > line.count && others + count > line.maxCount) return false;
      save(
        count <= 0
          ? lines.filter((l) => l.key !== key)
          : lines.map((l) => (l.key === key ? { ...l, count } : l)),
      );
      return true;
    },
    /** Replaces snapshots (names, prices) with fresh catalogue data; drops lines no longer sold. */
    refresh(next: BasketLine[]) {
      save(next);
    },
    clear() {
      save([]);
    },
  };
}

export function basketStore(merchantId: number) {
  let store = stores.get(merchantId);
  if (!store) {
    store = createStore(merchantId);
    stores.set(merchantId, store);
  }
  return store;
}

export function useBasket(merchantId: number) {
  const store = basketStore(merchantId);
  const lines = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // false on the server and while hydrating (the stored basket is not known yet), true after.
  const ready = useHydrated();
  const totals = useMemo(() => basketTotals(lines), [lines]);
  const countOf = useCallback((productId: number) => productCount(lines, productId), [lines]);
  return { lines, totals, countOf, store, ready };
}
