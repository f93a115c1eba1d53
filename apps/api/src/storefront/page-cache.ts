import type { MerchantChanges } from '../http/merchant-changes.js';
import { compressBytes, etagOf } from '../http/prepared-body.js';

/** A rendered anonymous page as every visitor with its key gets it (decision 044). */
export interface CachedPage {
  /** The tenant whose catalogue and settings the page shows. */
  merchantId: number;
  /** `merchantChanges.now()` when the render started: a later change of the merchant makes it stale. */
  renderedAfter: number;
  storedAt: number;
  /** Response headers to replay (content type, tenant, the key-determined cookies). */
  headers: Array<[string, string]>;
  scriptHashes: string[];
  /** The page's CSP: its inline scripts by hash (no nonce: the same bytes go to everyone). */
  csp: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  bytes: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  changes: MerchantChanges;
  /**
   * A last bound on staleness for what no NOTIFY announces (a branch opening by the clock on a
   * page rendered just before): under load one render a minute per key costs nothing.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The rendered pages of this process, least recently used first out when their bytes (all three
 * encodings) pass `maxBytes`. One render per key at a time: a burst of first visitors waits for
 * the first one's page instead of rendering it once each.
 */
export function createPageCache(options: PageCacheOptions) {
  const { maxBytes, changes } = options;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    enabled: maxBytes > 0,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
    /** A fresh page for the key (now the most recently used), or undefined. */
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (changes.changedAfter(entry.merchantId, entry.renderedAfter) || now() - entry.storedAt > maxAgeMs) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** The page another request is rendering for this key right now (null if it turns out unstorable). */
    pending(key: string): Promise<CachedPage | null> | undefined {
      return pending.get(key);
    },
    /**
     * Claims the render of a key: others asking meanwhile wait on `pending`. `settle` must be
     * called exactly once, with the page to keep or null.
     */
    claim(key: string): { settle(page: CachedPage | null): void } {
      let resolve!: (page: CachedPage | null) => void;
      pending.set(
        key,
        new Promise((r) => {
          resolve = r;
        }),
      );
      let settled = false;
      return {
        settle: (page) => {
          if (settled) return;
          settled = true;
          pending.delete(key);
          // A change announced during the render: serve it to the waiters, but do not keep it.
          if (page && !changes.changedAfter(page.merchantId, page.renderedAfter)) store(key, page);
          resolve(page);
        },
      };
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
  };

  function store(key: string, page: CachedPage) {
    // One page may take at most an eighth: a giant page must not flush every other tenant.
    if (page.bytes > maxBytes / 8) return;
    drop(key);
    entries.set(key, page);
    bytes += page.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }
}
export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Compresses a shareable page once, in both encodings browsers ask for; brotli at its best: the
 * page goes to many, and a landing page that fits the first TCP window (~14 KB with its headers)
 * arrives a round trip sooner (decision 056).
 */
export async function preparePage(input: {
  merchantId: number;
  renderedAfter: number;
  storedAt: number;
  headers: Array<[string, string]>;
  scriptHashes: string[];
  csp: string;
  html: string;
}): Promise<CachedPage> {
  const identity = Buffer.from(input.html, 'utf8');
  const [br, gz] = await Promise.all([
    compressBytes(identity, 'br', { best: true }),
    compressBytes(identity, 'gzip'),
  ]);
  const etag = etagOf(identity);
  const headerBytes = input.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return {
    merchantId: input.merchantId,
    renderedAfter: input.renderedAfter,
    storedAt: input.storedAt,
    headers: input.headers,
    scriptHashes: input.scriptHashes,
    csp: input.csp,
    etag,
    identity,
    br,
    gzip: gz,
    bytes: identity.length + br.length + gz.length + headerBytes + input.csp.length + 512,
  };
}
