import type { Address, TablePlace } from '@dastarkhan/domain';
import { cookingLeadMinutes, serviceTypeEnabled } from '@dastarkhan/domain/client';
import { useEffect, useMemo } from 'react';
import type { Session } from '../../app/session/session-store';
import { useTenant } from '../../app/startup/tenant-context';
import { useNow } from '../../lib/use-now';
import { getChosenAddress } from '../addresses/index';
import { basketTotals } from '../basket/index';
import { usePaymentMethods } from '../payments/index';
import { branchChoices, pickBranch } from './branch-choices';
import { CHECKOUT_SERVICES, type DoorDetails, EMPTY_DETAILS } from './checkout-draft';
import { useCheckoutDraft } from './checkout-store';
import { type CheckoutAddress, orderPricing } from './order-request';
import { orderInstant, scheduleFor, settleSlot } from './order-timing';
import { useCashbackBalance } from './use-cashback-balance';
import type { CheckoutProducts } from './use-checkout-products';
import { useDeliveryTariff } from './use-delivery-tariff';
import { useSavedAddress } from './use-saved-address';
import { checkoutPending, checkoutProblems } from './validate-checkout';

function detailsOf(address: Address): DoorDetails {
  return {
    ...EMPTY_DETAILS,
    type: address.type,
    office: address.details.office ?? '',
    entrance: address.details.entrance ?? '',
    floor: address.details.floor ?? '',
    domophone: address.details.domophone ?? '',
    comment: address.details.comment ?? '',
    description: address.description ?? '',
  };
}

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

  const services = CHECKOUT_SERVICES.filter((s) => serviceTypeEnabled(s, settings));
  const serviceType =
    draft.serviceType && services.includes(draft.serviceType) ? draft.serviceType : (services[0] ?? null);

  // A table's QR code (`/?table=`): dine-in at that table, once per table.
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied when the table changes, not on every edit.
  useEffect(() => {
    if (!table || !settings.dineInActive || draft.tableId === table.tableId) return;
    update({
      serviceType: 'DINE_IN',
      branchId: table.branchId,
      hallId: table.hallId,
      tableId: table.tableId,
    });
  }, [table?.tableId]);

  // The delivery address: a saved one (chosen on /choose-address) or a point from /address/delivery.
  const chosen = useMemo(() => getChosenAddress(merchant.id), [merchant.id]);
  const source = draft.addressSource ?? (chosen ? 'SAVED' : draft.mapAddress ? 'MAP' : null);
  const saved = useSavedAddress(source !== 'MAP' || !draft.mapAddress ? (chosen?.id ?? null) : null);
  const savedAddress: CheckoutAddress | null = chosen
    ? {
        source: 'SAVED',
        savedId: chosen.id,
        name: chosen.name,
        streetName: saved?.streetName ?? null,
        houseNumber: saved?.houseNumber ?? null,
        latitude: chosen.latitude,
        longitude: chosen.longitude,
        cityId: saved?.cityId ?? null,
        details: draft.details,
      }
    : null;
  const mapAddress: CheckoutAddress | null = draft.mapAddress
    ? {
        source: 'MAP',
        savedId: null,
        ...draft.mapAddress,
        streetName: null,
        houseNumber: null,
        cityId: null,
        details: draft.details,
      }
    : null;
  // The way used last wins; the other one stands in when it has nothing (a trip to choose and back).
  const address = source === 'MAP' ? (mapAddress ?? savedAddress) : (savedAddress ?? mapAddress);
  // A saved address brings its door details, once: what the customer types afterwards stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when another saved address arrives.
  useEffect(() => {
    if (saved && draft.detailsFor !== `saved:${saved.id}`)
      update({ details: detailsOf(saved), detailsFor: `saved:${saved.id}` });
  }, [saved?.id]);

  // The branch: common to the basket's products, offering the service, open at the order's time.
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

  // When: now, or a slot of the branch's hours after the cooking lead time.
  const lead = cookingLeadMinutes(products);
  const schedule = useMemo(
    () => (branch && serviceType ? scheduleFor(branch, serviceType, now, lead) : []),
    [branch, serviceType, now, lead],
  );
  const slot = draft.later ? settleSlot(schedule, draft.day, draft.time) : { day: null, time: null };
  const instant = orderInstant(draft.later, slot.day, slot.time, now);

  // How much: the delivery price from the tariff, then the totals of spec §9.
  const net = basketTotals(basket.lines).net;
  const tariff = useDeliveryTariff(
    delivery && address && branch && address.name.trim()
      ? {
          branch: {
            id: branch.id,
            cityId: branch.cityId,
            latitude: branch.latitude,
            longitude: branch.longitude,
          },
          point: { name: address.name, latitude: address.latitude, longitude: address.longitude },
          productPrice: net,
        }
      : null,
  );
  const cashback = useCashbackBalance(settings.cashbackActive, session.user.cashback);
  // What this channel takes, from the server (issue 6); nothing is offered until it has answered.
  const offeredTypes = usePaymentMethods();
  const paymentTypes = offeredTypes ?? [];
  const paymentType =
    draft.paymentType && paymentTypes.includes(draft.paymentType)
      ? draft.paymentType
      : (paymentTypes[0] ?? null);
  const pricing = orderPricing({
    lines: basket.lines,
    serviceType: serviceType ?? 'PICK_UP',
    deliveryPrice: tariff.price ?? 0,
    promo: settings.promoActive ? draft.promo : null,
    cashback:
      settings.cashbackActive && draft.cashback > 0
        ? { requested: draft.cashback, balance: cashback.balance ?? 0 }
        : null,
    now: instant ?? now,
  });

  const facts = {
    serviceType,
    undeliverable: products.some((p) => !p.deliveryEnabled),
    hasAddress: address !== null && address.name.trim() !== '',
    tariff: { status: tariff.status, price: tariff.price, errorCode: tariff.error?.code ?? null },
    branch: branchResult
      ? branchResult.ok
        ? { ok: true as const, open: choice?.open ?? false }
        : branchResult
      : null,
    later: draft.later,
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
