import type { OwnReview } from '@dastarkhan/domain';
import { useCallback } from 'react';
import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { getOrderReviewLines } from './get-order-review-lines';

/**
 * The rating block's data, loaded when the block mounts — which is when the order is received: the
 * order page is live, so the block appears the moment staff mark it delivered, without a reload.
 */
export function useOrderReviews(orderId: number) {
  const { authed } = useApi();
  // Once per mount: the block mounts when the order is received (the page is keyed by order).
  const {
    state: loading,
    reload,
    update,
  } = useLoaded(() => authed((api) => getOrderReviewLines(api, orderId)), []);

  /** Shows my new review on its line at once (the server has it already). */
  const reviewed = useCallback(
    (orderItemId: number, review: OwnReview) => {
      update((data) => ({
        ...data,
        lines: data.lines.map((line) => (line.orderItemId === orderItemId ? { ...line, review } : line)),
      }));
    },
    [update],
  );

  return { loading, reload, reviewed };
}
