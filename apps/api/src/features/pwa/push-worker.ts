/**
 * Web push in the service workers (decision 033): the storefront's `/sw.js` and the console's
 * `/console/sw.js` both show what the server pushed and open its page on a tap. Like sw-rules.ts,
 * each function is embedded as source text: no imports, no outside names.
 */

export interface ShownNotification {
  title: string;
  body: string;
  tag: string | undefined;
  /** A path of this site (or the scope when the push named none or another site). */
  url: string;
}

/** What to show for a push's JSON; a push without one still shows something (browsers insist). */
export function notificationOf(data: unknown, fallbackTitle: string): ShownNotification {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  return {
    title: text(record.title, 120) || fallbackTitle,
    body: text(record.body, 300),
    tag: text(record.tag, 100) || undefined,
    url: text(record.url, 500) || '/',
  };
}

/** The absolute URL a tap opens: only a page of this very site, inside the worker's scope. */
export function notificationTarget(url: string, origin: string, scope: string): string {
  try {
    const target = new URL(url, origin);
    if (target.origin === origin && target.href.startsWith(scope)) return target.href;
  } catch {
    // An unreadable url: the scope's start page.
  }
  return scope;
}

interface PushRules {
  notificationOf: typeof notificationOf;
  notificationTarget: typeof notificationTarget;
  /** The icon to show: the tenant manifest's, found by the worker. */
  icon: () => Promise<string | undefined>;
  fallbackTitle: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the worker's globals are typed loosely (service-worker.ts).
type Loose = any;

/** The `push` and `notificationclick` handlers of a worker. */
export function installPushHandlers(self: Loose, rules: PushRules) {
  self.addEventListener('push', (event: Loose) => {
    let data: unknown = null;
    try {
      data = event.data ? event.data.json() : null;
    } catch {
      data = null;
    }
    const shown = rules.notificationOf(data, rules.fallbackTitle);
    event.waitUntil(
      rules
        .icon()
        .catch(() => undefined)
        .then((icon: string | undefined) =>
          self.registration.showNotification(shown.title, {
            body: shown.body,
            tag: shown.tag,
            icon,
            badge: icon,
            data: { url: shown.url },
          }),
        ),
    );
  });

  self.addEventListener('notificationclick', (event: Loose) => {
    event.notification.close();
    const url = rules.notificationTarget(
      event.notification.data?.url ?? '/',
      self.location.origin,
      self.registration.scope,
    );
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open: Loose[]) => {
        const same = open.find((client) => client.url === url && 'focus' in client);
        if (same) return same.focus();
        return self.clients.openWindow(url);
      }),
    );
  });
}

/** The pieces the worker's source embeds (`name: function`). */
export function pushRulesSource(): string {
  return [
    `  notificationOf: ${notificationOf.toString()},`,
    `  notificationTarget: ${notificationTarget.toString()},`,
  ].join('\n');
}

/**
 * The console's worker (`/console/sw.js`, scope `/console/`): only new-order pushes while the
 * console is closed; it keeps nothing and answers no requests, so the console stays online-only.
 */
export function consoleServiceWorkerSource(buildId: string): string {
  return `// Dastarkhan console service worker — build ${JSON.stringify(buildId)}: push only (decision 033).
'use strict';
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
(${installPushHandlers.toString()})(self, {
${pushRulesSource()}
  icon: () => Promise.resolve('/pwa/icon-192.png'),
  fallbackTitle: 'Dastarkhan',
});
`;
}
