import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './service-worker.js';
import {
  apiCopyKey,
  classifyRequest,
  copyKey,
  fallbackKeys,
  offlinePageHtml,
  type Strategy,
  tenantForRequest,
} from './sw-rules.js';

const origin = 'https://demo.dastarkhan.uz';
const nav = (path: string) =>
  classifyRequest({ url: origin + path, origin, method: 'GET', mode: 'navigate' });
const get = (path: string, method = 'GET') =>
  classifyRequest({ url: origin + path, origin, method, mode: 'cors' });

describe('classifyRequest: what is kept and how', () => {
  it('keeps the menu and the pages read from it (network first)', () => {
    for (const path of [
      '/',
      '/?product=12',
      '/?vendor=demo',
      '/product/12',
      '/category',
      '/branches',
      '/about',
      '/privacy',
    ])
      expect(nav(path), path).toBe<Strategy>('page');
  });

  it('never keeps the basket, checkout, account, orders, payments or login pages', () => {
    for (const path of [
      '/basket',
      '/checkout',
      '/checkout?ids=1,2',
      '/profile',
      '/profile/orders/5',
      '/profile/cards',
      '/login',
      '/login/confirm',
      '/address/delivery',
      '/choose-address',
      '/search?q=plov',
      '/product/12/x',
    ])
      expect(nav(path), path).toBe<Strategy>('page-network-only');
  });

  it("keeps React Router's data of kept pages only", () => {
    expect(get('/_root.data')).toBe('data');
    expect(get('/menu/cards?vendor=bigmenu')).toBe('data');
    expect(get('/menu/cards', 'POST')).toBe('bypass');
    expect(get('/product/7.data?_routes=routes%2Fproduct')).toBe('data');
    for (const path of ['/basket.data?ids=1', '/checkout.data', '/profile/orders/5.data', '/login.data'])
      expect(get(path), path).toBe('bypass');
    expect(get('/_root.data', 'POST')).toBe('bypass');
  });

  it('menu and settings reads: stale-while-revalidate; every other API call untouched', () => {
    expect(get('/api/products/v1/overalls?type=WEB')).toBe('api-swr');
    expect(get('/api/support/v1/merchant/settings/web')).toBe('api-swr');
    for (const path of [
      '/api/orders/v1/orders',
      '/api/products/v1/prices',
      '/api/payments/v1/payme/1',
      '/api/auth/v1/session',
      '/api/build',
      '/api/users/v1/me',
    ])
      expect(get(path), path).toBe('bypass');
    expect(get('/api/products/v1/overalls', 'POST')).toBe('bypass');
    expect(get('/api/orders/v1/orders', 'POST')).toBe('bypass');
  });

  it('hashed assets and images cache-first; other origins and odd URLs untouched', () => {
    expect(get('/assets/root-AbC123.js')).toBe('asset');
    expect(get('/__manifest?p=%2Fbasket&version=abc123')).toBe('asset');
    expect(get('/api/media/dishes/plov-1a2b.webp?w=336&h=210')).toBe('image');
    expect(get('/pwa/icon-192.png?vendor=demo')).toBe('image');
    expect(
      classifyRequest({ url: 'https://telegram.org/js/x.js', origin, method: 'GET', mode: 'no-cors' }),
    ).toBe('bypass');
    expect(classifyRequest({ url: 'not a url', origin, method: 'GET', mode: 'navigate' })).toBe('bypass');
    expect(nav('/sw.js')).toBe('bypass');
    // The merchant console and the API's own pages are not the storefront.
    for (const path of ['/console', '/console/board', '/api/docs']) expect(nav(path), path).toBe('bypass');
    expect(get('/console/assets/index-1.js')).toBe('bypass');
    expect(get('/manifest.webmanifest')).toBe('bypass');
  });
});

describe('tenants never share copies', () => {
  it('an explicit ?vendor= reads only that tenant; otherwise the tenant last served', () => {
    expect(tenantForRequest(`${origin}/?vendor=lavash`, 'demo')).toBe('lavash');
    expect(tenantForRequest(`${origin}/?vendor=LAVASH`, 'demo')).toBe('lavash');
    expect(tenantForRequest(`${origin}/`, 'demo')).toBe('demo');
    expect(tenantForRequest(`${origin}/`, null)).toBeNull();
    // A vendor that is not a tenant name reads nobody's copies (never falls back to the last one).
    expect(tenantForRequest(`${origin}/?vendor=..%2Fdemo`, 'demo')).toBeNull();
    expect(tenantForRequest(`${origin}/?vendor=`, 'demo')).toBeNull();
  });

  it('keys drop vendor and fragments; the menu with an overlay falls back to the plain menu', () => {
    expect(copyKey(`${origin}/?vendor=demo#x`)).toBe(`${origin}/`);
    expect(copyKey(`${origin}/product/5.data?b=2&a=1`)).toBe(`${origin}/product/5.data?a=1&b=2`);
    expect(fallbackKeys(`${origin}/?product=5&vendor=demo`)).toEqual([`${origin}/?product=5`, `${origin}/`]);
    expect(fallbackKeys(`${origin}/product/5`)).toEqual([`${origin}/product/5`]);
  });

  it("API copies are keyed by the request's merchant; no merchant, no copy", () => {
    const a = apiCopyKey(`${origin}/api/products/v1/overalls?type=WEB`, '1');
    const b = apiCopyKey(`${origin}/api/products/v1/overalls?type=WEB`, '2');
    expect(a).not.toBe(b);
    expect(apiCopyKey(`${origin}/api/products/v1/overalls`, null)).toBeNull();
    expect(apiCopyKey(`${origin}/api/products/v1/overalls`, '1; drop')).toBeNull();
  });
});

describe('offline page and worker source', () => {
  it('is written in the three languages', () => {
    expect(offlinePageHtml('uz', '#FCE000')).toContain('lang="uz"');
    expect(offlinePageHtml('ru', '#FCE000')).toContain('Нет подключения');
    expect(offlinePageHtml('eng', '#FCE000')).toContain('You are offline');
    expect(offlinePageHtml('eng', 'red;}</style><script>')).not.toContain('<script>');
  });

  it('embeds the build id and every rule as stand-alone JavaScript', () => {
    const a = serviceWorkerSource('build-a');
    expect(a).not.toBe(serviceWorkerSource('build-b'));
    expect(() => new Function(a)).not.toThrow();
    for (const name of ['classifyRequest', 'tenantForRequest', 'copyKey', 'offlinePageHtml'])
      expect(a).toContain(`${name}:`);
  });
});
