import type { Database, MediaStorage, MerchantRow } from '@dastarkhan/db';
import type { MerchantSettings, PaymentType } from '@dastarkhan/domain';
import type { Config } from './env.js';
import type { JobEngine } from './features/jobs/index.js';
import type { OrderEventHub } from './features/orders/index.js';
import type { RefundState } from './features/payments/index.js';
import type { AppMetrics } from './http/app-metrics.js';
import type { DrainState } from './http/drain.js';
import type { MerchantChanges } from './http/merchant-changes.js';
import type { OpenStreams } from './http/open-streams.js';
import type { SessionWatch } from './http/session-revocations.js';
import type { TtlCache } from './http/ttl-cache.js';

/** What routes need from the outside world; built once in app.ts, reached as `app.deps`. */
export interface AppDeps {
  db: Database;
  storage: MediaStorage;
  config: Config;
  /** Merchants by id, for a couple of seconds: every request needs its tenant. */
  merchantCache: TtlCache<number, MerchantRow | null>;
  /** Their web settings, for as long: order creation and moves read the switches each time. */
  settingsCache: TtlCache<number, MerchantSettings>;
  /** Payment types offered per `merchantId:channel`, for as long (decision 013). */
  paymentTypesCache: TtlCache<string, PaymentType[]>;
  /** Which merchant's catalogue or settings changed when, kept current by NOTIFY (decision 044). */
  merchantChanges: MerchantChanges;
  /** The ordering clock: work hours, slots and promo dates are judged by it (config.clockOffsetMs). */
  now: () => Date;
  /** The payment clock: real time (provider timestamps are real), moved only by tests. */
  paymentNow: () => Date;
  /**
   * The clock of the order records (created, accepted, ready…: real time, as the database stamps
   * them). "Today" on the board and in the reports is its day, not the ordering clock's, which the
   * demo may start elsewhere (APP_CLOCK_START).
   */
  recordNow: () => Date;
  /** The job engine: message delivery and jobs on a clock (decision 032). */
  jobs: JobEngine;
  /** Order changes from every app process, for the live order streams. */
  orderEvents: OrderEventHub;
  /** Sessions revoked by any app process: the live streams they hold end at once. */
  sessions: SessionWatch;
  /**
   * Starts the refund of a canceled, paid order after the cancel committed (decision 022): the
   * payments feature's, handed to the orders feature here because payments already imports orders.
   */
  startRefund: (merchantId: number, orderId: number) => Promise<RefundState | null>;
  /** This app's Prometheus metrics (decision 041). */
  metrics: AppMetrics;
  /** The live event streams open in this process; ended with a reconnect hint on shutdown. */
  streams: OpenStreams;
  /** Set when the process begins to shut down: readiness fails, new requests get 503. */
  drain: DrainState;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
