import type { ServiceType } from '../enums/service-type.js';

// Which branches can take an order (spec §5: "the branch is chosen from the branches common to
// all cart products"), shared by the checkout screen and the server's re-validation.

export interface BranchAvailability {
  branch: { id: number; isActive: boolean };
}

/** Ids of branches where every product of the basket is sold and active. */
export function commonBranchIds(
  products: ReadonlyArray<{ productBranch: readonly BranchAvailability[] }>,
): number[] {
  let common: number[] | null = null;
  for (const product of products) {
    const here = new Set(product.productBranch.filter((pb) => pb.branch.isActive).map((pb) => pb.branch.id));
    common = common === null ? [...here] : common.filter((id) => here.has(id));
  }
  return (common ?? []).sort((a, b) => a - b);
}

export interface ServiceSwitches {
  deliveryActive: boolean;
  pickupActive: boolean;
  dineInActive: boolean;
}

export interface BranchServiceFlags {
  deliveryEnabled: boolean;
  pickupEnabled: boolean;
  dineinEnabled: boolean;
  yandexEnabled: boolean;
  expressEnabled: boolean;
}

/** Whether the tenant's switches allow the service type at all. */
export function serviceTypeEnabled(serviceType: ServiceType, switches: ServiceSwitches): boolean {
  switch (serviceType) {
    case 'DELIVERY':
    case 'YANDEX_EATS':
    case 'EXPRESS_24':
      return switches.deliveryActive;
    case 'PICK_UP':
      return switches.pickupActive;
    case 'DINE_IN':
      return switches.dineInActive;
  }
}

/** Whether a branch offers the service type (its settings flags, spec §3). */
export function branchOffers(serviceType: ServiceType, settings: BranchServiceFlags): boolean {
  switch (serviceType) {
    case 'DELIVERY':
      return settings.deliveryEnabled;
    case 'PICK_UP':
      return settings.pickupEnabled;
    case 'DINE_IN':
      return settings.dineinEnabled;
    case 'YANDEX_EATS':
      return settings.yandexEnabled;
    case 'EXPRESS_24':
      return settings.expressEnabled;
  }
}

export interface ServicePricedProduct {
  costPrice: number;
  eatsPrice?: number | null;
  enabledEats?: boolean;
  expressPrice?: number | null;
  enabledExpress?: boolean;
}

/**
 * The unit price of a product for a service type: Yandex Eats and Express 24 sell at their own
 * prices (spec §3 eatsPrice/expressPrice) and only products enabled for them; null = not sold.
 */
export function servicePrice(product: ServicePricedProduct, serviceType: ServiceType): number | null {
  if (serviceType === 'YANDEX_EATS')
    return product.enabledEats ? (product.eatsPrice ?? product.costPrice) : null;
  if (serviceType === 'EXPRESS_24')
    return product.enabledExpress ? (product.expressPrice ?? product.costPrice) : null;
  return product.costPrice;
}
