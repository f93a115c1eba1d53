import type { OrderAddressRow, OrderItemModificationRow } from '@dastarkhan/db';
import {
  branchOffers,
  checkScheduledSlot,
  computeOrderPricing,
  cookingLeadMinutes,
  deliversAt,
  deliveryTariff,
  enabledPaymentTypes,
  formatSom,
  isDeliveryService,
  isOpenAt,
  type Language,
  lineDiscount,
  lineTotal,
  type OrderRequest,
  type OrderStatus,
  type OrderTotals,
  pickText,
  prepareOrderAddress,
  servicePrice,
  serviceTypeEnabled,
  tashkentInstant,
  validateOptionSelection,
} from '@dastarkhan/domain';
import { AppError } from '../../http/app-error.js';
import type { FactProduct, OrderFacts } from './order-facts.js';

export interface PricedItem {
  productId: number;
  name: FactProduct['name'];
  costPrice: number;
  discount: number;
  count: number;
  modifications: OrderItemModificationRow[];
  lineTotal: number;
  lineDiscount: number;
  mxicCode: string | null;
}

export interface PricedOrder {
  status: OrderStatus;
  branchId: number;
  cityId: number;
  items: PricedItem[];
  totals: OrderTotals;
  deliveryAt: Date | null;
  distance: number | null;
  deliveryTariffId: number | null;
  promoId: number | null;
  promoCode: string | null;
  address: OrderAddressRow | null;
  hallId: number | null;
  tableId: number | null;
}

const TOTAL_KEYS = [
  'productPrice',
  'productDiscount',
  'productCount',
  'totalProductPrice',
  'totalProductDiscount',
  'totalDiscount',
  'totalPrice',
] as const;

/** The product's name for messages: the order's own language is not known here, so Uzbek. */
const named = (product: FactProduct, lang: Language = 'uz') => pickText(product.name, lang);

/**
 * Re-validates an order request against the database's facts and prices it from them (docs/design.md:
 * the client's totals are only compared). Throws the first refusal as an AppError with a stable
 * code; checked in the order a customer can act on: what and where, then when, then how much.
 */
export function priceOrder(
  request: OrderRequest,
  facts: OrderFacts,
  now: Date,
  scheduled: boolean,
): PricedOrder {
  const { settings } = facts;
  const serviceType = request.serviceType;
  if (!serviceTypeEnabled(serviceType, settings))
    throw new AppError(422, 'SERVICE_TYPE_UNAVAILABLE', {}, 'serviceType');
  if (!enabledPaymentTypes(settings).includes(request.paymentType))
    throw new AppError(422, 'PAYMENT_TYPE_UNAVAILABLE', {}, 'paymentType');

  if (!request.branch) throw new AppError(400, 'REQUIRED_FIELD', { field: 'branch' }, 'branch');
  const branch = facts.branch;
  if (!branch?.isActive) throw new AppError(404, 'BRANCH_NOT_FOUND', { id: request.branch.id }, 'branch');
  if (!branchOffers(serviceType, branch.settings))
    throw new AppError(422, 'SERVICE_TYPE_UNAVAILABLE', {}, 'serviceType');

  // Lines: every product sold here, at today's price, with a valid choice of options.
  const items: PricedItem[] = [];
  const countPerProduct = new Map<number, number>();
  for (const [index, line] of request.cartItems.entries()) {
    const field = `cartItems.${index}`;
    const product = facts.products.get(line.product.id);
    if (!product)
      throw new AppError(404, 'PRODUCT_NOT_FOUND', { id: line.product.id }, `${field}.product.id`);
    const unitPrice = servicePrice(product, serviceType);
    const sold =
      product.active &&
      unitPrice !== null &&
      product.branchIds.includes(branch.id) &&
      (!isDeliveryService(serviceType) || product.deliveryEnabled);
    if (!sold || unitPrice === null)
      throw new AppError(422, 'PRODUCT_NOT_AVAILABLE', { name: named(product) }, `${field}.product.id`);
    if (line.product.costPrice !== unitPrice || line.product.discount !== product.discount)
      throw new AppError(422, 'PRODUCT_OVERPRICED', { name: named(product) }, `${field}.product.costPrice`);

    const problem = validateOptionSelection(product.groups, line.modifications)[0];
    if (problem?.code === 'UNKNOWN_OPTION')
      throw new AppError(422, 'PRODUCT_NOT_AVAILABLE', { name: named(product) }, `${field}.modifications`);
    if (problem?.code === 'OPTIONS_BELOW_MIN')
      throw new AppError(422, 'OPTIONS_BELOW_MIN', { min: problem.min }, `${field}.modifications`);
    if (problem?.code === 'OPTIONS_ABOVE_MAX')
      throw new AppError(422, 'OPTIONS_ABOVE_MAX', { max: problem.max }, `${field}.modifications`);

    const modifications: OrderItemModificationRow[] = [];
    for (const chosen of line.modifications) {
      const option = product.groups.flatMap((g) => g.modifications).find((m) => m.id === chosen.id);
      if (!option)
        throw new AppError(422, 'PRODUCT_NOT_AVAILABLE', { name: named(product) }, `${field}.modifications`);
      if (chosen.price !== option.price)
        throw new AppError(422, 'PRODUCT_OVERPRICED', { name: named(product) }, `${field}.modifications`);
      modifications.push({
        id: option.id,
        groupId: option.groupId,
        name: option.name,
        price: option.price,
        count: chosen.count,
      });
    }

    const total = (countPerProduct.get(product.id) ?? 0) + line.product.count;
    countPerProduct.set(product.id, total);
    if (product.maxCount !== null && total > product.maxCount)
      throw new AppError(422, 'NOT_ENOUGH_STOCK', { max: product.maxCount }, `${field}.product.count`);

    items.push({
      productId: product.id,
      name: product.name,
      costPrice: unitPrice,
      discount: product.discount,
      count: line.product.count,
      modifications,
      lineTotal: 0,
      lineDiscount: 0,
      mxicCode: product.mxicCode,
    });
  }

  // When: now, or a slot of the branch's hours.
  let deliveryAt: Date | null = null;
  if (scheduled) {
    if (!request.day) throw new AppError(400, 'REQUIRED_FIELD', { field: 'day' }, 'day');
    if (!request.time) throw new AppError(400, 'REQUIRED_FIELD', { field: 'time' }, 'time');
    const lead = cookingLeadMinutes(items.map((item) => facts.products.get(item.productId)!));
    const refusal = checkScheduledSlot(branch.workHours, request.day, request.time, now, lead);
    if (refusal === 'SLOT_IN_PAST') throw new AppError(422, 'ORDER_TIME_IN_PAST', {}, 'time');
    if (refusal) throw new AppError(422, 'ORDER_TIME_UNAVAILABLE', {}, 'time');
    deliveryAt = tashkentInstant(request.day, request.time);
  } else if (!isOpenAt(branch.workHours, now)) {
    throw new AppError(422, 'BRANCH_CLOSED', {}, 'branch');
  }
  const at = deliveryAt ?? now;

  // Where: a delivery needs an address inside a zone, within delivery hours; dine-in a table.
  let deliveryPrice = 0;
  let distance: number | null = null;
  let deliveryTariffId: number | null = null;
  let address: OrderAddressRow | null = null;
  let hallId: number | null = null;
  let tableId: number | null = null;
  if (isDeliveryService(serviceType)) {
    if (!request.address) throw new AppError(422, 'NO_ADDRESS', {}, 'address');
    if (!deliversAt(branch, at))
      throw new AppError(
        422,
        'DELIVERY_HOURS',
        { start: branch.deliveryStart, end: branch.deliveryEnd },
        'time',
      );
    const tariff = deliveryTariff(facts.zones, branch, request.address);
    if (!tariff.ok) throw new AppError(422, 'OUT_OF_SERVICE_ZONE', {}, 'address');
    deliveryPrice = tariff.price;
    distance = tariff.distance;
    deliveryTariffId = tariff.zoneId;
    const prepared = prepareOrderAddress(request.address);
    address = {
      name: prepared.name,
      type: prepared.type,
      streetName: prepared.streetName ?? null,
      houseNumber: prepared.houseNumber ?? null,
      description: prepared.description,
      office: prepared.details.office ?? null,
      domophone: prepared.details.domophone ?? null,
      entrance: prepared.details.entrance ?? null,
      floor: prepared.details.floor ?? null,
      comment: prepared.details.comment ?? null,
      latitude: prepared.latitude,
      longitude: prepared.longitude,
    };
  } else if (serviceType === 'DINE_IN') {
    if (!request.tableId) throw new AppError(400, 'REQUIRED_FIELD', { field: 'tableId' }, 'tableId');
    const table = facts.table;
    if (!table || table.branchId !== branch.id || (request.hallId && request.hallId !== table.hallId))
      throw new AppError(404, 'TABLE_NOT_FOUND', {}, 'tableId');
    hallId = table.hallId;
    tableId = table.id;
  }

  // How much: promo and cashback, then the totals the customer was shown must match.
  const promoCode = request.promoCode?.trim() || null;
  if (promoCode && !settings.promoActive) throw new AppError(422, 'PROMO_UNAVAILABLE', {}, 'promoCode');
  if (promoCode && !facts.promo) throw new AppError(404, 'PROMO_NOT_FOUND', { code: promoCode }, 'promoCode');
  if (request.cashback > 0) {
    if (!settings.cashbackActive) throw new AppError(422, 'CASHBACK_UNAVAILABLE', {}, 'cashback');
    if (request.cashback > facts.cashbackBalance)
      throw new AppError(
        422,
        'CASHBACK_INSUFFICIENT',
        { balance: formatSom(facts.cashbackBalance, 'uz') },
        'cashback',
      );
  }
  const pricing = computeOrderPricing({
    items: items.map((item) => ({
      product: { costPrice: item.costPrice, discount: item.discount, count: item.count },
      modifications: item.modifications,
    })),
    serviceType,
    deliveryPrice,
    promo: promoCode ? facts.promo : null,
    cashback: request.cashback > 0 ? { requested: request.cashback, balance: facts.cashbackBalance } : null,
    now: at,
  });
  if (pricing.promo && !pricing.promo.ok) {
    const params =
      pricing.promo.reason === 'PROMO_BELOW_MIN_PRICE'
        ? { minPrice: formatSom(facts.promo!.minPrice, 'uz') }
        : ({} as Record<string, string>);
    throw new AppError(422, pricing.promo.reason, params, 'promoCode');
  }
  checkClientTotals(request, pricing.totals);

  return {
    status: scheduled ? 'AT_TIME' : 'OPEN',
    branchId: branch.id,
    cityId: branch.cityId,
    items: items.map((item) => withLinePrices(item)),
    totals: pricing.totals,
    deliveryAt,
    distance,
    deliveryTariffId,
    promoId: promoCode ? facts.promo!.id : null,
    promoCode: promoCode ? facts.promo!.code : null,
    address,
    hallId,
    tableId,
  };
}

function withLinePrices(item: PricedItem): PricedItem {
  const line = {
    product: { costPrice: item.costPrice, discount: item.discount, count: item.count },
    modifications: item.modifications,
  };
  return { ...item, lineTotal: lineTotal(line), lineDiscount: lineDiscount(line) };
}

/** The client's totals must be the server's, line by line: nobody pays what they were not shown. */
function checkClientTotals(request: OrderRequest, totals: OrderTotals) {
  if (!request.totals) throw new AppError(400, 'TOTALS_REQUIRED', {}, 'totals');
  for (const key of TOTAL_KEYS) {
    if (request.totals[key] !== totals[key])
      throw new AppError(422, 'ORDER_TOTALS_MISMATCH', {}, `totals.${key}`);
  }
  if (request.deliveryPrice !== totals.deliveryPrice)
    throw new AppError(422, 'ORDER_TOTALS_MISMATCH', {}, 'deliveryPrice');
  if (request.deliveryDiscount !== totals.deliveryDiscount)
    throw new AppError(422, 'ORDER_TOTALS_MISMATCH', {}, 'deliveryDiscount');
  if (request.cashback !== totals.cashback) throw new AppError(422, 'ORDER_TOTALS_MISMATCH', {}, 'cashback');
}
