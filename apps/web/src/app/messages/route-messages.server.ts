import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import serverManifest from 'virtual:react-router/server-manifest';
import type { Language } from '@dastarkhan/domain';
import { matchRoutes } from 'react-router';
import { catalogFor } from '../../i18n/catalog';
import { type ManifestRoute, routeKeysOf } from './route-keys';

type Catalog = Record<string, unknown>;

const routes = serverManifest.routes as Record<string, ManifestRoute & { path?: string; index?: boolean }>;
const keysByRoot = new Map<string, Map<string, Set<string>> | null>();

/**
 * Each route's keys, read once from the built chunks in `clientRoot`. `null` where there are no
 * built chunks to read (the Vite dev server): then every route gets every message.
 */
function routeKeys(clientRoot: string | undefined): Map<string, Set<string>> | null {
  if (!clientRoot) return null;
  let keys = keysByRoot.get(clientRoot);
  if (keys === undefined) {
    const readChunk = (path: string) => {
      try {
        return readFileSync(join(clientRoot, path), 'utf8');
      } catch {
        return null;
      }
    };
    const root = routes.root;
    keys =
      root && readChunk(root.module) !== null
        ? routeKeysOf(routes, readChunk, Object.keys(catalogFor('uz')))
        : null;
    keysByRoot.set(clientRoot, keys);
  }
  return keys;
}

function pick(lang: Language, keys: Iterable<string>): Catalog {
  const all = catalogFor(lang);
  const picked: Catalog = {};
  for (const key of keys) if (key in all) picked[key] = all[key];
  return picked;
}

// The route tree for matching a URL on the server, as the browser matches it.
interface TreeRoute {
  id: string;
  path?: string;
  index?: boolean;
  children?: TreeRoute[];
}
const tree = (() => {
  const byParent = new Map<string | undefined, TreeRoute[]>();
  for (const r of Object.values(routes)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push({ id: r.id, path: r.path, index: r.index });
    byParent.set(r.parentId, list);
  }
  const attach = (list: TreeRoute[]): TreeRoute[] =>
    list.map((r) => {
      const children = byParent.get(r.id);
      return children ? { ...r, children: attach(children) } : r;
    });
  return attach(byParent.get(undefined) ?? []);
})();

/** The route ids a path renders (root, layouts, page), as React Router matches them. */
export function routeIdsOf(pathname: string): string[] {
  return (matchRoutes(tree as never, pathname) ?? []).map((m) => (m.route as TreeRoute).id);
}

/**
 * The messages a page ships with its hydration data: only those its routes' code can ask for
 * (decision 053), not the whole language.
 */
export function messagesForPath(
  lang: Language,
  pathname: string,
  clientRoot: string | undefined,
): { messages: Catalog; routeIds: string[] } {
  const keys = routeKeys(clientRoot);
  const routeIds = routeIdsOf(pathname);
  if (!keys) return { messages: catalogFor(lang) as Catalog, routeIds };
  const wanted = new Set<string>();
  for (const id of routeIds) for (const key of keys.get(id) ?? []) wanted.add(key);
  return { messages: pick(lang, wanted), routeIds };
}

/**
 * One route's own messages, for a client-side navigation to it (routes/route-messages.ts): less
 * those of its parents (root, layout), which the page shipped or fetches with it.
 */
export function messagesForRoute(
  lang: Language,
  routeId: string,
  clientRoot: string | undefined,
): Catalog | null {
  if (!(routeId in routes)) return null;
  const keys = routeKeys(clientRoot);
  if (!keys) return catalogFor(lang) as Catalog;
  const own = new Set(keys.get(routeId));
  for (let parent = routes[routeId]?.parentId; parent; parent = routes[parent]?.parentId)
    for (const key of keys.get(parent) ?? []) own.delete(key);
  return pick(lang, own);
}
