import { useToast } from '@dastarkhan/client';
import type { OrderDetails, OrdersPage } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session';
import { useStaffStream } from '../../app/staff-stream';
import { isKitchenOrder, kitchenQueue } from './kitchen-queue';

export type KitchenState =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; orders: OrderDetails[] };

/**
 * The kitchen's queue: loaded once, then kept live by the staff stream (a changed order replaces
 * its card or leaves the queue); reloaded after a resync or a reconnect.
 */
export function useKitchenOrders(): {
  state: KitchenState;
  reload: () => void;
  apply: (order: OrderDetails) => void;
} {
  const api = useApi();
  const [state, setState] = useState<KitchenState>({ status: 'loading' });
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    const [error, page] = await api.get<OrdersPage>('/orders/v1/operator/orders', {
      board: 'true',
      size: 200,
    });
    if (mine !== generation.current) return;
    setState((prev) =>
      error
        ? prev.status === 'ready'
          ? prev
          : { status: 'error', text: error.text }
        : { status: 'ready', orders: kitchenQueue(page.content) },
    );
  }, [api]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per screen (a new language must not reload it).
  useEffect(() => {
    void reload();
  }, []);

  const apply = useCallback((order: OrderDetails) => {
    setState((prev) => {
      if (prev.status !== 'ready') return prev;
      const others = prev.orders.filter((o) => o.id !== order.id);
      return { status: 'ready', orders: kitchenQueue(isKitchenOrder(order) ? [...others, order] : others) };
    });
  }, []);
  useStaffStream({
    onChange: (event) => apply(event.order),
    onResync: () => void reload(),
  });
  return { state, reload: () => void reload(), apply };
}

/** Moves an order one step, sending the version seen; a stale card is refreshed. */
export function useMoveOrder(
  onChanged: (order: OrderDetails) => void,
  reload: () => void,
  staleText: string,
) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  const move = async (order: OrderDetails, status: 'COOKING' | 'DONE') => {
    setBusy(order.id);
    const [error, next] = await api.put<OrderDetails>(`/orders/v1/operator/orders/${order.id}/status`, {
      status,
      version: order.version,
    });
    setBusy(null);
    if (next) return onChanged(next);
    if (error.code === 'ORDER_CHANGED' || error.code === 'ORDER_STATUS_TRANSITION_REFUSED') {
      toast({ kind: 'error', text: staleText });
      reload();
      return;
    }
    toast({ kind: 'error', text: error.text });
  };
  return { move, busy };
}
