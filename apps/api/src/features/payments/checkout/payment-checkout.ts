import { type OrderRow, tables } from '@dastarkhan/db';
import {
  isOnlinePaymentType,
  type OnlinePaymentType,
  type PaymentChannel,
  type PaymentCheckout,
} from '@dastarkhan/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { requestLanguage } from '../../../http/request-language.js';
import { offeredPaymentTypes } from '../../payment-types/index.js';
import { switchPaymentType, unpaidOrderOf } from '../customer-order.js';
import { toTiyin } from '../payable-order.js';
import { clickCredentials, paymeCredentials, uzumCredentials } from '../payment-credentials.js';
import { registerUzumPayment, UzumCheckoutError } from '../uzum/uzum-checkout-client.js';
import { clickPayLink, paymeCheckoutLink } from './payment-links.js';

const { payments } = tables;

/** Payments started through Uzum Checkout; settled by its result callback. */
export const UZUM_CHECKOUT_PROVIDER = 'UZUM_CHECKOUT';

export interface CheckoutInput {
  merchantId: number;
  userId: number;
  channel: PaymentChannel;
  orderId: number;
  provider?: OnlinePaymentType;
  returnPath?: string;
  request: FastifyRequest;
}

/**
 * Where to send the customer to pay an order (spec §7 `/payments/v2/checkout/{id}`): Payme's
 * checkout link, Click's pay link, or a payment registered with Uzum Checkout. Paying with
 * another online provider than chosen at checkout records the change in the order's history.
 */
export async function paymentCheckout(app: FastifyInstance, input: CheckoutInput): Promise<PaymentCheckout> {
  const order = await unpaidOrderOf(app, input.merchantId, input.userId, input.orderId);
  const provider = input.provider ?? order.paymentType;
  if (!isOnlinePaymentType(provider)) throw new AppError(422, 'PAYMENT_TYPE_UNAVAILABLE', {}, 'provider');
  if (!(await offeredPaymentTypes(app, input.merchantId, input.channel)).includes(provider))
    throw new AppError(422, 'PAYMENT_TYPE_UNAVAILABLE', {}, 'provider');

  const { config } = app.deps;
  const origin = `${input.request.protocol}://${input.request.host}`;
  const returnUrl = `${origin}${input.returnPath ?? `/profile/orders/${order.id}`}`;
  const lang = requestLanguage(input.request);
  let url: string;
  if (provider === 'PAYME') {
    const credentials = await paymeCredentials(app.deps, input.merchantId);
    if (!credentials) throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    url = paymeCheckoutLink({
      baseUrl: config.payments.paymeCheckoutUrl,
      cashbox: credentials.merchantId,
      orderId: order.id,
      amountTiyin: toTiyin(order.totalPrice),
      lang,
      returnUrl,
    });
  } else if (provider === 'CLICK') {
    const credentials = await clickCredentials(app.deps, input.merchantId);
    if (!credentials) throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    url = clickPayLink({
      baseUrl: config.payments.clickPayUrl,
      serviceId: credentials.serviceId,
      merchantId: credentials.merchantId,
      ...(credentials.merchantUserId ? { merchantUserId: credentials.merchantUserId } : {}),
      orderId: order.id,
      amountSom: order.totalPrice,
      returnUrl,
    });
  } else {
    url = await registerWithUzum(app, input, order, returnUrl, lang);
  }
  await switchPaymentType(app, order, provider, input.userId);
  return { orderId: order.id, provider, url, amount: order.totalPrice };
}

async function registerWithUzum(
  app: FastifyInstance,
  input: CheckoutInput,
  order: OrderRow,
  returnUrl: string,
  lang: ReturnType<typeof requestLanguage>,
): Promise<string> {
  const { config, db } = app.deps;
  const credentials = await uzumCredentials(app.deps, input.merchantId);
  const baseUrl = credentials?.checkoutUrl ?? config.payments.uzumCheckoutUrl;
  if (!credentials?.terminalId || !credentials.apiKey || !baseUrl)
    throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
  try {
    const registration = await registerUzumPayment(
      { baseUrl, terminalId: credentials.terminalId, apiKey: credentials.apiKey },
      {
        orderId: order.id,
        orderNumber: order.number,
        userId: input.userId,
        amountTiyin: toTiyin(order.totalPrice),
        lang,
        returnUrl,
        timeoutMs: config.payments.timeoutMs,
      },
    );
    await db.insert(payments).values({
      merchantId: order.merchantId,
      orderId: order.id,
      provider: UZUM_CHECKOUT_PROVIDER,
      providerTransactionId: registration.uzumOrderId,
      amount: toTiyin(order.totalPrice),
      state: 1,
      createTime: app.deps.paymentNow(),
    });
    return registration.redirectUrl;
  } catch (error) {
    if (!(error instanceof UzumCheckoutError)) throw error;
    input.request.log.warn({ err: error }, 'uzum checkout registration failed');
    throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}
