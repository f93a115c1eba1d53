/**
 * Which storefront requests may be answered from the page cache, and under what key
 * (decision 044). Anything not positively known to render the same for every visitor with the
 * same key is rendered afresh and never stored.
 */
import { isCrawler } from '@dastarkhan/domain';

/** The pages cached: the home page, the one new visitors land on (an ad, a Telegram post). */
const CACHEABLE_PATHS = new Set(['/']);
/** Query parameters a cached page may carry (all part of the key); any other one bypasses. */
const SHARED_QUERY = /^(vendor|utm_[a-z]+)$/;
/**
 * The cookies a storefront render reads that are the device's choices, not the visitor's
 * identity: tenant, language, city, branch and the Telegram channel mark (apps/web lib/cookies).
 * Any other cookie (a table, a session, anything unknown) bypasses the cache.
 */
const SHARED_COOKIES = new Set(['merchant', 'lang', 'city', 'branch', 'channel']);
/** Cookies a render may set on a cached page: derived from the key (host and cookies), no one's own. */
const STORABLE_SET_COOKIES = new Set(['merchant', 'lang']);

export interface PageRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  protocol: string;
  /** The host as the app sees it (trusted proxy headers applied) and the raw Host header. */
  host: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The cache key of an anonymous page request, or null when it must be rendered for itself. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization !== undefined) return null;
  const url = new URL(request.url, 'http://x');
  if (!CACHEABLE_PATHS.has(url.pathname)) return null;
  for (const name of url.searchParams.keys()) if (!SHARED_QUERY.test(name)) return null;
  const cookie = headerText(request.headers.cookie);
  if (cookie === null || !onlySharedCookies(cookie)) return null;
  const rawHost = headerText(request.headers.host);
  if (rawHost === null) return null;
  // The raw cookie header, not a parsed form: two requests share a page only when the render
  // saw exactly the same input, whatever the storefront's cookie parser makes of it. A crawler
  // gets the whole menu in one document, a browser its first screen (decision 046): never each
  // other's page.
  const crawler = isCrawler(headerText(request.headers['user-agent']));
  return JSON.stringify([request.protocol, request.host, rawHost, request.url, cookie, crawler]);
}

function headerText(value: string | string[] | undefined): string | null {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : null;
}

function onlySharedCookies(header: string): boolean {
  for (const part of header.split(';')) {
    if (part.trim() === '') continue;
    const index = part.indexOf('=');
    if (index < 1 || !SHARED_COOKIES.has(part.slice(0, index).trim())) return false;
  }
  return true;
}

export interface RenderedAnswer {
  status: number;
  headers: Headers;
}

/**
 * Whether a rendered answer may be stored: a plain 200 HTML page, with no caching rule of its own
 * (a receipt's no-store) and no cookie beyond those the key already determines.
 */
export function storableAnswer(answer: RenderedAnswer): boolean {
  if (answer.status !== 200) return false;
  if (answer.headers.has('cache-control')) return false;
  if (!/^text\/html\b/i.test(answer.headers.get('content-type') ?? '')) return false;
  return answer.headers
    .getSetCookie()
    .every((cookie) => STORABLE_SET_COOKIES.has(cookie.slice(0, Math.max(cookie.indexOf('='), 0)).trim()));
}

/**
 * Whether a finished page may be stored: a streamed render (React's Suspense) has sent its 200
 * before a boundary may fail, and then writes React's client-render instruction (`$RX`) for it;
 * such a page is this visitor's bad luck, not everyone's for a minute.
 */
export function storableHtml(html: string): boolean {
  return !html.includes('$RX(') && !html.includes('$RX=');
}
