import { branchOffers, enabledPaymentTypes, type OrderRequest, serviceTypeEnabled } from '@dastarkhan/domain';
import { AppError } from '../../../http/app-error.js';
import type { FactBranch, OrderFacts } from '../order-facts.js';
import { orderDestination } from './order-destination.js';
import { orderTime } from './order-time.js';
import { priceLines } from './price-lines.js';
import { priceTotals, withLinePrices } from './price-totals.js';
import type { PricedOrder } from './priced-order.js';

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
  const branch = offeringBranch(request, facts);
  const items = priceLines(request, facts, branch, now);
  const deliveryAt = orderTime(request, facts, branch, items, now, scheduled);
  const at = deliveryAt ?? now;
  const priced = items.map((item) => withLinePrices(item));
  // What a zone's freeFrom and minOrder compare: products after their own discounts, before a promo.
  const productPrice = priced.reduce((sum, item) => sum + item.lineTotal - item.lineDiscount, 0);
  const destination = orderDestination(request, facts, branch, at, productPrice);
  const { totals, promo } = priceTotals(request, facts, items, destination.deliveryPrice, at);
  return {
    status: scheduled ? 'AT_TIME' : 'OPEN',
    branchId: branch.id,
    cityId: branch.cityId,
    items: priced,
    totals,
    deliveryAt,
    distance: destination.distance,
    deliveryTariffId: destination.deliveryTariffId,
    promoId: promo ? promo.id : null,
    promoCode: promo ? promo.code : null,
    address: destination.address,
    hallId: destination.hallId,
    tableId: destination.tableId,
  };
}

/** The tenant offers the service and the payment type, and the request's branch is open to it. */
function offeringBranch(request: OrderRequest, facts: OrderFacts): FactBranch {
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
  return branch;
}
