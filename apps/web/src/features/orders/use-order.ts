import type { OrderDetails } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../app/session/api-error-text';
import type { Session } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';
import { useToast } from '../../app/toasts/toast-provider';
import { useT } from '../../i18n/i18n-context';
import type { ApiError } from '../../lib/api-client';
import { cancelOrder } from './cancel-order';
import { getOrder } from './get-order';
import { isNotOlder, isOrderOver } from './order-view';
import { useOrderStream } from './use-order-stream';

export type OrderLoad =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; order: OrderDetails };

/**
 * One order, kept current: loaded once, then replaced by every message of its live stream. A
 * fresh stream opens with the order as it is then, a resumed one replays what was missed, and a
 * courier's new position comes as a message too (decision 012). Also the customer's cancel.
 */
export function useOrder(orderId: number, session: Session) {
  const { authed } = useApi();
  const { t, lang } = useT();
  const toast = useToast();
  const [load, setLoad] = useState<OrderLoad>({ status: 'loading' });
  const [canceling, setCanceling] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const apply = useCallback((next: OrderDetails) => {
    setLoad((current) =>
      current.status === 'ready' && !isNotOlder(next, current.order)
        ? current
        : { status: 'ready', order: next },
    );
  }, []);

  const fetchOrder = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setLoad({ status: 'loading' });
      const [error, order] = await authed((api) => getOrder(api, orderId));
      if (!alive.current) return;
      if (order) apply(order);
      // A failed quiet refresh leaves the order on screen as it was.
      else if (!quiet) setLoad({ status: 'error', error });
    },
    [authed, orderId, apply],
  );

  // Once per mount (the screens key their view by order id): the callbacks change identity with
  // the language, not the data.
  const latestFetch = useRef(fetchOrder);
  useEffect(() => {
    latestFetch.current = fetchOrder;
  });
  useEffect(() => {
    void latestFetch.current(false);
  }, []);

  const order = load.status === 'ready' ? load.order : null;
  const stream = useOrderStream({
    orderId,
    token: session.token,
    enabled: order !== null && !isOrderOver(order.status),
    onEvent: (event) => {
      if (event.order.id === orderId) apply(event.order);
    },
    onRefused: (status) => {
      // A 401 logs out and says why (spec §8), as every other call does.
      if (status === 401) void authed(async () => [{ status, code: 'UNAUTHORIZED', message: null }, null]);
    },
  });

  const cancel = useCallback(async (): Promise<boolean> => {
    setCanceling(true);
    const [error, canceled] = await authed((api) => cancelOrder(api, orderId));
    if (!alive.current) return false;
    setCanceling(false);
    if (error) {
      if (error.status !== 401)
        toast({ kind: 'error', text: apiErrorText(error, lang, t('orders.cancelFailed')) });
      // The order may have moved on (accepted meanwhile): show what it is now.
      void fetchOrder(true);
      return false;
    }
    apply(canceled);
    toast({ kind: 'success', text: t('orders.canceled') });
    return true;
  }, [authed, orderId, apply, toast, lang, t, fetchOrder]);

  return { load, stream, canceling, cancel, reload: () => fetchOrder(false), apply };
}
