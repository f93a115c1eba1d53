import type { Language } from '@dastarkhan/domain';

type Catalog = Record<string, unknown>;

// The messages fetched in this tab for routes the first page did not ship, per language.
const fetched = new Map<Language, Catalog>();
const loadedRoutes = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

/** For `useSyncExternalStore`: changes when messages arrive. */
export const messagesVersion = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => version,
  getServer: () => 0,
};

/** Keeps the messages fetched for a route (`load-route-messages.ts`) and tells the page. */
export function addFetchedMessages(lang: Language, routeId: string, messages: Catalog): void {
  fetched.set(lang, { ...fetched.get(lang), ...messages });
  loadedRoutes.add(`${lang}:${routeId}`);
  version++;
  for (const listener of listeners) listener();
}

/** Whether this tab has the messages of a route in a language (shipped or fetched). */
export function hasRouteMessages(lang: Language, routeId: string): boolean {
  return loadedRoutes.has(`${lang}:${routeId}`);
}

/**
 * Keeps the messages the root's data carries (the first page's, or a revalidation's) before a
 * navigation or revalidation replaces that data: a later visit back to those routes needs them.
 */
export function keepShippedMessages(lang: Language, routeIds: readonly string[], messages: Catalog): void {
  if (routeIds.every((id) => loadedRoutes.has(`${lang}:${id}`))) return;
  fetched.set(lang, { ...fetched.get(lang), ...messages });
  for (const id of routeIds) loadedRoutes.add(`${lang}:${id}`);
}

/** The page's own messages plus those fetched since for the routes visited after it. */
export function withFetchedMessages(lang: Language, shipped: Catalog): Catalog {
  const extra = fetched.get(lang);
  return extra ? { ...extra, ...shipped } : shipped;
}
