import type { TablePlace } from '@dastarkhan/domain';
import { useEffect, useMemo } from 'react';
import type { Session } from '../../app/session/session-store';
import { useTenant } from '../../app/startup/tenant-context';
import { useNow } from '../../lib/use-now';
import { useCheckoutDraft } from './checkout-store';
import { useBranchAndTime } from './use-branch-and-time';
import { useCheckoutAddress } from './use-checkout-address';
import { useCheckoutMoney } from './use-checkout-money';
import type { CheckoutProducts } from './use-checkout-products';
import { useServiceType } from './use-service-type';
import { type CheckoutFacts, checkoutPending, checkoutProblems } from './validate-checkout';

/**
 * Everything checkout shows, derived from the basket, the draft, the tenant and the clock:
 * service types, the address, the branch, the slots, the delivery price, the totals and what
 * still stops the order. The screen renders it; the order builder turns it into a request.
 */
export function useCheckout({
  basket,
  session,
  table,
}: {
  basket: CheckoutProducts;
  session: Session;
  table: TablePlace | null;
}) {
  const { settings, branches, merchant } = useTenant();
  const { draft, update, store } = useCheckoutDraft(merchant.id);
  // The form renders in the browser only: its clock starts from the browser's, ticking each minute.
  const nowMs = useNow(Date.now());
  const now = useMemo(() => new Date(nowMs), [nowMs]);

  const { services, serviceType } = useServiceType(draft, update, table);
  const address = useCheckoutAddress(merchant.id, draft, update);
  const { branchResult, choices, choice, branch, schedule, slot, instant, later, asapPossible } =
    useBranchAndTime({
      branches,
      basket,
      serviceType,
      address,
      draft,
      now,
    });
  const { setPricingBranch } = basket;
  const branchId = branch?.id ?? null;
  useEffect(() => setPricingBranch(branchId), [setPricingBranch, branchId]);
  const { tariff, cashback, offeredTypes, paymentTypes, paymentType, pricing } = useCheckoutMoney({
    settings,
    session,
    basket,
    draft,
    serviceType,
    address,
    branch,
    at: instant ?? now,
  });

  // What still stops the order, from the facts above.
  const facts: CheckoutFacts = {
    serviceType,
    undeliverable: basket.products.some((p) => !p.deliveryEnabled),
    hasAddress: address !== null && address.name.trim() !== '',
    tariff: { status: tariff.status, price: tariff.price, errorCode: tariff.error?.code ?? null },
    branch: branchResult
      ? branchResult.ok
        ? { ok: true as const, open: choice?.open ?? false }
        : branchResult
      : null,
    later,
    slot,
    tableId: draft.tableId,
    paymentType,
    paymentTypes,
    sendCheque: draft.sendCheque,
    chequePhoneDigits: draft.sendChequePhone,
  };

  return {
    settings,
    basket,
    draft,
    update,
    store,
    now,
    services,
    serviceType,
    address,
    branch,
    choice,
    choices,
    schedule,
    slot,
    instant,
    later,
    asapPossible,
    tariff,
    cashback,
    paymentTypes,
    paymentType,
    pricing,
    problems: offeredTypes ? checkoutProblems(facts) : { ...checkoutProblems(facts), payment: undefined },
    pending: checkoutPending(facts) || !offeredTypes,
    paymentTypesLoading: !offeredTypes,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
