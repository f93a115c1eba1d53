import {
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_PATH,
  LOCALE_COOKIE_SAME_SITE,
  MERCHANT_COOKIE,
} from '@dastarkhan/domain/client';

export const COOKIE = {
  merchant: MERCHANT_COOKIE,
  lang: 'lang',
  city: 'city',
  branch: 'branch',
  /** 'TG' while the page runs inside the Telegram web-app (session cookie). */
  channel: 'channel',
} as const;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    try {
      out[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed cookie is ignored rather than breaking the page.
    }
  }
  return out;
}

/** Spec §9: a year, whole site, SameSite=Lax — the language cookie; the others follow it. */
export function serializeCookie(name: string, value: string, maxAgeSeconds = LOCALE_COOKIE_MAX_AGE_SECONDS) {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${LOCALE_COOKIE_PATH}; SameSite=${LOCALE_COOKIE_SAME_SITE}`;
}

/** The browser-side twin of serializeCookie. */
export function setBrowserCookie(name: string, value: string) {
  // Over HTTPS, Secure as the server marks its own (issue 20).
  // biome-ignore lint/suspicious/noDocumentCookie: plain cookies are what the server reads on the first render.
  document.cookie = `${serializeCookie(name, value)}${location.protocol === 'https:' ? '; Secure' : ''}`;
}
