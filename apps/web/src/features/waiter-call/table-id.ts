// The table of a dine-in visit: `/?table=ID` from the QR code, or the session cookie the menu's
// loader set from it (features/checkout/table-link.server.ts writes it; read here, in the browser).
const TABLE_COOKIE = 'table';

function positiveId(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The table id of the URL's `?table=` or of the `table` cookie; null when neither names one. */
export function tableIdFrom(search: string, cookie: string): number | null {
  const fromUrl = positiveId(new URLSearchParams(search).get('table'));
  if (fromUrl) return fromUrl;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TABLE_COOKIE) return positiveId(decodeURIComponent(rest.join('=')));
  }
  return null;
}
