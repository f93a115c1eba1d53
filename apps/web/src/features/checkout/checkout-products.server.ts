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
  const { products, lang, basePrices } = await basketProducts(request, context, ids);
  return products.map((product) => ({
    ...freshProduct(product, lang),
    productBranch: product.productBranch.map(({ branch, price }) => ({
      branch: { id: branch.id, isActive: branch.isActive },
      // What that branch charges (issue 17): the order's branch decides the basket's prices.
      price: price ?? basePrices.get(product.id) ?? product.costPrice,
    })),
    timeCookingMax: product.timeCookingMax,
    deliveryEnabled: product.deliveryEnabled,
  }));
}
