import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a payment came to: money taken, declined or timed out before it was, given back. */
export type PaymentOutcome = 'paid' | 'failed' | 'refunded';

/**
 * The Prometheus metrics of one app (decision 041), in a registry of its own: tests build many
 * apps in one process, and the global registry would refuse the second set of names. Read at
 * `/api/metrics` (features/metrics); what is only known at scrape time (outbox lag, the pool)
 * is added there as collected gauges.
 */
export function createAppMetrics() {
  const registry = new Registry();
  return {
    registry,
    /** Every answered request; its `_count` is the request rate. `route` is the pattern, never the URL. */
    requestSeconds: new Histogram({
      name: 'dastarkhan_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    ordersCreated: new Counter({
      name: 'dastarkhan_orders_created_total',
      help: 'Orders placed (a repeat of an idempotency key is not counted again)',
      registers: [registry],
    }),
    payments: new Counter({
      name: 'dastarkhan_payments_total',
      help: 'Payment transactions settled, by provider and outcome (paid, failed, refunded)',
      labelNames: ['provider', 'outcome'] as const,
      registers: [registry],
    }),
    /** Set at scrape time from the open streams (http/open-streams.ts). */
    openStreams: new Gauge({
      name: 'dastarkhan_open_streams',
      help: 'Live event streams (order and staff) open in this process',
      registers: [registry],
    }),
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/** `2xx`, `4xx`…: one label value per class keeps the series few. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
