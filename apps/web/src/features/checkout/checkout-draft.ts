import type { AddressType, PaymentType, Promo } from '@dastarkhan/domain';

/** The service types this storefront's checkout offers (Yandex Eats and Express 24 are other apps). */
export type CheckoutService = 'DELIVERY' | 'PICK_UP' | 'DINE_IN';
export const CHECKOUT_SERVICES: readonly CheckoutService[] = ['DELIVERY', 'PICK_UP', 'DINE_IN'];

/** A point chosen on /address/delivery, with the line the customer typed for it. */
export interface MapAddress {
  name: string;
  latitude: number;
  longitude: number;
}

/** What the courier needs at the door (spec §3 address details), as typed. */
export interface DoorDetails {
  type: AddressType;
  office: string;
  entrance: string;
  floor: string;
  domophone: string;
  comment: string;
  description: string;
}

export type AppliedPromo = Pick<
  Promo,
  | 'id'
  | 'code'
  | 'discountType'
  | 'productDiscount'
  | 'deliveryDiscount'
  | 'minPrice'
  | 'startDate'
  | 'endDate'
  | 'isActive'
>;

/**
 * Everything the customer has chosen at checkout. Kept in this browser per tenant, so a trip to
 * /choose-address or the map screens and back loses nothing; spec §4 says which parts go after
 * an order (`afterOrder`).
 */
export interface CheckoutDraft {
  serviceType: CheckoutService | null;
  /** Which of the two ways of giving an address was used last. */
  addressSource: 'SAVED' | 'MAP' | null;
  mapAddress: MapAddress | null;
  details: DoorDetails;
  /** The address the details were filled for ('saved:12', 'map'), so a saved one fills them once. */
  detailsFor: string | null;
  branchId: number | null;
  hallId: number | null;
  tableId: number | null;
  later: boolean;
  day: string | null;
  time: string | null;
  paymentType: PaymentType | null;
  promo: AppliedPromo | null;
  /** So'm of cashback the customer asked to spend (pricing caps it). */
  cashback: number;
  comment: string;
  courierComment: string;
  sendCheque: boolean;
  sendChequePhone: string;
}

export const EMPTY_DETAILS: DoorDetails = {
  type: 'HOUSE',
  office: '',
  entrance: '',
  floor: '',
  domophone: '',
  comment: '',
  description: '',
};

export const EMPTY_DRAFT: CheckoutDraft = {
  serviceType: null,
  addressSource: null,
  mapAddress: null,
  details: EMPTY_DETAILS,
  detailsFor: null,
  branchId: null,
  hallId: null,
  tableId: null,
  later: false,
  day: null,
  time: null,
  paymentType: null,
  promo: null,
  cashback: 0,
  comment: '',
  courierComment: '',
  sendCheque: false,
  sendChequePhone: '',
};

/**
 * Spec §4 "after a successful order submission": comment, promo, cashback, courier comment,
 * address details are reset (the basket and the delivery price are reset by their owners). The
 * time goes too: a slot that has been ordered for is no choice for the next order.
 */
export function afterOrder(draft: CheckoutDraft): CheckoutDraft {
  return {
    ...draft,
    details: EMPTY_DETAILS,
    detailsFor: null,
    promo: null,
    cashback: 0,
    comment: '',
    courierComment: '',
    later: false,
    day: null,
    time: null,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const id = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A stored draft read back defensively: whatever is missing or malformed takes its empty value. */
export function parseDraft(raw: string | null): CheckoutDraft {
  let v: unknown;
  try {
    v = raw ? JSON.parse(raw) : null;
  } catch {
    return EMPTY_DRAFT;
  }
  if (!isObject(v)) return EMPTY_DRAFT;
  const details = isObject(v.details) ? v.details : {};
  const map = v.mapAddress;
  const promo = v.promo;
  return {
    serviceType: CHECKOUT_SERVICES.includes(v.serviceType as CheckoutService)
      ? (v.serviceType as CheckoutService)
      : null,
    addressSource: v.addressSource === 'SAVED' || v.addressSource === 'MAP' ? v.addressSource : null,
    mapAddress:
      isObject(map) &&
      typeof map.name === 'string' &&
      Number.isFinite(map.latitude) &&
      Number.isFinite(map.longitude)
        ? { name: map.name, latitude: map.latitude as number, longitude: map.longitude as number }
        : null,
    details: {
      type: details.type === 'APARTMENT' ? 'APARTMENT' : 'HOUSE',
      office: text(details.office),
      entrance: text(details.entrance),
      floor: text(details.floor),
      domophone: text(details.domophone),
      comment: text(details.comment),
      description: text(details.description),
    },
    detailsFor: textOrNull(v.detailsFor),
    branchId: id(v.branchId),
    hallId: id(v.hallId),
    tableId: id(v.tableId),
    later: v.later === true,
    day: textOrNull(v.day),
    time: textOrNull(v.time),
    paymentType: textOrNull(v.paymentType) as PaymentType | null,
    promo:
      isObject(promo) && id(promo.id) && typeof promo.code === 'string'
        ? (promo as unknown as AppliedPromo)
        : null,
    cashback: Number.isSafeInteger(v.cashback) && (v.cashback as number) > 0 ? (v.cashback as number) : 0,
    comment: text(v.comment),
    courierComment: text(v.courierComment),
    sendCheque: v.sendCheque === true,
    sendChequePhone: text(v.sendChequePhone),
  };
}
