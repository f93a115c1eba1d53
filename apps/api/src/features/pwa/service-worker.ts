import { installPushHandlers, notificationOf, notificationTarget } from './push-worker.js';
import {
  apiCopyKey,
  cacheNames,
  classifyRequest,
  copyKey,
  fallbackKeys,
  offlinePageHtml,
  tenantForRequest,
} from './sw-rules.js';

/** Bump when the layout of the worker's caches changes: older caches are then dropped. */
export const CACHE_VERSION = '1';
/** At most this many photos are kept (the oldest go first). */
export const IMAGE_LIMIT = 80;
/** At most this many kept pages (and their data) per tenant. */
export const PAGE_LIMIT = 60;

interface Rules {
  buildId: string;
  version: string;
  imageLimit: number;
  pageLimit: number;
  classifyRequest: typeof classifyRequest;
  tenantForRequest: typeof tenantForRequest;
  copyKey: typeof copyKey;
  fallbackKeys: typeof fallbackKeys;
  cacheNames: typeof cacheNames;
  apiCopyKey: typeof apiCopyKey;
  offlinePageHtml: typeof offlinePageHtml;
  installPushHandlers: typeof installPushHandlers;
  notificationOf: typeof notificationOf;
  notificationTarget: typeof notificationTarget;
}

// The API's TypeScript has no WebWorker library: the worker's globals and events are typed loosely.
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Loose = any;

// The worker itself. Runs in the browser, embedded as text by serviceWorkerSource.
function serviceWorkerMain(self: Loose, rules: Rules) {
  const caches = self.caches;
  const TENANT_HEADER = 'x-dastarkhan-tenant';
  const STATE_URL = '/__dastarkhan-pwa-state';
  const state: { tenant: string | null; lang: string; color: string } = {
    tenant: null,
    lang: 'ru',
    color: '#FCE000',
  };
  let stateLoaded: Promise<void> | null = null;

  const loadState = (): Promise<void> => {
    if (stateLoaded) return stateLoaded;
    const loading: Promise<void> = caches
      .open(rules.cacheNames(rules.version, null).state)
      .then((cache: Loose) => cache.match(STATE_URL))
      .then((res: Loose) => (res ? res.json() : null))
      .then((saved: Loose) => {
        if (saved && typeof saved === 'object') {
          if (typeof saved.tenant === 'string' && state.tenant === null) state.tenant = saved.tenant;
          if (typeof saved.lang === 'string') state.lang = saved.lang;
          if (typeof saved.color === 'string') state.color = saved.color;
        }
      })
      .catch(() => {});
    stateLoaded = loading;
    return loading;
  };
  const saveState = () =>
    caches
      .open(rules.cacheNames(rules.version, null).state)
      .then((cache: Loose) =>
        cache.put(
          STATE_URL,
          new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } }),
        ),
      )
      .catch(() => {});

  const trim = async (cacheName: string, limit: number) => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
  };

  const offlinePage = () =>
    new Response(rules.offlinePageHtml(state.lang as 'uz' | 'ru' | 'eng', state.color), {
      status: 503,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'self'; style-src 'unsafe-inline'; img-src 'self'",
      },
    });

  /** Keeps a page or data answer under the tenant the server says it belongs to. */
  const keepCopy = async (request: Request, response: Response) => {
    const tenant = response.headers.get(TENANT_HEADER);
    if (!tenant || !/^[a-z0-9-]{1,63}$/.test(tenant)) return;
    if (state.tenant !== tenant) {
      state.tenant = tenant;
      void saveState();
    }
    if (response.status !== 200 || response.type !== 'basic') return;
    const name = rules.cacheNames(rules.version, tenant).tenant!;
    const cache = await caches.open(name);
    await cache.put(rules.copyKey(request.url), response);
    await trim(name, rules.pageLimit);
  };

  const readCopy = async (request: Request) => {
    await loadState();
    const tenant = rules.tenantForRequest(request.url, state.tenant);
    if (!tenant) return undefined;
    const cache = await caches.open(rules.cacheNames(rules.version, tenant).tenant!);
    for (const key of rules.fallbackKeys(request.url)) {
      const hit = await cache.match(key);
      if (hit) return hit;
    }
    return undefined;
  };

  const networkFirst = async (
    request: Request,
    event: { waitUntil(p: Promise<unknown>): void },
    page: boolean,
  ) => {
    try {
      const response = await fetch(request);
      event.waitUntil(keepCopy(request, response.clone()).catch(() => {}));
      return response;
    } catch (error) {
      const copy = await readCopy(request);
      if (copy) return copy;
      if (page) return offlinePage();
      throw error;
    }
  };

  const cacheFirst = async (request: Request, cacheName: string, limit: number) => {
    const cache = await caches.open(cacheName);
    const hit = await cache.match(request);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.status === 200 && response.type === 'basic') {
      await cache.put(request, response.clone());
      if (limit > 0) void trim(cacheName, limit);
    }
    return response;
  };

  const staleWhileRevalidate = async (request: Request, event: { waitUntil(p: Promise<unknown>): void }) => {
    const key = rules.apiCopyKey(request.url, request.headers.get('merchant'));
    if (!key) return fetch(request);
    const cache = await caches.open(rules.cacheNames(rules.version, null).api);
    const hit = await cache.match(key);
    const refresh = fetch(request).then(async (response) => {
      if (response.status === 200) await cache.put(key, response.clone());
      return response;
    });
    if (hit) {
      event.waitUntil(refresh.catch(() => {}));
      return hit;
    }
    return refresh;
  };

  self.addEventListener('install', (event: Loose) => {
    // A new build replaces the worker at once: its rules are the ones to follow.
    event.waitUntil(self.skipWaiting());
  });

  self.addEventListener('activate', (event: Loose) => {
    const prefix = `dk${rules.version}-`;
    event.waitUntil(
      caches
        .keys()
        .then((names: string[]) =>
          Promise.all(
            names.filter((n) => n.startsWith('dk') && !n.startsWith(prefix)).map((n) => caches.delete(n)),
          ),
        )
        .then(() => self.clients.claim()),
    );
  });

  // The page says which tenant and language it shows (a development host serves many tenants).
  self.addEventListener('message', (event: Loose) => {
    const data = event.data;
    if (data?.type !== 'dastarkhan:page') return;
    if (typeof data.tenant === 'string' && /^[a-z0-9-]{1,63}$/.test(data.tenant)) state.tenant = data.tenant;
    if (data.lang === 'uz' || data.lang === 'ru' || data.lang === 'eng') state.lang = data.lang;
    if (typeof data.color === 'string' && /^#[0-9a-f]{6}$/i.test(data.color)) state.color = data.color;
    void saveState();
    if (typeof data.url === 'string') {
      const resources = Array.isArray(data.resources) ? data.resources.slice(0, 100) : [];
      event.waitUntil(warm(data.url, resources).catch(() => {}));
    }
  });

  /**
   * The first visit happens before the worker controls the page: its page, scripts, styles and
   * photos were fetched without it. Kept now (from the HTTP cache mostly), once, so that very
   * visit already opens offline.
   */
  const warm = async (pageUrl: string, resources: unknown[]) => {
    const origin = self.location.origin;
    if (rules.classifyRequest({ url: pageUrl, origin, method: 'GET', mode: 'navigate' }) === 'page') {
      await loadState();
      const tenant = rules.tenantForRequest(pageUrl, state.tenant);
      const cache = tenant ? await caches.open(rules.cacheNames(rules.version, tenant).tenant!) : null;
      if (cache && !(await cache.match(rules.copyKey(pageUrl)))) {
        const request = new Request(pageUrl, { credentials: 'same-origin' });
        await keepCopy(request, await fetch(request));
      }
    }
    const names = rules.cacheNames(rules.version, null);
    for (const url of resources) {
      if (typeof url !== 'string') continue;
      const strategy = rules.classifyRequest({ url, origin, method: 'GET', mode: 'no-cors' });
      if (strategy === 'asset') await cacheFirst(new Request(url), names.assets, 0).catch(() => {});
      else if (strategy === 'image')
        await cacheFirst(new Request(url), names.images, rules.imageLimit).catch(() => {});
    }
  };

  /** The tenant manifest's icon: a push shows the restaurant's own logo. */
  const manifestIcon = async (): Promise<string | undefined> => {
    await loadState();
    const query = state.tenant ? `?vendor=${state.tenant}` : '';
    const response = await fetch(`/manifest.webmanifest${query}`, { credentials: 'same-origin' });
    const manifest: Loose = await response.json();
    const icons: Array<{ src: string; sizes?: string; purpose?: string }> = manifest?.icons ?? [];
    const icon = icons.find((i) => i.sizes === '192x192' && (i.purpose ?? 'any') === 'any') ?? icons[0];
    return icon ? new URL(icon.src, self.location.origin).href : undefined;
  };

  // Web push (decision 033): a customer's order statuses.
  rules.installPushHandlers(self, {
    notificationOf: rules.notificationOf,
    notificationTarget: rules.notificationTarget,
    icon: manifestIcon,
    fallbackTitle: self.location.host,
  });

  self.addEventListener('fetch', (event: Loose) => {
    const request = event.request;
    const strategy = rules.classifyRequest({
      url: request.url,
      origin: self.location.origin,
      method: request.method,
      mode: request.mode,
    });
    if (strategy === 'bypass') return;
    const names = rules.cacheNames(rules.version, null);
    if (strategy === 'page') event.respondWith(networkFirst(request, event, true));
    else if (strategy === 'data') event.respondWith(networkFirst(request, event, false));
    else if (strategy === 'page-network-only')
      event.respondWith(fetch(request).catch(() => loadState().then(offlinePage)));
    else if (strategy === 'asset') event.respondWith(cacheFirst(request, names.assets, 0));
    else if (strategy === 'image') event.respondWith(cacheFirst(request, names.images, rules.imageLimit));
    else if (strategy === 'api-swr') event.respondWith(staleWhileRevalidate(request, event));
  });
}

/**
 * The text of `/sw.js` for one build: the build id is in it, so every deployment is a byte-different
 * worker the browser installs (and activates at once) on its next update check.
 */
export function serviceWorkerSource(buildId: string): string {
  const fns = {
    classifyRequest,
    tenantForRequest,
    copyKey,
    fallbackKeys,
    cacheNames,
    apiCopyKey,
    offlinePageHtml,
    installPushHandlers,
    notificationOf,
    notificationTarget,
  };
  const rules = Object.entries(fns)
    .map(([name, fn]) => `  ${name}: ${fn.toString()},`)
    .join('\n');
  return `// Dastarkhan storefront service worker — build ${JSON.stringify(buildId)} (decision 030).
'use strict';
(${serviceWorkerMain.toString()})(self, {
  buildId: ${JSON.stringify(buildId)},
  version: ${JSON.stringify(CACHE_VERSION)},
  imageLimit: ${IMAGE_LIMIT},
  pageLimit: ${PAGE_LIMIT},
${rules}
});
`;
}
