import type { Multilingual, Unit } from '@dastarkhan/domain';
import { lineDiscount } from '@dastarkhan/domain/client';

/**
 * One row of `GET /products/v1/favourite/all`. The domain has no schema for this answer (the API
 * declares it next to its route), so its shape is written down once, here, for the browser.
 */
export interface FavouriteItem {
  productId: number;
  createdDate: string;
  product: {
    id: number;
    name: Multilingual;
    image: string | null;
    costPrice: number;
    discount: number;
    unit: Unit;
    measure: number | null;
    active: boolean;
  };
}

/** The price a customer pays for one portion (spec §9: the product's own discount). */
export function favouritePrice(product: FavouriteItem['product']): number {
  return product.costPrice - lineDiscount({ product: { ...product, count: 1 }, modifications: [] });
}
