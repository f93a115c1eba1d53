/**
 * A tiny time-bounded memo for hot, rarely changing rows (merchant by id, etc.). Each process
 * keeps its own; the bound on staleness is the ttl, which is what makes it safe to run several
 * app processes on one database.
 */
export function createTtlCache<K, V>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  const inflight = new Map<K, Promise<V>>();

  return {
    async get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const pending = inflight.get(key);
      if (pending) return pending;
      // One load per key at a time, however many requests ask at once.
      const promise = load()
        .then((value) => {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
          entries.set(key, { value, expiresAt: Date.now() + ttlMs });
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, promise);
      return promise;
    },
    delete(key: K) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

export type TtlCache<K, V> = ReturnType<typeof createTtlCache<K, V>>;
