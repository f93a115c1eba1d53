import type { FreshProduct } from '../basket/index';

/** A basket product as checkout needs it: the basket's fresh data plus where and how it is sold. */
export interface CheckoutProduct extends FreshProduct {
  productBranch: { branch: { id: number; isActive: boolean } }[];
  timeCookingMax: number | null;
  deliveryEnabled: boolean;
}
