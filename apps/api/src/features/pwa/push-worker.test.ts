import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consoleServiceWorkerSource, notificationOf, notificationTarget } from './push-worker.js';
import { serviceWorkerSource } from './service-worker.js';

// The workers' push handlers (decision 033), run as the browser runs them: the worker's source
// text in a fresh context, with the few globals the handlers touch played by the test.

const origin = 'https://demo.dastarkhan.uz';

function runWorker(source: string, scope: string, manifestIcons: unknown[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const openTabs: Array<{ url: string; focus: () => Promise<void> }> = [];
  const self = {
    location: new URL(origin),
    addEventListener: (name: string, listener: (event: unknown) => void) => listeners.set(name, listener),
    skipWaiting: () => Promise.resolve(),
    caches: {
      open: async () => ({ match: async () => undefined, put: async () => {}, keys: async () => [] }),
      keys: async () => [],
    },
    registration: {
      scope,
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => {},
      matchAll: async () => openTabs,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  const fetch = async (url: string) => ({
    json: async () => (url.startsWith('/manifest.webmanifest') ? { icons: manifestIcons } : {}),
  });
  runInNewContext(source, { self, fetch, Response, URL, Promise, console });
  const fire = async (name: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(name)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return {
    listeners,
    shown,
    opened,
    focused,
    openTabs,
    push: (data: unknown) => fire('push', { data: { json: () => data } }),
    click: (url: string) => fire('notificationclick', { notification: { data: { url }, close: () => {} } }),
  };
}

describe('notificationOf and notificationTarget', () => {
  it('shows the title, body and tag pushed, with a fallback title for an empty push', () => {
    expect(
      notificationOf(
        { title: 'Oqtepa · #12', body: 'Tayyor', url: '/profile/orders/3', tag: 'order-3' },
        'x',
      ),
    ).toEqual({
      title: 'Oqtepa · #12',
      body: 'Tayyor',
      url: '/profile/orders/3',
      tag: 'order-3',
    });
    expect(notificationOf(null, 'demo.dastarkhan.uz')).toMatchObject({
      title: 'demo.dastarkhan.uz',
      url: '/',
    });
  });

  it('opens only pages of this site inside the worker scope', () => {
    expect(notificationTarget('/profile/orders/3', origin, `${origin}/`)).toBe(`${origin}/profile/orders/3`);
    expect(notificationTarget('https://evil.example/x', origin, `${origin}/`)).toBe(`${origin}/`);
    expect(notificationTarget('/profile', origin, `${origin}/console/`)).toBe(`${origin}/console/`);
    expect(notificationTarget('/console/orders?order=5', origin, `${origin}/console/`)).toBe(
      `${origin}/console/orders?order=5`,
    );
  });
});

describe('the storefront worker', () => {
  it("shows a pushed status with the tenant manifest's icon and opens its order page on a tap", async () => {
    const worker = runWorker(serviceWorkerSource('build-a'), `${origin}/`, [
      { src: '/pwa/icon-512.png?v=1', sizes: '512x512', purpose: 'any' },
      { src: '/pwa/icon-192.png?v=1', sizes: '192x192', purpose: 'any' },
    ]);
    await worker.push({
      subscriptionId: 1,
      title: 'Demo · #7',
      body: 'Accepted',
      url: '/profile/orders/9',
      tag: 'order-9',
    });
    expect(worker.shown).toEqual([
      {
        title: 'Demo · #7',
        options: expect.objectContaining({
          body: 'Accepted',
          tag: 'order-9',
          icon: `${origin}/pwa/icon-192.png?v=1`,
          data: { url: '/profile/orders/9' },
        }),
      },
    ]);
    await worker.click('/profile/orders/9');
    expect(worker.opened).toEqual([`${origin}/profile/orders/9`]);
  });

  it('focuses a tab that already shows the page instead of opening another', async () => {
    const worker = runWorker(serviceWorkerSource('build-a'), `${origin}/`);
    const focused: string[] = [];
    worker.openTabs.push({ url: `${origin}/profile/orders/9`, focus: async () => void focused.push('tab') });
    await worker.click('/profile/orders/9');
    expect(focused).toEqual(['tab']);
    expect(worker.opened).toEqual([]);
  });
});

describe('the console worker', () => {
  it('only handles pushes and taps (no fetch handler: the console is never kept)', async () => {
    const worker = runWorker(consoleServiceWorkerSource('build-a'), `${origin}/console/`);
    expect([...worker.listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
    await worker.push({
      title: 'New order #8',
      body: 'Demo',
      url: '/console/orders?order=8',
      tag: 'staff-order-8',
    });
    expect(worker.shown[0]).toMatchObject({ title: 'New order #8', options: { tag: 'staff-order-8' } });
    await worker.click('/console/orders?order=8');
    expect(worker.opened).toEqual([`${origin}/console/orders?order=8`]);
  });
});
