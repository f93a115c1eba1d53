import type { FetchLike } from '@dastarkhan/client';
import { MERCHANT_HEADER, type OverallMenu, OverallMenuSchema } from '@dastarkhan/domain';

export type MenuChannel = 'WEB' | 'TG';

interface Kept {
  etag: string;
  menu: OverallMenu;
}

/** Tenants × channels; past this the oldest is dropped (a Map iterates in insertion order). */
const MAX_KEPT = 1_000;

/**
 * The tenant's parsed menu, parsed once per catalogue version. Every page's loader needs it, and
 * the in-process API answers fresh JSON each time, so parsing it (and the schema's defaults, and
 * each branch's prices made from it) was redone per request — about as much work as the page's
 * render for bigmenu. The API's ETag names the version: asked with `If-None-Match`, it answers
 * 304 while the kept menu is current, and the same object is handed out, so the per-branch prices
 * and the search index keyed on it are reused too.
 */
export function createMenuByEtag(max = MAX_KEPT) {
  const kept = new Map<string, Kept>();

  return async function menuOf(
    fetch: FetchLike,
    merchantId: number,
    channel: MenuChannel,
  ): Promise<{ status: number; menu: OverallMenu | null }> {
    const key = `${merchantId}:${channel}`;
    const known = kept.get(key);
    const headers: Record<string, string> = {
      accept: 'application/json',
      [MERCHANT_HEADER]: String(merchantId),
    };
    if (known) headers['if-none-match'] = known.etag;
    const res = await fetch(`/api/products/v1/overalls?type=${channel}`, { method: 'GET', headers });
    if (res.status === 304 && known) return { status: 200, menu: known.menu };
    if (!res.ok) return { status: res.status, menu: null };
    const json = (await res.json().catch(() => null)) as { data?: unknown } | null;
    if (!json?.data) return { status: 502, menu: null };
    // Defaults of the domain schema fill what the wire format leaves out.
    const menu = OverallMenuSchema.parse(json.data);
    const etag = res.headers.get('etag');
    kept.delete(key);
    if (etag) {
      kept.set(key, { etag, menu });
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
    }
    return { status: 200, menu };
  };
}
