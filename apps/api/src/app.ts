import { constants as zlibConstants } from 'node:zlib';
import type { Database, DatabaseHandle, MediaStorage, MerchantRow } from '@dastarkhan/db';
import type { MerchantSettings, PaymentType } from '@dastarkhan/domain';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import './deps.js';
import type { Config } from './env.js';
import { registerAddressRoutes } from './features/addresses/index.js';
import { registerAuditRoutes } from './features/audit/index.js';
import { registerAuthRoutes } from './features/auth/index.js';
import { registerBaselineRoute, registerInsertControlRoute } from './features/bench/index.js';
import {
  registerBranchAdminRoutes,
  registerHallAdminRoutes,
  registerZoneRoutes,
} from './features/branch-admin/index.js';
import { registerBranchRoutes, registerHallRoutes } from './features/branches/index.js';
import { registerBuildInfoRoutes } from './features/build-info/index.js';
import { registerCashbackRoutes, registerCashbackSettingsRoutes } from './features/cashback/index.js';
import {
  listenForCatalogueChanges,
  registerCatalogueRoutes,
  registerStopListRoutes,
} from './features/catalogue/index.js';
import { registerCityRoutes } from './features/cities/index.js';
import { registerClockJobs } from './features/clock/index.js';
import { registerDocsRoutes } from './features/docs/index.js';
import { registerFavouriteRoutes } from './features/favourites/index.js';
import { registerFeedbackRoutes } from './features/feedback/index.js';
import { geocoderFromConfig, registerGeocoderRoutes } from './features/geocoder/index.js';
import { registerHealthRoutes } from './features/health/index.js';
import { createJobEngine, ORDER_EVENT_QUEUE } from './features/jobs/index.js';
import { registerMediaRoutes } from './features/media/index.js';
import { registerMenuAdminRoutes } from './features/menu-admin/index.js';
import { registerMenuTransferRoutes } from './features/menu-transfer/index.js';
import { registerMerchantRoutes } from './features/merchants/index.js';
import { registerMetricsRoute } from './features/metrics/index.js';
import { registerNotificationRoutes } from './features/notifications/index.js';
import { registerSetupRoutes } from './features/onboarding/index.js';
import { registerOperatorSettingsRoutes } from './features/operator-settings/index.js';
import { deliverTelegram, registerMessageJobs } from './features/order-messages/index.js';
import {
  createOrderEventHub,
  ORDER_EVENTS_CHANNEL,
  registerDeliveryRoutes,
  registerOperatorRoutes,
  registerOrderRoutes,
  registerOrderStreamRoute,
  registerPromoRoutes,
  registerStaffStreamRoute,
} from './features/orders/index.js';
import { registerOutboxAdminRoutes } from './features/outbox-admin/index.js';
import { registerOperatorPageRoutes } from './features/pages/index.js';
import { registerPaymentRoutes, startRefund } from './features/payments/index.js';
import { registerAvailablePromoRoutes, registerOperatorPromoRoutes } from './features/promos/index.js';
import { deliverPush, registerPushRoutes } from './features/push/index.js';
import { registerPwaRoutes } from './features/pwa/index.js';
import { registerReportRoutes } from './features/reports/index.js';
import { registerReservationRoutes } from './features/reservations/index.js';
import { registerReviewRoutes } from './features/reviews/index.js';
import { registerSettingsRoutes } from './features/settings/index.js';
import { deliverSms } from './features/sms/index.js';
import { registerStaffRoutes } from './features/staff/index.js';
import { registerStoreControlRoutes } from './features/store-controls/index.js';
import { registerTelegramWebhookRoutes } from './features/telegram/index.js';
import { registerUserRoutes } from './features/users/index.js';
import { registerOperatorVacancyRoutes, registerVacancyRoutes } from './features/vacancies/index.js';
import { registerWaiterCallRoutes } from './features/waiter-calls/index.js';
import { registerWebBotRoutes } from './features/webbot/index.js';
import { createApiDocs } from './http/api-docs.js';
import { createAppMetrics } from './http/app-metrics.js';
import { registerResponseCheck } from './http/check-response.js';
import { createDrainState, registerDrainRefusal } from './http/drain.js';
import { errorBody } from './http/error-body.js';
import { createMerchantChanges } from './http/merchant-changes.js';
import { createOpenStreams } from './http/open-streams.js';
import { prettyDestination } from './http/pretty-log.js';
import { createSessionWatch } from './http/session-revocations.js';
import { createTtlCache } from './http/ttl-cache.js';
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  registerQueryLengthCheck,
  requestIdOf,
} from './plugins/client-errors.js';
import { registerConsole } from './plugins/console.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerEtags } from './plugins/etag.js';
import { registerLocalOnly } from './plugins/local-only.js';
import { serializeError } from './plugins/redact-error.js';
import { registerControlCharacterCheck } from './plugins/refuse-control-characters.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecureCookies } from './plugins/secure-cookies.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebShell } from './plugins/web-shell.js';
import { registerStorefront } from './storefront/register-storefront.js';

/** Brotli quality of answers compressed as they are sent (see the compress registration). */
const DYNAMIC_BROTLI_QUALITY = 4;

export interface BuildAppOptions {
  db: Database;
  storage: MediaStorage;
  config: Config;
  /** LISTEN of the database (DatabaseHandle.listen): live order tracking across processes. */
  listen: DatabaseHandle['listen'];
  logger?: FastifyServerOptions['logger'];
  /** The ordering clock; tests fix it. Defaults to the real time plus config.clockOffsetMs. */
  now?: () => Date;
  /** The payment clock (provider timeouts); tests move it. Defaults to the real time. */
  paymentNow?: () => Date;
  /** The clock order records are stamped with (real time); tests that move `now` move it too. */
  recordNow?: () => Date;
  /** Serve the built storefront for page paths (default true); API tests turn it off. */
  storefront?: boolean;
  /** Plain SQL for the job engine (DatabaseHandle.executeSql). */
  executeSql: DatabaseHandle['executeSql'];
  /** The console's build folder (default apps/console/build); tests point it elsewhere. */
  consoleRoot?: string;
  /**
   * Check every 2xx answer of a defineRoute route against its response schema, a mismatch
   * answering 500 (http/check-response.ts). The API tests turn it on; production leaves it off.
   */
  checkResponses?: boolean;
  /** The PostgreSQL pool's counts (DatabaseHandle.poolStats), for the metrics; none on PGlite. */
  poolStats?: DatabaseHandle['poolStats'];
}

/** proxy-addr's hop 0 is the socket's peer, then X-Forwarded-For from the right. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole HTTP app without listening: server.ts boots it, tests inject into it. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, config),
    bodyLimit: 512 * 1024,
    // Fastify 5 trusts no hop for a bare number (it cannot check the peer); a hop count says the
    // app is reachable only through that many proxies, so the n nearest addresses are theirs.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Decision 037: a client that trickles its headers or body is answered 408 and closed after
    // these limits (checked every second); event streams lift the idle limit on their socket.
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    // The caller's x-request-id only when it is a plain token (client-errors.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    forceCloseConnections: 'idle',
    // Decision 041: one log line per request (plugins/request-log.ts), and a drain's 503 in the
    // API's shape with Retry-After (http/drain.ts) instead of Fastify's own.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  });

  // Past the cap, a new connection is dropped at once instead of queueing behind the others.
  app.server.maxConnections = config.http.maxConnections;

  // First of all hooks: a draining process refuses before doing any work (decision 041).
  const drain = createDrainState();
  registerDrainRefusal(app, drain);
  const metrics = createAppMetrics();
  const streams = createOpenStreams();
  // Streams never go idle: they are ended (with a reconnect hint) so the server can close.
  app.addHook('preClose', async () => streams.endAll());

  const orderEvents = createOrderEventHub(options.listen);
  await orderEvents.start();
  app.addHook('onClose', () => orderEvents.close());
  const sessions = createSessionWatch(options.listen);
  await sessions.start();
  app.addHook('onClose', () => sessions.close());
  const offset = config.clockOffsetMs;
  const jobs = createJobEngine({
    executeSql: options.executeSql,
    onError: (error) => app.log.error({ err: error }, 'job failed'),
  });
  app.decorate('deps', {
    jobs,
    orderEvents,
    sessions,
    now: options.now ?? (() => new Date(Date.now() + offset)),
    paymentNow: options.paymentNow ?? (() => new Date()),
    recordNow: options.recordNow ?? (() => new Date()),
    db: options.db,
    storage: options.storage,
    config,
    merchantCache: createTtlCache<number, MerchantRow | null>(Math.max(config.catalogueRecheckMs, 1)),
    settingsCache: createTtlCache<number, MerchantSettings>(Math.max(config.catalogueRecheckMs, 1)),
    paymentTypesCache: createTtlCache<string, PaymentType[]>(Math.max(config.catalogueRecheckMs, 1)),
    merchantChanges: createMerchantChanges(),
    startRefund: (merchantId: number, orderId: number) => startRefund(app, merchantId, orderId),
    metrics,
    streams,
    drain,
  });
  await listenForCatalogueChanges(app, options.listen);
  // Messages and clock jobs (decision 032): registered here, polled once `deps.jobs.start()` ran
  // (server.ts, after the migrations; tests that need them).
  registerMessageJobs(app, jobs, { telegram: deliverTelegram, sms: deliverSms, push: deliverPush });
  registerClockJobs(app, jobs);
  // Every order event is announced (NOTIFY, decision 012) when it commits: the fan-out workers of
  // each process wake at once instead of at their next poll; SKIP LOCKED gives the job to one.
  const stopWaking = await options.listen(ORDER_EVENTS_CHANNEL, () => jobs.wake(ORDER_EVENT_QUEUE));
  app.addHook('onClose', () => stopWaking());
  app.addHook('onClose', () => jobs.stop());

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Before compression: the check reads the answer's bytes as serialised, not a compressed stream.
  if (options.checkResponses) registerResponseCheck(app);
  // Each write flushed: a streamed page (the storefront's shell, then its data, decision 046)
  // reaches the browser piece by piece, not when the compressor's window fills at the end.
  // Brotli at quality 4 (@fastify/compress's own default, stated here because `brotliOptions`
  // replaces its defaults' `params` as a whole): answers made per request (an order's details, a
  // signed-in page) cost ~0.07 ms of CPU per KB at 4 against ~1.7 ms at zlib's 11. What is
  // compressed once — hashed assets (brotli 11 at build), cached pages and the menu's bytes
  // (prepared-body.ts) — keeps its own setting.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      flush: zlibConstants.BROTLI_OPERATION_FLUSH,
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY },
    },
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
  });
  registerErrorHandler(app);
  registerQueryLengthCheck(app);
  registerControlCharacterCheck(app);
  registerSecureCookies(app);
  registerLocalOnly(app);
  registerEtags(app);
  registerRequestLog(app, metrics);
  // Lets a customer's support ticket be matched with the log line of the failing request.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const docs = createApiDocs({ title: 'Dastarkhan API', version: '0.1.0' });
  registerHealthRoutes(app, docs);
  if (config.metricsToken)
    registerMetricsRoute(app, docs, { token: config.metricsToken, poolStats: options.poolStats });
  await registerDocsRoutes(app, docs);
  registerMediaRoutes(app, docs);
  registerMerchantRoutes(app, docs);
  registerSettingsRoutes(app, docs);
  registerCityRoutes(app, docs);
  registerGeocoderRoutes(app, docs, geocoderFromConfig(config.geocoder));
  registerBranchRoutes(app, docs);
  registerBranchAdminRoutes(app, docs);
  registerZoneRoutes(app, docs);
  registerHallAdminRoutes(app, docs);
  registerCatalogueRoutes(app, docs);
  registerReviewRoutes(app, docs);
  registerVacancyRoutes(app, docs);
  registerOperatorVacancyRoutes(app, docs);
  registerOperatorPageRoutes(app, docs);
  registerBuildInfoRoutes(app, docs);
  registerAuthRoutes(app, docs);
  registerUserRoutes(app, docs);
  registerAddressRoutes(app, docs);
  registerFavouriteRoutes(app, docs);
  registerNotificationRoutes(app, docs);
  registerPushRoutes(app, docs);
  registerWebBotRoutes(app, docs);
  registerTelegramWebhookRoutes(app, docs);
  registerHallRoutes(app, docs);
  registerPromoRoutes(app, docs);
  registerAvailablePromoRoutes(app, docs);
  registerOperatorPromoRoutes(app, docs);
  registerDeliveryRoutes(app, docs);
  registerOrderRoutes(app, docs);
  registerOperatorRoutes(app, docs);
  registerStaffRoutes(app, docs);
  registerSetupRoutes(app, docs);
  registerStoreControlRoutes(app, docs);
  registerStopListRoutes(app, docs);
  registerMenuAdminRoutes(app, docs);
  registerMenuTransferRoutes(app, docs);
  registerOrderStreamRoute(app, docs);
  registerStaffStreamRoute(app, docs);
  await registerPaymentRoutes(app, docs);
  registerFeedbackRoutes(app, docs);
  registerCashbackRoutes(app, docs);
  registerCashbackSettingsRoutes(app, docs);
  registerReservationRoutes(app, docs);
  registerWaiterCallRoutes(app, docs);
  registerReportRoutes(app, docs);
  registerOperatorSettingsRoutes(app, docs);
  registerAuditRoutes(app, docs);
  registerOutboxAdminRoutes(app, docs);
  if (config.benchBaseline) {
    registerBaselineRoute(app);
    registerInsertControlRoute(app);
  }

  // Unknown API paths answer JSON, whatever the page catch-all below would say.
  app.all('/api/*', async (request, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', { path: request.url.split('?')[0] ?? '/api' })),
  );
  // The installable storefront: manifest, icons and service worker at the site's root.
  registerPwaRoutes(app);
  // The merchant console's files and pages under /console/ (a 503 text when it is not built).
  await registerConsole(app, options.consoleRoot);
  const storefront = options.storefront === false ? null : await registerStorefront(app);
  if (!storefront) registerWebShell(app);
  config.buildId ||= storefront?.version ?? Date.now().toString(36);
  return app;
}

/**
 * The logger: the configured level and format (or the caller's options: a test's destination stream), its
 * errors always serialized without the values of failed statements (redact-error.ts). A request
 * logged as a whole (Fastify does when it logs an error of its own) shows its path without the
 * query, and credentials are censored wherever they appear (decision 041).
 */
function loggerOptions(given: BuildAppOptions['logger'], config: Config): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base =
    typeof given === 'object' && given !== null
      ? given
      : {
          level: config.logLevel,
          ...(config.logFormat === 'pretty'
            ? { stream: prettyDestination(process.stdout, { color: !process.env.NO_COLOR }) }
            : {}),
        };
  return {
    ...base,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        id: request.id,
      }),
      ...('serializers' in base ? base.serializers : {}),
      err: serializeError,
    },
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
