import { normalizeSearchText } from '@dastarkhan/domain/client';
import { useCallback, useSyncExternalStore } from 'react';

/** Newest first, unique, at most this many (the list fits one phone screen). */
export const HISTORY_LIMIT = 10;

/** One history per tenant: two merchants on one browser do not see each other's searches. */
export function historyKey(merchantId: number): string {
  return `dastarkhan:search-history:${merchantId}`;
}

/** The history with `query` on top; spellings that search alike ("go'sht", "gosht") count once. */
export function withQuery(history: readonly string[], query: string): string[] {
  const entry = query.trim().replace(/\s+/g, ' ');
  const key = normalizeSearchText(entry);
  if (key === '') return [...history];
  return [entry, ...history.filter((old) => normalizeSearchText(old) !== key)].slice(0, HISTORY_LIMIT);
}

/** Whatever is stored (possibly written by an older version, or by hand) as a clean list. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .slice(0, HISTORY_LIMIT);
  } catch {
    return [];
  }
}

const EMPTY: string[] = [];
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; list: string[] }>();

function read(key: string): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // Storage blocked (private mode, policy): no history, search still works.
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.list;
  const list = parseHistory(raw);
  snapshots.set(key, { raw, list });
  return list;
}

function write(key: string, list: string[]) {
  try {
    if (list.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Quota or blocked storage: the history simply is not kept.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The tenant's search history in localStorage, shared live between tabs. Empty on the server. */
export function useSearchHistory(merchantId: number) {
  const key = historyKey(merchantId);
  const items = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => EMPTY,
  );
  const add = useCallback((query: string) => write(key, withQuery(read(key), query)), [key]);
  const clear = useCallback(() => write(key, []), [key]);
  return { items, add, clear };
}
