import type { Language, OrderDetails } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';
import type { BasketLine } from '../basket/index';

/**
 * "Repeat this order" (issue 19): the order's lines as basket lines, with the options chosen then.
 * Names and prices are the order's: the basket page puts today's in their place and drops, naming
 * them, the products and options no longer sold. A line whose option names no group (an order
 * from before groups were kept) cannot be checked by the server and is left out, named.
 */
export function repeatLines(
  order: Pick<OrderDetails, 'cartItems'>,
  lang: Language,
): { lines: Array<Omit<BasketLine, 'key'>>; skipped: string[] } {
  const lines: Array<Omit<BasketLine, 'key'>> = [];
  const skipped: string[] = [];
  for (const { product, modifications } of order.cartItems) {
    const name = product.name ? pickText(product.name, lang) : '';
    if (modifications.some((m) => !m.groupId)) {
      skipped.push(name);
      continue;
    }
    lines.push({
      productId: product.id,
      name,
      image: product.image ?? null,
      costPrice: product.costPrice,
      discount: product.discount,
      count: product.count,
      maxCount: null,
      options: modifications.map((m) => ({
        id: m.id,
        groupId: m.groupId!,
        name: m.name ? pickText(m.name, lang) : '',
        price: m.price,
        count: m.count,
      })),
    });
  }
  return { lines, skipped };
}
