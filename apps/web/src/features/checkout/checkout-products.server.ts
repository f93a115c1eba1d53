import type { AppLoadContext } from 'react-router';
import { basketProducts, freshProduct } from '../basket/index.server';
import type { CheckoutProduct } from './checkout-product';

export { parseIds } from '../basket/index.server';

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
  const { products, lang } = await basketProducts(request, context, ids);
  return products.map((product) => ({
    ...freshProduct(product, lang),
    productBranch: product.productBranch.map(({ branch }) => ({
      branch: { id: branch.id, isActive: branch.isActive },
    })),
    timeCookingMax: product.timeCookingMax,
    deliveryEnabled: product.deliveryEnabled,
  }));
}
