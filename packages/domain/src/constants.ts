// Business constants of spec §9 (and the few of §1–§8 that are numbers). One source for web and
// api, so a limit shown to the customer is the one the server enforces.

/** HTTP client timeout (spec §7). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Statuses after which the client retries (spec §7), once by default for bodiless methods. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const DEFAULT_RETRY_COUNT = 1;

/** Orders list paging: 10 per page. */
export const ORDERS_PAGE_SIZE = 10;

export const TOAST_DURATION_MS = 4500;
export const TOAST_GAP_PX = 16;

/** Tenant header and cookie, both named `merchant` (spec §7). */
export const MERCHANT_HEADER = 'merchant';
export const MERCHANT_COOKIE = 'merchant';

/** Locale cookie: kept a year, whole site, SameSite=Lax (spec §9); other cookies follow it. */
const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
export const LOCALE_COOKIE_PATH = '/';
export const LOCALE_COOKIE_SAME_SITE = 'Lax';

/** Where the user goes after login when nothing else was asked for. */
export const DEFAULT_REDIRECT_URL = '/';

export const MAPS_DEFAULTS = {
  lang: 'ru_RU',
  apiVersion: 'v3',
  strictMode: false,
  initOnMount: true,
} as const;

export const DEFAULT_PRIMARY_COLOR = '#FCE000';

export const IMAGE_PROXY_DEFAULTS = { width: 480, height: 480, quality: 100, format: 'webp' } as const;

/**
 * Every variant the image proxy encodes (issue 20, decision 036): the sizes the storefront and
 * the console ask for, `[width, height, quality]`, always webp. Encoding is costly (a 2048 px
 * image takes seconds of CPU) and every variant is kept, so any other size is refused; a screen
 * that shows an image at a new size adds its line here.
 */
export const IMAGE_VARIANTS: ReadonlyArray<readonly [number, number, number]> = [
  // The proxy's default (logos, favicons, the og:image of a product page).
  [480, 480, 100],
  // MediaImage (quality 72) at 1× and 2×: product cards BIG / MEDIUM / SMALL, favourites, the
  // product gallery and its thumbnails, basket lines, order lines.
  // PURE: the storefront bundles this module; unused there, the call must not be kept for its effects.
  .../* @__PURE__ */ [
    [336, 210],
    [180, 180],
    [96, 96],
    [560, 560],
    [64, 64],
    [88, 88],
    [56, 56],
  ].flatMap(([w, h]) => [[w!, h!, 72] as const, [w! * 2, h! * 2, 72] as const]),
  // The product gallery on a phone, between its 1× and 2× (MediaImage `widths`): a 360 px screen
  // at 2×, a 412 px one at 1.75× (Chrome takes the first width ≥ shown × density: 720 would miss
  // 721 there) — the full 1120 is over twice the pixels.
  [768, 768, 72],
  // The full-screen image viewer (quality 82) at 1× and 2×.
  [1024, 1024, 82],
  [2048, 2048, 82],
  // The console's menu list and photo gallery (quality 70).
  [112, 112, 70],
  [160, 160, 70],
];

export function isImageVariant(width: number, height: number, quality: number): boolean {
  return IMAGE_VARIANTS.some(([w, h, q]) => w === width && h === height && q === quality);
}

/** After a new build is detected, the next navigation reloads — at most once per this window. */
export const RELOAD_GUARD_MS = 10_000;
export const DEBOUNCE_MS = 50;

export const IMAGE_VIEWER_DEFAULTS = {
  slideshowIntervalMs: 5000,
  zoomStep: 0.1,
  minZoom: 0.01,
  maxZoom: 100,
  tooltipDelayMs: 1000,
} as const;

export const CURRENCY = "so'm";
export const CURRENCY_CODE = 'UZS';

/** Ids the client makes up for unsaved addresses carry this; it is stripped before submission (§5). */
export const AUTO_GENERATED_ID_MARKER = '--FRONTEND-AUTO-GENERATED--';
