import { useSyncExternalStore } from 'react';
import { afterOrder, type CheckoutDraft, EMPTY_DRAFT, parseDraft } from './checkout-draft';

type Listener = () => void;

const storageKey = (merchantId: number) => `dastarkhan:checkout:${merchantId}`;
const stores = new Map<number, ReturnType<typeof createStore>>();

/**
 * The checkout draft of one tenant in localStorage: the address and pick-up screens write into
 * it and checkout reads it back. Logout clears localStorage, and the draft with it (spec §4).
 */
function createStore(merchantId: number) {
  let draft: CheckoutDraft | null = null;
  const listeners = new Set<Listener>();

  const read = (): CheckoutDraft => {
    if (draft) return draft;
    try {
      draft = parseDraft(window.localStorage.getItem(storageKey(merchantId)));
    } catch {
      draft = EMPTY_DRAFT;
    }
    return draft;
  };
  const write = (next: CheckoutDraft) => {
    draft = next;
    try {
      window.localStorage.setItem(storageKey(merchantId), JSON.stringify(next));
    } catch {
      // A full or blocked storage: the draft still lives for this page.
    }
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== storageKey(merchantId) && event.key !== null) return;
        draft = null;
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    get: read,
    getServer: () => EMPTY_DRAFT,
    update(patch: Partial<CheckoutDraft> | ((draft: CheckoutDraft) => Partial<CheckoutDraft>)) {
      const current = read();
      write({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) });
    },
    /** Spec §4: what a placed order leaves behind. */
    resetAfterOrder() {
      write(afterOrder(read()));
    },
  };
}

export function checkoutStore(merchantId: number) {
  let store = stores.get(merchantId);
  if (!store) {
    store = createStore(merchantId);
    stores.set(merchantId, store);
  }
  return store;
}

export function useCheckoutDraft(merchantId: number) {
  const store = checkoutStore(merchantId);
  const draft = useSyncExternalStore(store.subscribe, store.get, store.getServer);
  return { draft, update: store.update, store };
}
