import { useMemo } from 'react';
import type { Tenant } from '../../app/startup/tenant-context';
import { branchAndTime } from './branch-and-time';
import type { CheckoutDraft, CheckoutService } from './checkout-draft';
import type { CheckoutAddress } from './order-request';
import type { CheckoutProducts } from './use-checkout-products';

/** Where from and when (`branch-and-time.ts`), once the basket's products are known. */
export function useBranchAndTime({
  branches,
  basket,
  serviceType,
  address,
  draft,
  now,
}: {
  branches: Tenant['branches'];
  basket: CheckoutProducts;
  serviceType: CheckoutService | null;
  address: CheckoutAddress | null;
  draft: CheckoutDraft;
  now: Date;
}) {
  const products = basket.products;
  const ready = basket.status === 'ready';
  const latitude = serviceType === 'DELIVERY' ? (address?.latitude ?? null) : null;
  const longitude = serviceType === 'DELIVERY' ? (address?.longitude ?? null) : null;
  const { branchId, later, day, time } = draft;
  return useMemo(
    () =>
      branchAndTime({
        branches,
        products,
        serviceType: ready ? serviceType : null,
        point: latitude !== null && longitude !== null ? { latitude, longitude } : null,
        draft: { branchId, later, day, time },
        now,
      }),
    [branches, products, ready, serviceType, latitude, longitude, branchId, later, day, time, now],
  );
}
