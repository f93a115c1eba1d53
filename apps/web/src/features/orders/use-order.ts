import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { cancelOrder } from './cancel-order';
import { getOrder } from './get-order';
import { isNotOlder, isOrderOver } from './order-view';
import { useOrderStream } from './use-order-stream';

/** What the screen shows stays when an older copy of the order arrives. */
const keepNewer = (current: OrderDetails, next: OrderDetails) => !isNotOlder(next, current);

/**
 * One order, kept current: loaded once, then replaced by every message of its live stream. A
 * fresh stream opens with the order as it is then, a resumed one replays what was missed, and a
 * courier's new position comes as a message too (decision 012). Also the customer's cancel.
 */
export function useOrder(orderId: number, session: Session) {
  const { authed } = useApi();
  const { t, lang } = useT();
  const toast = useToast();
  // Once per mount (the screens key their view by order id): the callbacks change identity with
  // the language, not the data. A failed quiet refresh leaves the order on screen as it was.
  const {
    state: load,
    reload,
    refresh,
    put: apply,
  } = useLoaded(() => authed((api) => getOrder(api, orderId)), [], { keep: keepNewer });
  const [canceling, setCanceling] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const order = load.status === 'ready' ? load.data : null;
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
      void refresh();
      return false;
    }
    apply(canceled);
    toast({ kind: 'success', text: t('orders.canceled') });
    return true;
  }, [authed, orderId, apply, toast, lang, t, refresh]);

  return { load, stream, canceling, cancel, reload, apply };
}
