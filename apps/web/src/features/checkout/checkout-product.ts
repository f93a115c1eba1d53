import type { FreshProduct } from '../basket/index';

/** A basket product as checkout needs it: the basket's fresh data plus where and how it is sold. */
export interface CheckoutProduct extends FreshProduct {
  /** Where it is sold, and at what price there (a branch may have its own, issue 17). */
  productBranch: { branch: { id: number; isActive: boolean }; price: number }[];
  timeCookingMax: number | null;
  deliveryEnabled: boolean;
}
