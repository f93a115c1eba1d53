import { type Language, type Product, pickText } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { loadCatalogue } from '../../app/catalogue/load-catalogue.server';
import type { FreshProduct } from './fresh-lines';

const MAX_IDS = 100;

/** `?ids=1,2,3` as product ids, at most a basket's worth. */
export function parseIds(value: string | null): number[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ].slice(0, MAX_IDS);
}

/** The basket's product as today's menu sells it, in the page's language. */
export function freshProduct(product: Product, lang: Language): FreshProduct {
  return {
    id: product.id,
    name: pickText(product.name, lang),
    image: product.image,
    price: product.costPrice,
    discount: product.discount,
    maxCount: product.maxCount,
    options: product.modificationGroups.flatMap((group) =>
      group.modifications.map((option) => ({
        id: option.id,
        name: pickText(option.name, lang),
        price: option.price,
      })),
    ),
  };
}

/** Today's menu products among `ids` that can be in a basket (active, in a category with a cart). */
export async function basketProducts(request: Request, context: AppLoadContext, ids: readonly number[]) {
  const { menu, baseMenu, lang } = await loadCatalogue(request, context);
  const wanted = new Set(ids);
  const withoutCart = new Set(menu.categories.filter((c) => c.isWithoutCart).map((c) => c.id));
  const products = menu.products.filter(
    (product) => wanted.has(product.id) && product.active && !withoutCart.has(product.categoryId),
  );
  const basePrices = new Map(
    baseMenu.products.filter((product) => wanted.has(product.id)).map((p) => [p.id, p.costPrice]),
  );
  return { products, lang, basePrices };
}

/** Today's data of the basket's products (only those asked for), in the page's language. */
export async function loadFreshProducts(
  request: Request,
  context: AppLoadContext,
  ids: readonly number[],
): Promise<FreshProduct[]> {
  const { products, lang } = await basketProducts(request, context, ids);
  return products.map((product) => freshProduct(product, lang));
}
