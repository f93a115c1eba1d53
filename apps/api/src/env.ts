import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { S3StorageOptions } from '@dastarkhan/db';
import { z } from 'zod';

// The only place that reads process.env; everything else receives a Config.
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Media files; defaults to DATA_DIR/media. */
  MEDIA_DIR: z.string().optional(),
  /** Where media live: `file` (MEDIA_DIR) or `s3` (the S3_* bucket; decision 039). */
  MEDIA_STORE: z.enum(['file', 's3']).default('file'),
  /** An S3-compatible service's address; unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z, 0-9, . and -)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** Default: true with an S3_ENDPOINT (most self-hosted stores), false for AWS itself. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Milliseconds one call to the bucket may take, retries included. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  NODE_ENV: z.string().default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: short readable lines when stdout is a terminal, JSON lines otherwise (decision 052). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  DEMO_TELEGRAM_BOT_TOKEN: z.string().default('7000000001:demo-bot-token-for-local-tests'),
  /** Seconds a cached catalogue is served before its version is checked again. */
  CATALOGUE_RECHECK_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /** Memory for the rendered anonymous pages of each process (decision 044); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  BENCH_BASELINE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Identifies this deployment; the storefront reloads once it sees another. */
  BUILD_ID: z.string().min(1).max(100).optional(),
  /** Leaflet tile template; tiles failing to load never break a page. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * Address search on the delivery map (decision 051): `off`, `nominatim` or `yandex` (needs
   * YANDEX_GEOCODER_API_KEY). Off, or the provider unreachable, the map's pin still works alone.
   */
  GEOCODER: z.enum(['off', 'nominatim', 'yandex']).default('off'),
  /** The provider's address: a self-hosted Nominatim, or a fake in tests. */
  GEOCODER_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  YANDEX_GEOCODER_API_KEY: z
    .string()
    .trim()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Milliseconds one geocoder call may take; then the search says it is unavailable. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** Comma-separated host names where the tenant comes from `?vendor=` (spec §1). */
  DEVELOPMENT_HOSTS: z.string().default(''),
  /**
   * Who may tell the client's address (X-Forwarded-For): `false`, a hop count (`1`: one proxy in
   * front) or proxy addresses/CIDRs, comma-separated. `true` means 1 hop (decision 037).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (v) => /^(true|false|\d{1,2})$/.test(v) || v.split(',').every((a) => isProxyAddress(a.trim())),
      'must be false, a hop count (1) or proxy addresses/CIDRs, comma-separated',
    ),
  /** Milliseconds a client may take to send a request's headers (decision 037). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Milliseconds a client may take to send a whole request, body included; then 408 and closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Milliseconds an idle kept-alive connection waits for the next request. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Milliseconds a connection may stay silent both ways (event streams are exempt: they ping). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Open connections this process accepts; more are dropped at once. Keep it under `ulimit -n`. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Live order streams one customer may hold open (per process; decision 037). */
  STREAMS_PER_CUSTOMER: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Live streams (orders and staff boards) one client address may hold open (per process). */
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** Orders one customer may place per minute, across every process (decision 037). */
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Login codes one client address may request per hour (carrier NAT puts many phones behind one). */
  OTP_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Vacancy applications one client address may send per hour (decision 015). */
  APPLY_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Demo mode only: the ordering clock (work hours, slots, promo dates) starts at this instant and
   * runs on from there, so browser tests of ordering behave the same at any hour of the day.
   */
  APP_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** SMS providers' addresses (a staging or fake server in tests) and sender names. */
  ESKIZ_BASE_URL: z.url().default('https://notify.eskiz.uz/api'),
  ESKIZ_FROM: z.string().min(1).default('4546'),
  PLAY_MOBILE_BASE_URL: z.url().default('https://send.smsxabar.uz'),
  PLAY_MOBILE_ORIGINATOR: z.string().min(1).default('3700'),
  /**
   * The platform's own SMS account (decision 029): texts of a tenant without credentials of its
   * own go through it, so a new restaurant's owner can sign in in production.
   */
  PLATFORM_SMS_GATEWAY: z
    .enum(['ESKIZ', 'PLAY_MOBILE'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PLATFORM_SMS_LOGIN: z.string().optional(),
  PLATFORM_SMS_PASSWORD: z.string().optional(),
  /** Payment providers' addresses (decision 013); tests point them at local fakes. */
  PAYME_CHECKOUT_URL: z.url().default('https://checkout.paycom.uz'),
  PAYME_SUBSCRIBE_URL: z.url().default('https://checkout.paycom.uz/api'),
  CLICK_PAY_URL: z.url().default('https://my.click.uz/services/pay'),
  /** Click's Merchant API (outbound: payment reversals, decision 022). */
  CLICK_MERCHANT_API_URL: z.url().default('https://api.click.uz/v2/merchant'),
  /** Uzum Checkout has no public address (given at onboarding); a merchant's own wins. */
  UZUM_CHECKOUT_URL: z.url().optional(),
  /** Milliseconds an outbound call to a payment provider may take. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Key of the merchants' credentials at rest (AES-256-GCM, decision 027): 32 bytes, base64.
   * Required in production; demo and development derive a fixed, publicly known key.
   */
  SECRETS_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64'),
  /** Telegram Bot API (a fake server in tests). */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** 0: this process sends no messages and runs no clock jobs (another process does; the kill test). */
  JOB_WORKERS: z.enum(['0', '1']).default('1'),
  /** Bearer token of `/api/metrics` (Prometheus); unset: no metrics route (decision 041). */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Milliseconds SIGTERM waits for requests in flight before closing what is left (decision 041). */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * A tenant's public address for its bot (webhook, web-app button): `{sub}` is the tenant's
   * sub-domain; default `https://{sub}.<first PLATFORM_HOSTS>`. An own domain wins (decision 031).
   */
  TENANT_URL_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/[^/]*\{sub\}[^/]*\/?$/, 'must look like https://{sub}.example.uz')
    .optional(),
  /** The platform's own host names: a tenant's own domain may not be one of them or under one. */
  PLATFORM_HOSTS: z.string().default('dastarkhan.uz'),
  /** Milliseconds a refund call may take: the staff's cancel answer waits for it (decision 022). */
  PAYMENT_REFUND_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(5_000),
  /**
   * Web Push's VAPID key pair (decision 033), base64url as `web-push generate-vapid-keys` prints
   * it. Unset: one pair is made on first start and kept in the database for every process.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Who push services may contact about our pushes: `mailto:` or `https:`. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Env = z.infer<typeof EnvSchema>;

/** Demo and development only: a fixed key anyone can read here, so nothing it seals is secret. */
const DEVELOPMENT_SECRETS_KEY = createHash('sha256').update('dastarkhan development secrets key').digest();

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  media: {
    /** The store the app reads and writes (MEDIA_STORE). */
    store: 'file' | 's3';
    /** The bucket's settings when S3_BUCKET and its credentials are given (media:copy uses them with either store). */
    s3: S3StorageOptions | null;
  };
  databaseUrl: string | undefined;
  databasePoolSize: number;
  mode: 'demo' | 'production';
  logLevel: Env['LOG_LEVEL'];
  /** How log lines are written: `pretty` for a person at a terminal, `json` for machines. */
  logFormat: 'pretty' | 'json';
  demoTelegramBotToken: string;
  catalogueRecheckMs: number;
  /** Bytes of rendered anonymous pages kept per process (PAGE_CACHE_MB); 0 = off. */
  pageCacheBytes: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (decision 037). */
  trustProxy: false | number | string[];
  /** Said once at start (server.ts logs them): settings taken in a way the operator should know. */
  startupWarnings: string[];
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    connectionTimeoutMs: number;
    maxConnections: number;
  };
  streamsPerCustomer: number;
  streamsPerAddress: number;
  ordersPerCustomerPerMinute: number;
  benchBaseline: boolean;
  buildId: string;
  mapTileUrl: string;
  /** The address search's provider (decision 051); null: off, the map's pin alone. */
  geocoder: {
    provider: 'nominatim' | 'yandex';
    url: string;
    apiKey: string;
    timeoutMs: number;
  } | null;
  developmentHosts: string[];
  otpPerIpPerHour: number;
  applyPerIpPerHour: number;
  /** Milliseconds the ordering clock runs ahead of (or behind) the real one; 0 outside demo tests. */
  clockOffsetMs: number;
  sms: {
    eskizBaseUrl: string;
    eskizFrom: string;
    playMobileBaseUrl: string;
    playMobileOriginator: string;
    /** The platform's account for tenants without their own; null when none is configured. */
    platform: { gateway: 'ESKIZ' | 'PLAY_MOBILE'; login: string; password: string } | null;
  };
  /** The credentials' key; `development` when derived (demo mode without SECRETS_KEY). */
  secrets: { key: Buffer; development: boolean };
  telegramApiUrl: string;
  /** Whether this process runs the job engine's workers (JOB_WORKERS, default on). */
  jobWorkers: boolean;
  /** The token `/api/metrics` answers; null: the route does not exist. */
  metricsToken: string | null;
  /** How long a shutdown waits for requests in flight (decision 041). */
  drainTimeoutMs: number;
  /** `https://{sub}.dastarkhan.uz`: where a tenant's storefront answers (decision 031). */
  tenantUrlTemplate: string;
  platformHosts: string[];
  push: {
    /** From the environment; null: made once and kept in platform_values (features/push). */
    vapid: { publicKey: string; privateKey: string } | null;
    subject: string;
  };
  payments: {
    paymeCheckoutUrl: string;
    paymeSubscribeUrl: string;
    clickPayUrl: string;
    clickMerchantApiUrl: string;
    uzumCheckoutUrl: string | undefined;
    timeoutMs: number;
    refundTimeoutMs: number;
  };
}

/** An IPv4/IPv6 address, optionally with a /prefix. */
function isProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128));
}

/**
 * `true` no longer trusts every X-Forwarded-For entry (the leftmost one is whatever the client
 * wrote, issue 20): it is one hop, the proxy right in front of us.
 */
function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((a) => a.trim());
}

/**
 * The bucket's settings, or null when no bucket is named. A bucket without its credentials, or
 * MEDIA_STORE=s3 without a bucket, stops the start with what is missing.
 */
function s3Options(e: Env): S3StorageOptions | null {
  const given = {
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(given)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (e.MEDIA_STORE !== 's3' && !e.S3_BUCKET) return null;
  if (missing.length > 0) {
    const why = e.MEDIA_STORE === 's3' ? 'MEDIA_STORE=s3' : 'S3_BUCKET';
    throw new Error(`Invalid environment: ${why} needs ${missing.join(', ')}`);
  }
  return {
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    timeoutMs: e.S3_TIMEOUT_MS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.PLATFORM_SMS_GATEWAY && !(e.PLATFORM_SMS_LOGIN && e.PLATFORM_SMS_PASSWORD)) {
    throw new Error(
      'Invalid environment: PLATFORM_SMS_GATEWAY needs PLATFORM_SMS_LOGIN and PLATFORM_SMS_PASSWORD',
    );
  }
  if (e.APP_MODE === 'production' && !e.SECRETS_KEY) {
    throw new Error(
      "Invalid environment: SECRETS_KEY is required in production (32 random bytes in base64, e.g. `openssl rand -base64 32`); it encrypts the merchants' credentials",
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (e.GEOCODER === 'yandex' && !e.YANDEX_GEOCODER_API_KEY) {
    throw new Error('Invalid environment: GEOCODER=yandex needs YANDEX_GEOCODER_API_KEY');
  }
  const s3 = s3Options(e);
  const platformHosts = e.PLATFORM_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    mediaDir: resolve(e.MEDIA_DIR ?? `${e.DATA_DIR}/media`),
    media: { store: e.MEDIA_STORE, s3 },
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    mode: e.APP_MODE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT === 'auto' ? (process.stdout.isTTY ? 'pretty' : 'json') : e.LOG_FORMAT,
    demoTelegramBotToken: e.DEMO_TELEGRAM_BOT_TOKEN,
    catalogueRecheckMs: e.CATALOGUE_RECHECK_SECONDS * 1000,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    startupWarnings:
      e.TRUST_PROXY === 'true'
        ? [
            "TRUST_PROXY=true is taken as 1 hop: the client address is the one the nearest proxy saw; set a hop count or the proxies' addresses to say so",
          ]
        : [],
    http: {
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
    streamsPerCustomer: e.STREAMS_PER_CUSTOMER,
    streamsPerAddress: e.STREAMS_PER_ADDRESS,
    ordersPerCustomerPerMinute: e.ORDER_RATE_LIMIT_PER_MINUTE,
    benchBaseline: e.BENCH_BASELINE,
    // Without a BUILD_ID, app.ts takes the storefront bundle's version (the same in every
    // process that serves the same build), else the start time.
    buildId: e.BUILD_ID ?? '',
    mapTileUrl: e.MAP_TILE_URL,
    geocoder:
      e.GEOCODER === 'off'
        ? null
        : {
            provider: e.GEOCODER,
            url:
              e.GEOCODER_URL ??
              (e.GEOCODER === 'yandex'
                ? 'https://geocode-maps.yandex.ru/v1'
                : 'https://nominatim.openstreetmap.org'),
            apiKey: e.YANDEX_GEOCODER_API_KEY ?? '',
            timeoutMs: e.GEOCODER_TIMEOUT_MS,
          },
    developmentHosts: e.DEVELOPMENT_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    otpPerIpPerHour: e.OTP_IP_LIMIT_PER_HOUR,
    applyPerIpPerHour: e.APPLY_IP_LIMIT_PER_HOUR,
    clockOffsetMs:
      e.APP_CLOCK_START && e.APP_MODE === 'demo' ? Date.parse(e.APP_CLOCK_START) - Date.now() : 0,
    secrets: e.SECRETS_KEY
      ? { key: Buffer.from(e.SECRETS_KEY, 'base64'), development: false }
      : { key: DEVELOPMENT_SECRETS_KEY, development: true },
    telegramApiUrl: e.TELEGRAM_API_URL.replace(/\/$/, ''),
    jobWorkers: e.JOB_WORKERS === '1',
    metricsToken: e.METRICS_TOKEN ?? null,
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    tenantUrlTemplate: (
      e.TENANT_URL_TEMPLATE ??
      `https://{sub}.${e.PLATFORM_HOSTS.split(',')[0]?.trim().toLowerCase() || 'dastarkhan.uz'}`
    ).replace(/\/$/, ''),
    platformHosts,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:support@${platformHosts[0] ?? 'dastarkhan.uz'}`,
    },
    sms: {
      eskizBaseUrl: e.ESKIZ_BASE_URL.replace(/\/$/, ''),
      eskizFrom: e.ESKIZ_FROM,
      playMobileBaseUrl: e.PLAY_MOBILE_BASE_URL.replace(/\/$/, ''),
      playMobileOriginator: e.PLAY_MOBILE_ORIGINATOR,
      platform: e.PLATFORM_SMS_GATEWAY
        ? {
            gateway: e.PLATFORM_SMS_GATEWAY,
            login: e.PLATFORM_SMS_LOGIN as string,
            password: e.PLATFORM_SMS_PASSWORD as string,
          }
        : null,
    },
    payments: {
      paymeCheckoutUrl: e.PAYME_CHECKOUT_URL.replace(/\/$/, ''),
      paymeSubscribeUrl: e.PAYME_SUBSCRIBE_URL.replace(/\/$/, ''),
      clickPayUrl: e.CLICK_PAY_URL,
      clickMerchantApiUrl: e.CLICK_MERCHANT_API_URL.replace(/\/$/, ''),
      uzumCheckoutUrl: e.UZUM_CHECKOUT_URL?.replace(/\/$/, ''),
      timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
      refundTimeoutMs: e.PAYMENT_REFUND_TIMEOUT_MS,
    },
  };
}
