/**
 * The service worker's decisions, as pure functions the tests call directly and `/sw.js` embeds
 * as source text (`Function.prototype.toString`): each function must stand alone — no imports,
 * no outside names, helpers nested inside.
 */

export type Strategy =
  /** Not answered by the worker at all: the browser's own network request. */
  | 'bypass'
  /** A page of the menu: network first, the last copy of this tenant when offline. */
  | 'page'
  /** A page never kept (basket, checkout, account…): network, the offline page when that fails. */
  | 'page-network-only'
  /** React Router's data of a kept page (`/product/5.data`): network first, the last copy offline. */
  | 'data'
  /** The menu and settings reads of the API: the last copy at once, refreshed behind. */
  | 'api-swr'
  /** Hashed build files: the copy when there is one (they never change). */
  | 'asset'
  /** Photos and icons: the copy when there is one, at most a fixed number kept. */
  | 'image';

export interface RequestFacts {
  url: string;
  /** The page's own origin (the worker's `location.origin`). */
  origin: string;
  method: string;
  mode: string;
}

/** How the worker answers one request. */
export function classifyRequest(facts: RequestFacts): Strategy {
  // Pages whose last copy may be shown offline: the menu and what a guest reads from it. Anything
  // with a basket, prices being ordered, an account, an order or a payment is never kept.
  const KEPT_PAGES = [
    /^\/$/,
    /^\/product\/\d{1,12}$/,
    /^\/category$/,
    /^\/branches$/,
    /^\/(about|offerta|privacy)$/,
  ];
  const API_READS = ['/api/products/v1/overalls', '/api/support/v1/merchant/settings/web'];
  let url: URL;
  try {
    url = new URL(facts.url);
  } catch {
    return 'bypass';
  }
  if (url.origin !== facts.origin) return 'bypass';
  if (facts.method !== 'GET') return 'bypass';
  const path = url.pathname;
  // The merchant console and the API's own pages (docs) are not the storefront: never touched.
  if (path === '/console' || path.startsWith('/console/')) return 'bypass';
  if (facts.mode === 'navigate') {
    if (path.startsWith('/api/')) return 'bypass';
    if (path === '/sw.js' || path === '/manifest.webmanifest') return 'bypass';
    // A single-fetch data URL typed into the address bar is not a page.
    if (path.endsWith('.data')) return 'bypass';
    return KEPT_PAGES.some((re) => re.test(path)) ? 'page' : 'page-network-only';
  }
  // Hashed build files; and React Router's route manifest patches (`/__manifest?p=…&version=`),
  // which belong to a build, not a tenant, and never change within one.
  if (path.startsWith('/assets/') || path === '/__manifest') return 'asset';
  if (path.startsWith('/api/media/') || /^\/pwa\/icon-[\w-]+\.png$/.test(path)) return 'image';
  if (path.startsWith('/api/')) return API_READS.includes(path) ? 'api-swr' : 'bypass';
  // The rest of the menu the home page fetches after its first screen (decision 046): kept with
  // the page, so the menu read offline is the whole of it.
  if (path === '/menu/cards') return 'data';
  if (path.endsWith('.data')) {
    // `/_root.data` is the index page's; `/product/5.data` the product page's. Data of a form
    // post (an action) is not a GET and never reaches here.
    const page = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
    return KEPT_PAGES.some((re) => re.test(page)) ? 'data' : 'bypass';
  }
  return 'bypass';
}

/**
 * Which tenant's copies a request may read. On a tenant's own host the origin already separates
 * tenants; a development host serves all of them and picks one by `?vendor=` (else the cookie the
 * worker cannot read): the explicit `vendor` wins, otherwise the tenant the last page served or
 * announced. Null: no tenant known — nothing may be read.
 */
export function tenantForRequest(url: string, current: string | null): string | null {
  let vendor: string | null = null;
  try {
    vendor = new URL(url).searchParams.get('vendor');
  } catch {
    return null;
  }
  if (vendor !== null) {
    const sub = vendor.toLowerCase();
    return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(sub) ? sub : null;
  }
  return current && /^[a-z0-9-]{1,63}$/.test(current) ? current : null;
}

/**
 * The key a page or data copy is kept under, inside its tenant's cache: the URL without
 * `vendor` (the tenant is the cache itself) and without a fragment.
 */
export function copyKey(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('vendor');
  u.hash = '';
  u.searchParams.sort();
  return u.href;
}

/**
 * The copy to fall back on offline, in order: the exact page, then — for the menu with an
 * overlay or a table in its query (`/?product=5`) — the plain menu.
 */
export function fallbackKeys(url: string): string[] {
  const u = new URL(url);
  u.searchParams.delete('vendor');
  u.hash = '';
  u.searchParams.sort();
  const keys = [u.href];
  if (u.pathname === '/' && u.search !== '') keys.push(`${u.origin}/`);
  return keys;
}

/** The cache names of version `version` of the worker's storage. */
export function cacheNames(version: string, tenant: string | null) {
  return {
    tenant: tenant ? `dk${version}-tenant-${tenant}` : null,
    assets: `dk${version}-assets`,
    images: `dk${version}-images`,
    api: `dk${version}-api`,
    state: `dk${version}-state`,
  };
}

/** A copy of an API read is kept per tenant: the `merchant` header joins the key. */
export function apiCopyKey(url: string, merchant: string | null): string | null {
  if (!merchant || !/^[1-9]\d{0,9}$/.test(merchant)) return null;
  const u = new URL(url);
  u.searchParams.set('__merchant', merchant);
  u.searchParams.sort();
  return u.href;
}

export type OfflineLang = 'uz' | 'ru' | 'eng';

/** The page shown for a page never visited (or never kept) while offline, in the visitor's language. */
export function offlinePageHtml(lang: OfflineLang, themeColor: string): string {
  const TEXT = {
    uz: {
      html: 'uz',
      title: 'Internet yo‘q',
      body: 'Bu sahifani ochish uchun internetga ulaning. Avval ochilgan menyuni internetsiz ham ko‘rish mumkin.',
      menu: 'Menyuni ochish',
      retry: 'Qayta urinish',
    },
    ru: {
      html: 'ru',
      title: 'Нет подключения к интернету',
      body: 'Чтобы открыть эту страницу, подключитесь к интернету. Меню, которое вы уже открывали, доступно и без сети.',
      menu: 'Открыть меню',
      retry: 'Повторить',
    },
    eng: {
      html: 'en',
      title: 'You are offline',
      body: 'Connect to the internet to open this page. The menu you have already opened can be read offline.',
      menu: 'Open the menu',
      retry: 'Try again',
    },
  } as const;
  const t = TEXT[lang] ?? TEXT.ru;
  const color = /^#[0-9a-f]{6}$/i.test(themeColor) ? themeColor : '#FCE000';
  return `<!doctype html><html lang="${t.html}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${color}"><title>${t.title}</title><style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f4f2;color:#1a1a1a;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:420px;margin:16px;padding:24px;background:#fff;border-radius:16px;text-align:center}
h1{font-size:1.375rem;margin:0 0 12px}p{margin:0 0 20px;line-height:1.5}
a{display:block;padding:14px 16px;border-radius:12px;font-weight:600;text-decoration:none;margin-top:8px}
.primary{background:#1a1a1a;color:#fff;border:2px solid #1a1a1a}.secondary{color:#1a1a1a;border:2px solid #1a1a1a}
header{position:fixed;top:0;left:0;right:0;height:8px;background:${color}}
a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
</style></head><body><header></header><main><h1>${t.title}</h1><p>${t.body}</p><a class="primary" href="/">${t.menu}</a><a class="secondary" href="">${t.retry}</a></main></body></html>`;
}
