import { useT, useToast } from '@dastarkhan/client';
import {
  DEFAULT_ACCEPT_LIMIT_MINUTES,
  DEFAULT_PREP_MINUTES,
  type OrderDetails,
  type OrderStatus,
  type OrdersPage,
  type StaffMe,
} from '@dastarkhan/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../app/session';
import { useStaffStream } from '../../app/staff-stream';
import { isNewer, mergeLoaded } from './board-merge';
import { notifyHidden } from './shift';

const BOARD_URL = '/orders/v1/operator/orders';

/** Waiting for someone to accept or reject it: these take over the screen. */
export const isWaiting = (order: OrderDetails, announced: ReadonlySet<number>) =>
  order.status === 'OPEN' || (order.status === 'AT_TIME' && announced.has(order.id));

/** The branch settings of an order's branch, as /me gave them (defaults for an unknown one). */
export function branchSettings(staff: StaffMe, branchId: number) {
  const branch = staff.branches.find((b) => b.id === branchId);
  return {
    prepMinutes: branch?.prepMinutes ?? DEFAULT_PREP_MINUTES,
    acceptLimitMinutes: branch?.acceptLimitMinutes ?? DEFAULT_ACCEPT_LIMIT_MINUTES,
  };
}

/**
 * The live board: the list (`board=true`), kept up to date by the staff stream, refetched after a
 * reconnect or a `resync` so nothing is missed. `announced`: AT_TIME orders that came in while the
 * board was open (they ring like new ones); every OPEN order rings.
 */
export function useBoard(onNewOrder: (order: OrderDetails) => void) {
  const api = useApi();
  const { t } = useT();
  const toast = useToast();
  const [orders, setOrders] = useState<ReadonlyMap<number, OrderDetails>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<ReadonlySet<number>>(new Set());
  const seen = useRef(new Set<number>());
  const apiRef = useRef(api);
  apiRef.current = api;
  const onNewRef = useRef(onNewOrder);
  onNewRef.current = onNewOrder;

  const upsert = useCallback((order: OrderDetails) => {
    setOrders((map) => {
      if (!isNewer(map.get(order.id), order)) return map;
      const next = new Map(map);
      next.set(order.id, order);
      return next;
    });
  }, []);

  // One set per list load in flight: the orders the stream changed meanwhile (see mergeLoaded).
  const streamedDuringLoad = useRef(new Set<Set<number>>());

  const load = useCallback(async () => {
    const streamed = new Set<number>();
    streamedDuringLoad.current.add(streamed);
    const [error, page] = await apiRef.current
      .get<OrdersPage>(BOARD_URL, { board: 'true', size: 200 })
      .finally(() => streamedDuringLoad.current.delete(streamed));
    if (error) {
      setLoadError(error.text);
      return;
    }
    setLoadError(null);
    setOrders((map) => mergeLoaded(map, page.content, streamed));
    for (const order of page.content) seen.current.add(order.id);
    setLoaded(true);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // The shared staff stream: a change replaces its card; a reconnect or `resync` reloads the list.
  const stream = useStaffStream({
    onResync: () => void load(),
    onChange: ({ order }) => {
      const fresh = !seen.current.has(order.id);
      seen.current.add(order.id);
      for (const streamed of streamedDuringLoad.current) streamed.add(order.id);
      upsert(order);
      if (fresh && (order.status === 'OPEN' || order.status === 'AT_TIME')) {
        if (order.status === 'AT_TIME') setAnnounced((set) => new Set(set).add(order.id));
        onNewRef.current(order);
      }
    },
  });

  /** PUT …/status with the version seen; a stale view gets the fresh order and a clear message. */
  const move = useCallback(
    async (
      order: OrderDetails,
      status: OrderStatus,
      extra: { prepMinutes?: number; reason?: string } = {},
    ) => {
      const [error, updated] = await apiRef.current.put<OrderDetails>(`${BOARD_URL}/${order.id}/status`, {
        status,
        version: order.version,
        ...extra,
      });
      if (updated) {
        upsert(updated);
        return true;
      }
      if (error.code === 'ORDER_CHANGED' || error.code === 'ORDER_STATUS_TRANSITION_REFUSED') {
        toast({ kind: 'error', text: t('orders.changedByOther', { number: order.number }) });
        const [, fresh] = await apiRef.current.get<OrderDetails>(`${BOARD_URL}/${order.id}`);
        if (fresh) upsert(fresh);
      } else {
        toast({ kind: 'error', text: error.text });
      }
      return false;
    },
    [toast, t, upsert],
  );

  const list = useMemo(() => [...orders.values()], [orders]);
  return { orders: list, loaded, loadError, reload: load, stream, announced, move, upsert };
}

export function notifyNewOrder(title: string, body: string, id: number) {
  notifyHidden(title, body, `order-${id}`);
}
