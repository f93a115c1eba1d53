import { type EventStreamOptions, type EventStreamState, runEventStream } from '@dastarkhan/client';
import type { OrderStreamEvent } from '@dastarkhan/domain';

// The live stream of one order (decision 012): `GET /orders/v1/orders/{id}/events`, read by the
// client package's fetch-based event-stream runner (Last-Event-ID resume, 1 s … 10 s back-off,
// silence watchdog). Each message carries the whole order again.

export type OrderStreamState = EventStreamState;
export { reconnectDelay } from '@dastarkhan/client';

export interface OrderStreamOptions extends Omit<EventStreamOptions, 'onMessage' | 'onState' | 'headers'> {
  /** Authorization and merchant. */
  headers: Record<string, string>;
  onEvent: (event: OrderStreamEvent) => void;
  onState?: (state: OrderStreamState) => void;
}

/** Runs until `signal` aborts, the server refuses, or `shouldStop` says the order is over. */
export function runOrderStream(options: OrderStreamOptions, signal: AbortSignal): Promise<void> {
  const { onEvent, onState, ...rest } = options;
  return runEventStream(
    {
      ...rest,
      onState: onState && ((state) => onState(state)),
      onMessage: (message) => {
        let event: OrderStreamEvent;
        try {
          event = JSON.parse(message.data) as OrderStreamEvent;
        } catch {
          return; // Not ours to show; the next event carries the whole order again.
        }
        if (event?.order) onEvent(event);
      },
    },
    signal,
  );
}
