import type { OrderItemModificationRow } from '@dastarkhan/db';
import {
  isDeliveryService,
  type Language,
  type OrderRequest,
  pickText,
  servicePrice,
  stopCounts,
  validateOptionSelection,
} from '@dastarkhan/domain';
import { AppError } from '../../../http/app-error.js';
import type { FactBranch, FactProduct, OrderFacts } from '../order-facts.js';
import type { PricedItem } from './priced-order.js';

/** The product's name for messages: the order's own language is not known here, so Uzbek. */
const named = (product: FactProduct, lang: Language = 'uz') => pickText(product.name, lang);

/**
 * The order's lines: every product sold at the branch and not on its stop-list at `now`, at
 * today's price, with a valid choice of options (none stop-listed) and within its stock. Line
 * totals are filled in once the order is priced.
 */
export function priceLines(
  request: OrderRequest,
  facts: OrderFacts,
  branch: FactBranch,
  now: Date,
): PricedItem[] {
  const serviceType = request.serviceType;
  const live = facts.stops.filter((s) => stopCounts(s.until, now));
  const stoppedProducts = new Set(live.map((s) => s.productId));
  const stoppedOptions = new Set(live.map((s) => s.modificationId));
  const items: PricedItem[] = [];
  const countPerProduct = new Map<number, number>();
  for (const [index, line] of request.cartItems.entries()) {
    const field = `cartItems.${index}`;
    const product = facts.products.get(line.product.id);
    if (!product)
      throw new AppError(404, 'PRODUCT_NOT_FOUND', { id: line.product.id }, `${field}.product.id`);
    // A branch's own price replaces costPrice there; Yandex Eats / Express 24 keep their own.
    const unitPrice = servicePrice(
      product.branchPrice === null ? product : { ...product, costPrice: product.branchPrice },
      serviceType,
    );
    const sold =
      product.active &&
      !product.archived &&
      product.shown &&
      unitPrice !== null &&
      product.branchIds.includes(branch.id) &&
      !stoppedProducts.has(product.id) &&
      (!isDeliveryService(serviceType) || product.deliveryEnabled);
    if (!sold || unitPrice === null)
      throw new AppError(422, 'PRODUCT_NOT_AVAILABLE', { name: named(product) }, `${field}.product.id`);
    if (line.product.costPrice !== unitPrice || line.product.discount !== product.discount)
      throw new AppError(422, 'PRODUCT_OVERPRICED', { name: named(product) }, `${field}.product.costPrice`);

    const problem = validateOptionSelection(product.groups, line.modifications)[0];
    if (problem?.code === 'UNKNOWN_OPTION')
      throw new AppError(422, 'PRODUCT_NOT_AVAILABLE', { name: named(product) }, `${field}.modifications`);
    if (problem?.code === 'OPTIONS_BELOW_MIN')
      throw new AppError(422, 'OPTIONS_BELOW_MIN', { min: problem.min }, `${field}.modifications`);
    if (problem?.code === 'OPTIONS_ABOVE_MAX')
      throw new AppError(422, 'OPTIONS_ABOVE_MAX', { max: problem.max }, `${field}.modifications`);

    const modifications: OrderItemModificationRow[] = [];
    for (const chosen of line.modifications) {
      const option = product.groups.flatMap((g) => g.modifications).find((m) => m.id === chosen.id);
      if (!option)
        throw new AppError(422, 'PRODUCT_NOT_AVAILABLE', { name: named(product) }, `${field}.modifications`);
      if (stoppedOptions.has(option.id))
        throw new AppError(
          422,
          'OPTION_NOT_AVAILABLE',
          { name: pickText(option.name, 'uz') },
          `${field}.modifications`,
        );
      if (chosen.price !== option.price)
        throw new AppError(422, 'PRODUCT_OVERPRICED', { name: named(product) }, `${field}.modifications`);
      modifications.push({
        id: option.id,
        groupId: option.groupId,
        name: option.name,
        price: option.price,
        count: chosen.count,
      });
    }

    const total = (countPerProduct.get(product.id) ?? 0) + line.product.count;
    countPerProduct.set(product.id, total);
    if (product.maxCount !== null && total > product.maxCount)
      throw new AppError(422, 'NOT_ENOUGH_STOCK', { max: product.maxCount }, `${field}.product.count`);

    items.push({
      productId: product.id,
      name: product.name,
      costPrice: unitPrice,
      discount: product.discount,
      count: line.product.count,
      modifications,
      lineTotal: 0,
      lineDiscount: 0,
      mxicCode: product.mxicCode,
    });
  }
  return items;
}
