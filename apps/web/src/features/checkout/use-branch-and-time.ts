import { cookingLeadMinutes } from '@dastarkhan/domain/client';
import { useMemo } from 'react';
import type { Tenant } from '../../app/startup/tenant-context';
import { branchChoices, pickBranch } from './branch-choices';
import type { CheckoutDraft, CheckoutService } from './checkout-draft';
import type { CheckoutAddress } from './order-request';
import { orderInstant, scheduleFor, settleSlot } from './order-timing';
import type { CheckoutProducts } from './use-checkout-products';

/**
 * Where from and when. The branch: common to the basket's products, offering the service, open at
 * the order's time (the nearest to a delivery address). When: now, or a slot of the branch's hours
 * after the cooking lead time.
 */
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
  const delivery = serviceType === 'DELIVERY';
  const point = delivery && address ? { latitude: address.latitude, longitude: address.longitude } : null;
  const branchResult =
    serviceType && basket.status === 'ready'
      ? branchChoices({ branches, products, serviceType, at: draft.later ? null : now, point })
      : null;
  const choices = branchResult?.ok ? branchResult.choices : [];
  const choice = pickBranch(choices, delivery ? null : draft.branchId);
  const branch = choice?.branch ?? null;

  const lead = cookingLeadMinutes(products);
  const schedule = useMemo(
    () => (branch && serviceType ? scheduleFor(branch, serviceType, now, lead) : []),
    [branch, serviceType, now, lead],
  );
  const slot = draft.later ? settleSlot(schedule, draft.day, draft.time) : { day: null, time: null };
  const instant = orderInstant(draft.later, slot.day, slot.time, now);

  return { branchResult, choices, choice, branch, schedule, slot, instant };
}
