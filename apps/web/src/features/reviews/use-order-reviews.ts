import type { OrderReviewLines, OwnReview } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import type { ApiError } from '../../lib/api-client';
import { getOrderReviewLines } from './get-order-review-lines';

type Loading =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: OrderReviewLines };

/**
 * The rating block's data, loaded when the block mounts — which is when the order is received: the
 * order page is live, so the block appears the moment staff mark it delivered, without a reload.
 */
export function useOrderReviews(orderId: number) {
  const { authed } = useApi();
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });

  const load = useCallback(async () => {
    setLoading({ status: 'loading' });
    const [error, data] = await authed((api) => getOrderReviewLines(api, orderId));
    setLoading(error ? { status: 'error', error } : { status: 'ready', data });
  }, [authed, orderId]);

  // Once per mount: the block mounts when the order is received (the page is keyed by order).
  const first = useRef(load);
  useEffect(() => {
    void first.current();
  }, []);

  /** Shows my new review on its line at once (the server has it already). */
  const reviewed = useCallback((orderItemId: number, review: OwnReview) => {
    setLoading((current) =>
      current.status !== 'ready'
        ? current
        : {
            status: 'ready',
            data: {
              ...current.data,
              lines: current.data.lines.map((line) =>
                line.orderItemId === orderItemId ? { ...line, review } : line,
              ),
            },
          },
    );
  }, []);

  return { loading, reload: load, reviewed };
}
