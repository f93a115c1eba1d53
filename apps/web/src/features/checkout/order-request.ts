import type { OrderPricing, OrderRequestInput, PaymentType, SourcePlatform } from '@dastarkhan/domain';
import { computeOrderPricing, requestTotals } from '@dastarkhan/domain/client';
import type { BasketLine } from '../basket/index';
import type { AppliedPromo, CheckoutService, DoorDetails } from './checkout-draft';

export const CREATE_ORDER_PATH = '/orders/v1/orders';
export const CREATE_LATER_ORDER_PATH = '/orders/v1/orders/at-time';

/** The delivery address as checkout holds it: a saved address (with its id) or a point on the map. */
export interface CheckoutAddress {
  source: 'SAVED' | 'MAP';
  savedId: number | null;
  name: string;
  streetName: string | null;
  houseNumber: string | null;
  latitude: number;
  longitude: number;
  cityId: number | null;
  details: DoorDetails;
}

export interface PricingInput {
  lines: readonly BasketLine[];
  serviceType: CheckoutService;
  deliveryPrice: number;
  promo: AppliedPromo | null;
  cashback: { requested: number; balance: number } | null;
  now: Date;
}

export interface OrderInput extends PricingInput {
  branch: { id: number; cityId: number };
  address: CheckoutAddress | null;
  deliveryTariffId: number | null;
  paymentType: PaymentType;
  later: boolean;
  day: string | null;
  time: string | null;
  hallId: number | null;
  tableId: number | null;
  comment: string;
  courierComment: string;
  sendCheque: boolean;
  /** Nine local digits, as the phone field keeps them. */
  sendChequePhone: string;
  source: SourcePlatform;
}

/** Basket lines as the API's cart items: the product with its own discount, and the chosen options. */
export function toCartItems(lines: readonly BasketLine[]) {
  return lines.map((line) => ({
    product: { id: line.productId, costPrice: line.costPrice, discount: line.discount, count: line.count },
    modifications: line.options.map((o) => ({
      id: o.id,
      groupId: o.groupId,
      count: o.count,
      price: o.price,
    })),
  }));
}

/** Spec §9 totals of what the customer sees, through the domain's pricing (the server repeats it). */
export function orderPricing(input: PricingInput): OrderPricing {
  return computeOrderPricing({
    items: toCartItems(input.lines),
    serviceType: input.serviceType,
    deliveryPrice: input.deliveryPrice,
    promo: input.promo,
    cashback: input.cashback,
    now: input.now,
  });
}

const trimmed = (value: string) => value.trim() || null;

/**
 * The address inside the order (spec §5): the name is required and the description falls back
 * to it; a house has no flat, entrance, floor or intercom. Only saved addresses carry an id (the
 * map's point has none, so there is no client-made id to strip).
 */
export function toOrderAddress(address: CheckoutAddress): NonNullable<OrderRequestInput['address']> {
  const { details } = address;
  const flat = (value: string) => (details.type === 'APARTMENT' ? trimmed(value) : null);
  return {
    ...(address.savedId ? { id: address.savedId } : {}),
    type: details.type,
    name: address.name.trim(),
    streetName: address.streetName,
    houseNumber: address.houseNumber,
    description: trimmed(details.description) ?? address.name.trim(),
    latitude: address.latitude,
    longitude: address.longitude,
    cityId: address.cityId,
    details: {
      office: flat(details.office),
      entrance: flat(details.entrance),
      floor: flat(details.floor),
      domophone: flat(details.domophone),
      comment: trimmed(details.comment),
    },
  };
}

/**
 * The order as `POST /orders/v1/orders` (or `/at-time` for a later order) takes it, with the
 * totals the customer was shown: the server compares them and refuses a different charge.
 * Pick-up and dine-in carry no address and no delivery price (spec §5); a promo the basket no
 * longer qualifies for is not sent.
 */
export function buildOrderRequest(input: OrderInput): {
  path: string;
  body: OrderRequestInput;
  pricing: OrderPricing;
} {
  const pricing = orderPricing(input);
  const { totals } = pricing;
  const delivery = input.serviceType === 'DELIVERY';
  const dineIn = input.serviceType === 'DINE_IN';
  const promoApplies = input.promo !== null && pricing.promo?.ok === true;
  const body: OrderRequestInput = {
    serviceType: input.serviceType,
    cartItems: toCartItems(input.lines),
    branch: { id: input.branch.id },
    cityId: delivery ? (input.address?.cityId ?? input.branch.cityId) : input.branch.cityId,
    address: delivery && input.address ? toOrderAddress(input.address) : null,
    addressType: delivery && input.address ? input.address.source : null,
    paymentType: input.paymentType,
    promoCode: promoApplies ? input.promo?.code : null,
    promoId: promoApplies ? input.promo?.id : null,
    cashback: totals.cashback,
    deliveryPrice: totals.deliveryPrice,
    deliveryDiscount: totals.deliveryDiscount,
    deliveryTariffId: delivery ? input.deliveryTariffId : null,
    totals: requestTotals(totals),
    later: input.later,
    day: input.later ? input.day : null,
    time: input.later ? input.time : null,
    hallId: dineIn ? input.hallId : null,
    tableId: dineIn ? input.tableId : null,
    comment: trimmed(input.comment),
    courierComment: delivery ? trimmed(input.courierComment) : null,
    sendCheque: input.sendCheque,
    sendChequePhone: input.sendCheque && input.sendChequePhone ? `998${input.sendChequePhone}` : null,
    orderDevice: 'CLIENT_WEB',
    source: input.source,
  };
  return { path: input.later ? CREATE_LATER_ORDER_PATH : CREATE_ORDER_PATH, body, pricing };
}
