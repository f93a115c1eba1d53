import { importsOfChunk, keysInCode } from './keys-in-code';

/** What React Router's build manifest says of a route (its module and its static imports). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

/**
 * The keys each route's code can ask for: its built module and every chunk that module loads,
 * statically or lazily (a dialog the route opens later needs its words too), transitively. A
 * chunk shared by every page (the shell) counts for every route that loads it.
 */
export function routeKeysOf(
  routes: Record<string, ManifestRoute | undefined>,
  readChunk: (path: string) => string | null,
  keys: readonly string[],
): Map<string, Set<string>> {
  const chunkKeys = new Map<string, { keys: Set<string>; imports: string[] }>();
  const chunk = (path: string) => {
    let found = chunkKeys.get(path);
    if (!found) {
      const code = readChunk(path) ?? '';
      const base = new URL(path, 'http://x/');
      found = {
        keys: keysInCode(code, keys),
        imports: importsOfChunk(code).map((p) => new URL(p, base).pathname),
      };
      chunkKeys.set(path, found);
    }
    return found;
  };
  const result = new Map<string, Set<string>>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const own = new Set<string>();
    const queue = [route.module, ...(route.imports ?? [])];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const { keys: found, imports } = chunk(path);
      for (const key of found) own.add(key);
      queue.push(...imports);
    }
    result.set(route.id, own);
  }
  return result;
}
