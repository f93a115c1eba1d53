import { pickText } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { loadCatalogue } from '../menu/load-menu.server';
import type { FreshProduct } from './fresh-lines';

/** Today's data of the basket's products (only those asked for), in the page's language. */
export async function loadFreshProducts(
  request: Request,
  context: AppLoadContext,
  ids: readonly number[],
): Promise<FreshProduct[]> {
  const { menu, lang } = await loadCatalogue(request, context);
  const wanted = new Set(ids);
  const withoutCart = new Set(menu.categories.filter((c) => c.isWithoutCart).map((c) => c.id));
  return menu.products
    .filter((product) => wanted.has(product.id) && product.active && !withoutCart.has(product.categoryId))
    .map((product) => ({
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
    }));
}
