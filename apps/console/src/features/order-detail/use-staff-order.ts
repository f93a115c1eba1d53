import type { StaffOrder } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { type ConsoleApiError, useApi } from '../../app/session';

export type StaffOrderState =
  | { status: 'loading' }
  | { status: 'error'; error: ConsoleApiError }
  | { status: 'ready'; order: StaffOrder; refreshing: boolean };

/**
 * `GET /api/orders/v1/operator/orders/{id}`, again whenever `version` (the board's latest) moves on.
 * A refresh keeps the order on screen: no flash back to the skeleton.
 */
export function useStaffOrder(orderId: number, version?: number) {
  const api = useApi();
  const [state, setState] = useState<StaffOrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again for another order, a newer version or a retry — not for a new language.
  useEffect(() => {
    let live = true;
    setState((prev) =>
      prev.status === 'ready' && prev.order.id === orderId
        ? { ...prev, refreshing: true }
        : { status: 'loading' },
    );
    void api.get<StaffOrder>(`/orders/v1/operator/orders/${orderId}`).then(([error, order]) => {
      if (!live) return;
      setState(error ? { status: 'error', error } : { status: 'ready', order, refreshing: false });
    });
    return () => {
      live = false;
    };
  }, [orderId, version, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
