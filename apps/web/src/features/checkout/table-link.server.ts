import type { TablePlace } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { parseCookies } from '../../lib/cookies';
import { serverApi } from '../../lib/load-context';

/**
 * A table's QR code opens `/?table=ID`. The home loader remembers the table in a session cookie
 * (no script on the menu's first load), and checkout reads it to preselect dine-in at that table.
 */
export const TABLE_COOKIE = 'table';

const tableId = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The Set-Cookie for a `?table=` in the URL, or null. A session cookie: the visit, not a year. */
export function tableCookieFor(request: Request): string | null {
  const id = tableId(new URL(request.url).searchParams.get('table'));
  return id ? `${TABLE_COOKIE}=${id}; Path=/; SameSite=Lax` : null;
}

/** The table of `?table=` or of the cookie, as the API knows it; null when none or unknown. */
export async function loadTablePlace(
  request: Request,
  context: AppLoadContext,
  merchantId: number,
): Promise<TablePlace | null> {
  const id =
    tableId(new URL(request.url).searchParams.get('table')) ??
    tableId(parseCookies(request.headers.get('cookie'))[TABLE_COOKIE]);
  if (!id) return null;
  const [error, place] = await serverApi(context, merchantId).get<TablePlace>(`/users/v1/tables/${id}`);
  return error ? null : place;
}
