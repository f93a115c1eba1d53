import type { CardProduct } from '../menu/index';

/** A found product as its card shows it. */
export interface SearchResult extends CardProduct {
  /** Its category is "without cart" (spec §3 isWithoutCart): no basket buttons on the card. */
  withoutCart: boolean;
}
