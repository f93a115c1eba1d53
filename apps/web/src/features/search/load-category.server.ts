import type { AppLoadContext } from 'react-router';
import { loadCatalogue } from '../../app/catalogue/load-catalogue.server';
import { menuView } from '../menu/index';

/**
 * `/category?id=…`: one category of the menu as the visitor sees it (nearest-branch filter
 * included), or a 404 for an unknown, empty or malformed id.
 */
export async function loadCategory(request: Request, context: AppLoadContext) {
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  const { menu, grades, branchId, lang } = await loadCatalogue(request, context);
  const category = menuView(menu, grades, branchId, lang)
    .flatMap((group) => group.categories)
    .find((c) => c.id === id);
  if (!category) throw new Response(null, { status: 404 });
  return { category };
}
