import {
  IdParamSchema,
  PaymentCheckoutQuerySchema,
  PaymentCheckoutSchema,
  PaymentMethodsQuerySchema,
  PaymentTypesSchema,
} from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { offeredPaymentTypes, paymentChannelOf } from '../payment-types/index.js';
import { paymentCheckout } from './checkout/payment-checkout.js';

/** What checkout offers, and where an unpaid order is paid (decision 013). */
export function registerPaymentCustomerRoutes(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/payments/v1/methods',
    summary: 'Payment types offered in a channel: tenant switches and the merchant payment settings',
    tag: 'payments',
    merchant: true,
    query: PaymentMethodsQuerySchema,
    response: PaymentTypesSchema,
    async handler({ merchant, query }) {
      return offeredPaymentTypes(app, merchant.id, query.channel);
    },
  });

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/payments/v2/checkout/:id',
    summary: "Where to pay an unpaid order of one's own: Payme or Click link, or an Uzum Checkout form",
    tag: 'payments',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    query: PaymentCheckoutQuerySchema,
    response: PaymentCheckoutSchema,
    async handler({ merchant, auth, params, query, request }) {
      return paymentCheckout(app, {
        merchantId: merchant.id,
        userId: auth.user.id,
        channel: paymentChannelOf(auth),
        orderId: params.id,
        ...(query.provider ? { provider: query.provider } : {}),
        ...(query.returnPath ? { returnPath: query.returnPath } : {}),
        request,
      });
    },
  });
}
