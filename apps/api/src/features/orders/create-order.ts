import type { OrderEventRow, OrderItemRow, OrderRow } from '@dastarkhan/db';
import { formatSom, type MerchantSettings, type OrderDetails, type OrderRequest } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { authOf } from '../../http/authenticate.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';
import { releaseRateLimit } from '../../http/rate-limit.js';
import type { MerchantContext } from '../../http/resolve-merchant.js';
import { offeredPaymentTypes, paymentChannelOf } from '../payment-types/index.js';
import { findKeyedOrder, type KeyScope, requestHash } from './idempotency.js';
import { type InsertedOrder, insertOrder, type NewOrderValues, newOrderValues } from './insert-order.js';
import { orderDetails } from './load-order-details.js';
import { loadOrderFacts } from './load-order-facts.js';
import { toDetails } from './order-details.js';
import type { OrderFacts } from './order-facts.js';
import { priceOrder } from './pricing/price-order.js';
import type { PricedOrder } from './pricing/priced-order.js';

const MINUTE_MS = 60_000;

export interface CreateOrderInput {
  merchant: MerchantContext;
  /** The bearer token: its session is read with the order's facts (loadOrderFacts). */
  token: string;
  body: OrderRequest;
  /** true for `/orders/at-time`: the order waits for its slot (status AT_TIME). */
  scheduled: boolean;
  idempotencyKey: string | null;
  path: string;
}

export interface CreatedOrder {
  /** 201 for a new order, 200 when a retry with the same key gets the first one back. */
  status: 201 | 200;
  order: OrderDetails;
}

/**
 * Places an order exactly once (decision 012): the request is re-validated and priced from the
 * database, then the key, the order, its lines, the cashback spend and the history event are
 * written in one statement (insert-order.ts). A repeat of a key gets the order the key placed —
 * also when the repeat would now be refused (the branch closed since, a price changed).
 */
export async function createOrder(app: FastifyInstance, input: CreateOrderInput): Promise<CreatedOrder> {
  const { db } = app.deps;
  const { merchant, body } = input;
  const merchantId = merchant.id;
  // A tenant still setting up (decision 029) takes no orders, whoever asks and however.
  if (!merchant.live) throw new AppError(422, 'MERCHANT_NOT_LIVE', { merchant: merchant.name });
  const settings = await cachedMerchantSettings(app, merchantId);
  const { caller, facts } = await loadOrderFacts(db, merchantId, input.token, settings, body);
  const auth = authOf(caller, merchant);
  const scope: KeyScope | null = input.idempotencyKey
    ? { merchantId, userId: auth.user.id, key: input.idempotencyKey }
    : null;
  const hash = scope ? requestHash(input.path, body) : '';
  const repeat = async (): Promise<CreatedOrder | null> => {
    const keyed = scope ? await findKeyedOrder(db, scope, hash) : null;
    return keyed ? { status: 200, order: await orderDetails(app, merchantId, keyed.orderId) } : null;
  };

  let priced: PricedOrder;
  try {
    if (!(await offeredPaymentTypes(app, merchantId, paymentChannelOf(auth))).includes(body.paymentType))
      throw new AppError(422, 'PAYMENT_TYPE_UNAVAILABLE', {}, 'paymentType');
    priced = priceOrder(body, facts, app.deps.now(), input.scheduled);
  } catch (error) {
    if (error instanceof AppError) {
      const earlier = await repeat();
      if (earlier) return earlier;
    }
    throw error;
  }
  // Decision 037: orders per customer per minute, counted in the database (every process shares
  // it) by the order's own statement. A repeat of a key gets its order back even past the limit,
  // and is taken off the count.
  const now = app.deps.recordNow();
  const limit = {
    key: `orders:${merchantId}:${auth.user.id}`,
    windowMs: MINUTE_MS,
    now,
  };
  const values = newOrderValues(merchantId, auth, body, priced);
  const outcome = await insertOrder(db, {
    values,
    priced,
    scope,
    requestHash: hash,
    promo: priced.promoId !== null ? facts.promo : null,
    rateLimit: {
      key: limit.key,
      windowStart: new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS),
      windowMs: MINUTE_MS,
      limit: app.deps.config.ordersPerCustomerPerMinute,
    },
  });
  if (outcome.kind === 'created') {
    app.deps.metrics.ordersCreated.inc();
    return { status: 201, order: createdDetails(values, priced, facts, outcome.order, settings) };
  }
  // Nothing was placed: this attempt does not count.
  await releaseRateLimit(db, limit.key, limit);
  if (outcome.kind === 'rate-limited') {
    const earlier = await repeat();
    if (earlier) return earlier;
    throw new AppError(429, 'ORDER_RATE_LIMITED');
  }
  // Not written: the key already placed an order (a repeat, or the balance spent by the order
  // this request repeats), or the cashback balance no longer covers this one.
  const earlier = await repeat();
  if (earlier) return earlier;
  // Taken a moment ago and gone now: only if that order was deleted in between.
  if (outcome.kind === 'key-taken') throw new AppError(409, 'ORDER_IN_PROGRESS');
  if (outcome.kind === 'promo-refused') throw new AppError(422, outcome.reason, {}, 'promoCode');
  throw new AppError(
    422,
    'CASHBACK_INSUFFICIENT',
    { balance: formatSom(facts.cashbackBalance, 'uz') },
    'cashback',
  );
}

/**
 * The answer to a new order, built from what was just written instead of reading it back: the
 * same mapping as every other order answer (toDetails), one round trip fewer on the hot path.
 */
function createdDetails(
  values: NewOrderValues,
  priced: PricedOrder,
  facts: OrderFacts,
  inserted: InsertedOrder,
  settings: MerchantSettings,
): OrderDetails {
  const now = inserted.createdDate;
  const { merchantId } = values;
  // What the database filled in: its defaults, and nothing that happens later yet.
  const row: OrderRow = {
    ...values,
    id: inserted.id,
    number: inserted.number,
    isPaid: false,
    receiptToken: null,
    acceptedTime: null,
    cookingTime: null,
    readyTime: null,
    deliveredAt: null,
    closedAt: null,
    courierId: null,
    courierStatus: null,
    courierPaid: false,
    operatorId: null,
    waiterId: null,
    reason: null,
    reasonReturn: null,
    prepMinutes: null,
    promisedAt: null,
    refund: null,
    posterOrderId: null,
    posterErrorMessage: null,
    eatsId: null,
    createdDate: now,
    lastModifiedDate: now,
  };
  const items: OrderItemRow[] = priced.items.map((item, i) => ({
    id: i + 1,
    merchantId,
    orderId: inserted.id,
    productId: item.productId,
    name: item.name,
    costPrice: item.costPrice,
    discount: item.discount,
    count: item.count,
    modifications: item.modifications,
    lineTotal: item.lineTotal,
    lineDiscount: item.lineDiscount,
    mxicCode: item.mxicCode,
  }));
  const event: OrderEventRow = {
    id: inserted.eventId,
    merchantId,
    orderId: inserted.id,
    type: 'CHANGE_STATUS',
    fromStatus: null,
    toStatus: priced.status,
    actorUserId: values.userId,
    payload: null,
    createdDate: now,
  };
  const images = new Map([...facts.products.values()].map((p) => [p.id, p.image]));
  return toDetails(row, items, [event], facts.branch!, null, settings, images);
}
