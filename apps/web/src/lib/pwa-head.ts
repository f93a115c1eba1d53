import type { EntryContext } from 'react-router';

interface RootFacts {
  merchant?: { sub?: unknown };
  lang?: unknown;
}

const SUB = /^[a-z0-9-]{1,63}$/;
const LANG = /^(uz|ru|eng)$/;

/**
 * The installable storefront's head (decision 030): the tenant's manifest and home-screen icon,
 * added on the server so the first-load JavaScript does not grow. The tenant and language ride in
 * the query because browsers fetch the manifest without cookies.
 */
export function pwaHeadTags(root: RootFacts | undefined): string {
  const sub =
    typeof root?.merchant?.sub === 'string' && SUB.test(root.merchant.sub) ? root.merchant.sub : null;
  if (!sub) return '';
  const lang = typeof root?.lang === 'string' && LANG.test(root.lang) ? root.lang : 'ru';
  const query = `?vendor=${sub}&amp;lang=${lang}`;
  return (
    `<link rel="manifest" href="/manifest.webmanifest${query}"/>` +
    `<link rel="apple-touch-icon" href="/pwa/icon-192.png${query}"/>` +
    '<meta name="mobile-web-app-capable" content="yes"/>'
  );
}

/** The page with those tags before `</head>` (left as it is when there is no head or no tenant). */
export function withPwaHead(html: string, context: Pick<EntryContext, 'staticHandlerContext'>): string {
  const tags = pwaHeadTags(context.staticHandlerContext.loaderData?.root as RootFacts | undefined);
  const end = html.indexOf('</head>');
  return tags && end >= 0 ? html.slice(0, end) + tags + html.slice(end) : html;
}
