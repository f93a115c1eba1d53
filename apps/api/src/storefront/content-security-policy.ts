/**
 * The page CSP: scripts only from us (plus the maps and Telegram scripts the storefront may load)
 * and inline scripts only with this response's nonce (React Router's hydration data).
 */
export function pageContentSecurityPolicy(nonce: string, mapTileUrl = ''): string {
  return policy(`'nonce-${nonce}'`, mapTileUrl);
}

/**
 * The CSP of a page served from the page cache (decision 044): the same bytes go to many
 * visitors, so no nonce (one shared by all would be no nonce at all) — each inline script of the
 * stored page is allowed by its sha256 instead, and no other inline script runs.
 */
export function cachedPageContentSecurityPolicy(scriptHashes: readonly string[], mapTileUrl = ''): string {
  // 'none'-like when a page has no inline script: a hash of nothing matches no script.
  const inline = scriptHashes.length > 0 ? scriptHashes.map((hash) => `'${hash}'`).join(' ') : "'sha256-'";
  return policy(inline, mapTileUrl);
}

function policy(inlineScripts: string, mapTileUrl: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts} https://telegram.org https://api-maps.yandex.ru`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${tileImageSource(mapTileUrl)}`,
    "font-src 'self' data:",
    "connect-src 'self' https://*.yandex.ru https://*.yandex.net",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self' https://web.telegram.org",
  ].join('; ');
}

/**
 * Any https image source is allowed already; a self-hosted tile server on plain http (an office
 * network, a staging box) must be named, or every tile would be blocked. `{s}` subdomains become
 * a wildcard.
 */
export function tileImageSource(mapTileUrl: string): string {
  const origin = /^http:\/\/[^/?#]+/i.exec(mapTileUrl.trim())?.[0];
  return origin ? ` ${origin.replace(/\{[a-z]+\}\./gi, '*.')}` : '';
}
