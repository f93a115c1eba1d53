/**
 * The page CSP: scripts only from us (plus the maps and Telegram scripts the storefront may load)
 * and inline scripts only with this response's nonce (React Router's hydration data).
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://telegram.org https://api-maps.yandex.ru`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.yandex.ru https://*.yandex.net",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self' https://web.telegram.org",
  ].join('; ');
}
