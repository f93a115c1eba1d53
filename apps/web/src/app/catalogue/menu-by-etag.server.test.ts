import type { FetchLike } from '@dastarkhan/client';
import { describe, expect, it } from 'vitest';
import { createMenuByEtag } from './menu-by-etag.server';

const wire = (name: string) => ({ data: { groups: [], categories: [], products: [], name } });

/** A menu API with a version the test moves; it answers 304 to the current ETag, as the server does. */
function menuApi() {
  let version = 1;
  const seen: Array<Record<string, string>> = [];
  const fetch: FetchLike = async (_url, init) => {
    const headers = init.headers as Record<string, string>;
    seen.push(headers);
    const etag = `"v${version}-${headers.merchant}"`;
    if (headers['if-none-match'] === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(JSON.stringify(wire(`v${version}`)), { status: 200, headers: { etag } });
  };
  return { fetch, seen, bump: () => version++ };
}

describe('the menu kept by its ETag', () => {
  it('is parsed once per version: a 304 hands out the same object, a new version a new one', async () => {
    const api = menuApi();
    const menuOf = createMenuByEtag();
    const first = await menuOf(api.fetch, 1, 'WEB');
    const again = await menuOf(api.fetch, 1, 'WEB');
    expect(api.seen[1]?.['if-none-match']).toBe('"v1-1"');
    expect(again.menu).toBe(first.menu);
    api.bump();
    const changed = await menuOf(api.fetch, 1, 'WEB');
    expect(changed.menu).not.toBe(first.menu);
    expect(changed.menu).toEqual(expect.objectContaining({ products: [] }));
  });

  it('keeps tenants and channels apart', async () => {
    const api = menuApi();
    const menuOf = createMenuByEtag();
    const one = await menuOf(api.fetch, 1, 'WEB');
    const two = await menuOf(api.fetch, 2, 'WEB');
    const tg = await menuOf(api.fetch, 1, 'TG');
    expect(api.seen.map((h) => h['if-none-match'])).toEqual([undefined, undefined, undefined]);
    expect(two.menu).not.toBe(one.menu);
    expect(tg.menu).not.toBe(one.menu);
  });

  it('passes a refusal on and keeps nothing from it', async () => {
    const menuOf = createMenuByEtag();
    const gone: FetchLike = async () =>
      new Response('{"error":{"code":"MERCHANT_NOT_FOUND"}}', { status: 404 });
    expect(await menuOf(gone, 9, 'WEB')).toEqual({ status: 404, menu: null });
  });

  it('drops the oldest past its bound', async () => {
    const api = menuApi();
    const menuOf = createMenuByEtag(2);
    await menuOf(api.fetch, 1, 'WEB');
    await menuOf(api.fetch, 2, 'WEB');
    await menuOf(api.fetch, 3, 'WEB');
    await menuOf(api.fetch, 1, 'WEB');
    expect(api.seen.at(-1)?.['if-none-match']).toBeUndefined();
  });
});
