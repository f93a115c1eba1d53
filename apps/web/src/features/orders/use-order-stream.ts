import type { OrderStreamEvent } from '@dastarkhan/domain';
import { MERCHANT_HEADER } from '@dastarkhan/domain/client';
import { useEffect, useRef, useState } from 'react';
import { useTenant } from '../../app/startup/tenant-context';
import { type OrderStreamState, runOrderStream } from './order-stream';

/**
 * Keeps the live stream of an order open while `enabled` (the order is not over), reconnecting
 * after drops; closed when the screen goes. The callbacks may change on every render.
 */
export function useOrderStream({
  orderId,
  token,
  enabled,
  onEvent,
  onOpen,
  onRefused,
}: {
  orderId: number;
  token: string;
  enabled: boolean;
  onEvent: (event: OrderStreamEvent) => void;
  onOpen?: (resumed: boolean) => void;
  onRefused?: (status: number) => void;
}): OrderStreamState {
  const { merchant } = useTenant();
  const [state, setState] = useState<OrderStreamState>('connecting');
  const handlers = useRef({ onEvent, onOpen, onRefused });
  useEffect(() => {
    handlers.current = { onEvent, onOpen, onRefused };
  });

  useEffect(() => {
    if (!enabled) {
      setState('closed');
      return;
    }
    const controller = new AbortController();
    void runOrderStream(
      {
        url: `/api/orders/v1/orders/${orderId}/events`,
        headers: { authorization: `Bearer ${token}`, [MERCHANT_HEADER]: String(merchant.id) },
        onEvent: (event) => handlers.current.onEvent(event),
        onOpen: (resumed) => handlers.current.onOpen?.(resumed),
        onRefused: (status) => handlers.current.onRefused?.(status),
        onState: (next) => {
          if (!controller.signal.aborted) setState(next);
        },
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [orderId, token, merchant.id, enabled]);

  return state;
}
