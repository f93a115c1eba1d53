import type { Address } from '@dastarkhan/domain';
import { useEffect, useMemo } from 'react';
import { getChosenAddress } from '../addresses/index';
import { type CheckoutDraft, type DoorDetails, EMPTY_DETAILS } from './checkout-draft';
import type { checkoutStore } from './checkout-store';
import type { CheckoutAddress } from './order-request';
import { useSavedAddress } from './use-saved-address';

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
 * The delivery address: a saved one (chosen on /choose-address) or a point from /address/delivery,
 * with the door details of the draft.
 */
export function useCheckoutAddress(
  merchantId: number,
  draft: CheckoutDraft,
  update: ReturnType<typeof checkoutStore>['update'],
): CheckoutAddress | null {
  const chosen = useMemo(() => getChosenAddress(merchantId), [merchantId]);
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

  // A saved address brings its door details, once: what the customer types afterwards stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when another saved address arrives.
  useEffect(() => {
    if (saved && draft.detailsFor !== `saved:${saved.id}`)
      update({ details: detailsOf(saved), detailsFor: `saved:${saved.id}` });
  }, [saved?.id]);

  // The way used last wins; the other one stands in when it has nothing (a trip to choose and back).
  return source === 'MAP' ? (mapAddress ?? savedAddress) : (savedAddress ?? mapAddress);
}
