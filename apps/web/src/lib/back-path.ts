const ORIGIN = 'https://site.invalid';

/**
 * `?back=` as a path of this site, else the fallback: `//evil.example`, `/\evil.example` and
 * `https://…` would leave the site, so they never count as a way back.
 */
export function safeBackPath(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/')) return fallback;
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
