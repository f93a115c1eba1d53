import { isTelegramLaunch } from '../telegram-bridge/telegram-web-app';

export interface PageFacts {
  /** The tenant's sub-domain name: the worker keeps each tenant's copies apart by it. */
  tenant: string;
  lang: string;
  color: string;
}

/**
 * Registers the storefront's service worker (decision 030) and tells it which tenant and
 * language this page shows. Loaded after hydration with the build watcher, never on the first
 * load. Not inside Telegram: its web-app has its own shell and session by the launch fragment,
 * and an offline copy there would only stand in the way.
 */
export function registerServiceWorker(facts: PageFacts): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (isTelegramLaunch(window.location)) return;
  const message = {
    type: 'dastarkhan:page',
    ...facts,
    // The worker keeps this page and what it loaded when it was not there yet to see them.
    url: window.location.href,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(`${window.location.origin}/`)),
  };
  navigator.serviceWorker.controller?.postMessage(message);
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage(message))
    // No worker (private mode, blocked storage): the site works as before, only not offline.
    .catch(() => {});
}
