import { menuAtBranch, type OverallMenu, type ProductGrade } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { COOKIE, parseCookies } from '../../lib/cookies';
import { serverApi } from '../../lib/load-context';
import { startupFor } from '../startup/load-startup.server';
import { createMenuByEtag } from './menu-by-etag.server';

const menuOf = createMenuByEtag();

/** The parsed menu as each branch sells it (its own prices, issue 17), made once per menu and branch. */
const branchMenus = new WeakMap<OverallMenu, Map<number, OverallMenu>>();

function pricedFor(menu: OverallMenu, branchId: number | null): OverallMenu {
  if (branchId === null) return menu;
  let byBranch = branchMenus.get(menu);
  if (!byBranch) {
    byBranch = new Map();
    branchMenus.set(menu, byBranch);
  }
  let priced = byBranch.get(branchId);
  if (!priced) {
    priced = menuAtBranch(menu, branchId);
    byBranch.set(branchId, priced);
  }
  return priced;
}

/**
 * The tenant's catalogue and grades through the API (spec §7: the menu fetch throws on error),
 * priced for the visitor's branch.
 */
export async function loadCatalogue(request: Request, context: AppLoadContext) {
  const startup = await startupFor(request, context);
  const merchantId = startup.merchant.id;
  const api = serverApi(context, merchantId);
  // Spec §7: type TG inside the messaging-app web-bot (the client marks it with a cookie).
  const type = parseCookies(request.headers.get('cookie'))[COOKIE.channel] === 'TG' ? 'TG' : 'WEB';
  const [{ status, menu }, [, grades]] = await Promise.all([
    menuOf(context.fetch, merchantId, type),
    api.get<ProductGrade[]>('/products/v1/grade'),
  ]);
  if (!menu) throw new Response(null, { status: status === 404 ? 404 : 503 });
  // Prices are the visitor's branch's (decision 024); `baseMenu` keeps every product's costPrice.
  return {
    menu: pricedFor(menu, startup.branchId),
    baseMenu: menu,
    grades: grades ?? [],
    branchId: startup.branchId,
    lang: startup.lang,
    startup,
  };
}
