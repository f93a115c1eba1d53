import { buildMenu, findCategories, pickText } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { loadCatalogue } from '../../app/catalogue/load-catalogue.server';
import { toCard } from '../menu/index';
import { productSearchFor } from './product-search-cache.server';
import type { SearchResult } from './search-result';

/** Enough for any real query; a one-letter query on a 500-product menu stays a light page. */
export const MAX_RESULTS = 60;
/** Longer input is cut: no product name is this long, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 100;

/**
 * Searches the tenant's menu as the visitor sees it (spec §4: only products of the nearest
 * branch, in the menu's order): names, composition and description in all three languages,
 * whatever the page's language (README: how words match and rank). The categories whose name
 * matches come beside them (`matchedCategories`): "напитки" leads to the drinks.
 */
export async function searchCatalogue(request: Request, context: AppLoadContext, rawQuery: string) {
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  const { menu, baseMenu, grades, branchId, lang } = await loadCatalogue(request, context);
  const built = buildMenu({ ...menu, grades, nearestBranchId: branchId });
  const categories = built.categories.map((category) => ({
    id: category.id,
    name: pickText(category.name, lang),
  }));
  const none: SearchResult[] = [];
  if (query === '')
    return { query, results: none, total: 0, categories, matchedCategories: [], categoryResults: none };

  const withoutCart = new Set(built.categories.filter((c) => c.isWithoutCart).map((c) => c.id));
  const toResult = (product: (typeof built.products)[number]): SearchResult => ({
    ...toCard(product, lang),
    withoutCart: withoutCart.has(product.categoryId),
  });
  const found = productSearchFor(baseMenu.products).find(query, built.products);
  const matched = findCategories(built.categories, query);
  const matchedCategories = matched.map((category) => ({
    id: category.id,
    name: pickText(category.name, lang),
  }));
  // No dish is called what was typed, but a category is ("desserts"): its dishes, in menu order.
  const inMatched = new Set(matched.map((category) => category.id));
  const categoryResults =
    found.length === 0
      ? built.products.filter((product) => inMatched.has(product.categoryId)).slice(0, MAX_RESULTS)
      : [];
  return {
    query,
    results: found.slice(0, MAX_RESULTS).map(toResult),
    total: found.length,
    categories,
    matchedCategories,
    categoryResults: categoryResults.map(toResult),
  };
}
