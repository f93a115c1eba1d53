import { describe, expect, it } from 'vitest';
import { pwaHeadTags, withPwaHead } from './pwa-head';

const ctx = (root: unknown) =>
  ({ staticHandlerContext: { loaderData: { root } } }) as unknown as Parameters<typeof withPwaHead>[1];

describe('pwa head tags', () => {
  it("links the tenant's manifest and icon in the page's language", () => {
    const tags = pwaHeadTags({ merchant: { sub: 'lavash' }, lang: 'eng' });
    expect(tags).toContain('<link rel="manifest" href="/manifest.webmanifest?vendor=lavash&amp;lang=eng"/>');
    expect(tags).toContain(
      '<link rel="apple-touch-icon" href="/pwa/icon-192.png?vendor=lavash&amp;lang=eng"/>',
    );
  });

  it('goes before </head>, and nowhere without a tenant or a head', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const out = withPwaHead(html, ctx({ merchant: { sub: 'demo' }, lang: 'ru' }));
    expect(out.indexOf('rel="manifest"')).toBeLessThan(out.indexOf('</head>'));
    expect(withPwaHead(html, ctx(undefined))).toBe(html);
    expect(withPwaHead(html, ctx({ merchant: { sub: '"><script>' }, lang: 'ru' }))).toBe(html);
    expect(withPwaHead('<p>no head</p>', ctx({ merchant: { sub: 'demo' } }))).toBe('<p>no head</p>');
  });
});
