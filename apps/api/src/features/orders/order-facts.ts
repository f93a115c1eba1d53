import type { Holiday, MerchantSettings, OpeningHours, TariffZone } from '@dastarkhan/domain';

// What checking and pricing an order reads from the database, loaded by load-order-facts.ts.
// Kept as plain data so pricing/price-order.ts is a pure function that tests can feed directly.

export interface FactModification {
  id: number;
  groupId: number;
  name: { uz: string; ru: string; eng: string };
  price: number;
}

export interface FactGroup {
  id: number;
  min: number;
  max: number;
  modifications: FactModification[];
}

export interface FactProduct {
  id: number;
  name: { uz: string; ru: string; eng: string };
  image: string | null;
  active: boolean;
  costPrice: number;
  discount: number;
  deliveryEnabled: boolean;
  eatsPrice: number | null;
  enabledEats: boolean;
  expressPrice: number | null;
  enabledExpress: boolean;
  maxCount: number | null;
  timeCookingMax: number | null;
  mxicCode: string | null;
  groups: FactGroup[];
  /** Branch ids where the product is sold and active. */
  branchIds: number[];
  /** Deleted by staff after it was ordered (issue 17): never sold again. */
  archived: boolean;
  /** Its category, and the category's group, are shown on the storefront (not hidden by staff). */
  shown: boolean;
  /** The order's branch's own price (issue 17); null: costPrice. */
  branchPrice: number | null;
}

export interface FactBranch {
  id: number;
  name: { uz: string; ru: string; eng: string };
  address: string;
  /** The address in each language (decision 051); null: `address` everywhere. */
  addressText: { uz: string; ru: string; eng: string } | null;
  phone: string | null;
  cityId: number;
  isActive: boolean;
  latitude: number;
  longitude: number;
  deliveryPrice: number;
  deliveryStart: string;
  deliveryEnd: string;
  workHours: OpeningHours[];
  /** Dates closed or with other hours (issue 17). */
  holidays: Holiday[] | null;
  settings: {
    deliveryEnabled: boolean;
    pickupEnabled: boolean;
    dineinEnabled: boolean;
    yandexEnabled: boolean;
    expressEnabled: boolean;
  };
  /** A console pause (decision 021); it holds only while `until` is ahead of the order's time. */
  pause: { until: string; reason: string | null; serviceTypes: string[] | null } | null;
}

/** A stop-list entry of the order's branch (decision 021); it counts while `until` is ahead. */
export interface FactStop {
  productId: number | null;
  modificationId: number | null;
  until: string | null;
}

export interface FactPromo {
  id: number;
  code: string;
  discountType: 'AMOUNT' | 'PERCENTAGE';
  productDiscount: number;
  deliveryDiscount: number;
  minPrice: number;
  startDate: string;
  endDate: string;
  isActive: boolean;
  /** Use limits (decision 026); null: no limit. Enforced under the promo's row lock (insert-order.ts). */
  usesTotal: number | null;
  usesPerCustomer: number | null;
}

export interface OrderFacts {
  settings: MerchantSettings;
  branch: FactBranch | null;
  products: Map<number, FactProduct>;
  zones: TariffZone[];
  /** The promo named by the request's code, when there is one. */
  promo: FactPromo | null;
  /** The table named by a dine-in request, when it belongs to the merchant. */
  table: { id: number; hallId: number; branchId: number } | null;
  cashbackBalance: number;
  /** The branch's stop-list entries (ended ones included: pricing judges them by its clock). */
  stops: FactStop[];
}
