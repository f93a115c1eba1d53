import { useToast } from '@dastarkhan/client';
import type { OrderDetails, OrdersPage } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session';
import { useStaffStream } from '../../app/staff-stream';
import { arrivals, isKitchenOrder, kitchenQueue } from './kitchen-queue';

export type KitchenState =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; orders: OrderDetails[] };

/**
 * The kitchen's queue: loaded once, then kept live by the staff stream (a changed order replaces
 * its card or leaves the queue); reloaded after a resync or a reconnect. `onArrival` hears of
 * each order that newly enters the queue accepted (not those already there on the first load).
 */
export function useKitchenOrders(onArrival?: (ids: number[]) => void): {
  state: KitchenState;
  reload: () => void;
  apply: (order: OrderDetails) => void;
} {
  const api = useApi();
  const [state, setState] = useState<KitchenState>({ status: 'loading' });
  const generation = useRef(0);
  // What the screen shows (null before the first load), to tell a new arrival from a known one.
  const shown = useRef<OrderDetails[] | null>(null);
  const arrivalRef = useRef(onArrival);
  arrivalRef.current = onArrival;
  const show = useCallback((orders: OrderDetails[]) => {
    const fresh = arrivals(shown.current, orders);
    shown.current = orders;
    setState({ status: 'ready', orders });
    if (fresh.length > 0) arrivalRef.current?.(fresh);
  }, []);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    const [error, page] = await api.get<OrdersPage>('/orders/v1/operator/orders', {
      board: 'true',
      size: 200,
    });
    if (mine !== generation.current) return;
    if (!error) show(kitchenQueue(page.content));
    else if (!shown.current) setState({ status: 'error', text: error.text });
  }, [api, show]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per screen (a new language must not reload it).
  useEffect(() => {
    void reload();
  }, []);

  const apply = useCallback(
    (order: OrderDetails) => {
      const current = shown.current;
      if (!current) return;
      const others = current.filter((o) => o.id !== order.id);
      show(kitchenQueue(isKitchenOrder(order) ? [...others, order] : others));
    },
    [show],
  );
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
