import { loadCatalogue } from '../app/catalogue/load-catalogue.server';
import { menuView } from '../features/menu/index';
import type { Route } from './+types/menu-cards';

/**
 * The whole menu in card view, fetched by the home page after hydration (decision 046): the first
 * HTML of a big menu carries only its first screen. Same tenant, language and branch as the page
 * (cookies, or the page's own query passed along).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { menu, grades, branchId, lang } = await loadCatalogue(request, context);
  return Response.json(
    { groups: menuView(menu, grades, branchId, lang) },
    { headers: { 'cache-control': 'private, no-cache', vary: 'Cookie, Host' } },
  );
}
