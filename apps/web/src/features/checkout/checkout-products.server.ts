import { pickText } from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { loadCatalogue } from '../menu/load-menu.server';
import type { CheckoutProduct } from './checkout-product';

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

/**
 * Today's facts of the basket's products for checkout: the basket's fresh names and prices, and
 * where each is sold (spec §5 common branches), how long it cooks (the lead time of a later
 * order) and whether it may be delivered.
 */
export async function loadCheckoutProducts(
  request: Request,
  context: AppLoadContext,
  ids: readonly number[],
): Promise<CheckoutProduct[]> {
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
      productBranch: product.productBranch.map(({ branch }) => ({
        branch: { id: branch.id, isActive: branch.isActive },
      })),
      timeCookingMax: product.timeCookingMax,
      deliveryEnabled: product.deliveryEnabled,
    }));
}
