import type { FavouriteItem } from '@dastarkhan/domain';
import { lineDiscount } from '@dastarkhan/domain/client';

/** The price a customer pays for one portion (spec §9: the product's own discount). */
export function favouritePrice(product: FavouriteItem['product']): number {
  return product.costPrice - lineDiscount({ product: { ...product, count: 1 }, modifications: [] });
}
