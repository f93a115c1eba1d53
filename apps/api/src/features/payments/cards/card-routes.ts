import {
  CardCreateRequestSchema,
  CardPayRequestSchema,
  CardSchema,
  CardsSchema,
  CardVerificationSchema,
  CardVerifyRequestSchema,
  IdParamSchema,
  OrderDetailsSchema,
} from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../../http/api-docs.js';
import { AppError } from '../../../http/app-error.js';
import type { AuthContext } from '../../../http/authenticate.js';
import { defineRoute } from '../../../http/define-route.js';
import { cachedMerchantSettings } from '../../../http/merchant-settings.js';
import { orderDetails } from '../../orders/index.js';
import { paymentChannelOf } from '../../payment-types/index.js';
import { listVerifiedCards, toCard } from './card-repository.js';
import { addCard, deleteCard, payWithCard, resendCardCode, verifyCard } from './card-service.js';

const owner = (merchantId: number, auth: AuthContext) => ({ merchantId, userId: auth.user.id });

/** Saved cards (`cardActive`): tokenised by Payme, confirmed by SMS, owner only (decision 013). */
export function registerCardRoutes(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/payments/v1/cards',
    summary: "The user's confirmed cards (masked number and expiry only)",
    tag: 'cards',
    merchant: true,
    auth: true,
    response: CardsSchema,
    async handler({ merchant, auth }) {
      if (!(await cachedMerchantSettings(app, merchant.id)).cardActive)
        throw new AppError(403, 'CARDS_UNAVAILABLE');
      return (await listVerifiedCards(app.deps.db, merchant.id, auth.user.id)).map(toCard);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/payments/v1/cards',
    summary: 'Add a card: Payme tokenises it and sends an SMS code; nothing but the token and mask is kept',
    tag: 'cards',
    merchant: true,
    auth: true,
    body: CardCreateRequestSchema,
    response: CardVerificationSchema,
    compress: false,
    async handler({ merchant, auth, body, reply }) {
      reply.code(201);
      return addCard(app, owner(merchant.id, auth), body);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/payments/v1/cards/:id/resend',
    summary: 'Send the SMS code of an unconfirmed card again',
    tag: 'cards',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: CardVerificationSchema,
    async handler({ merchant, auth, params }) {
      return resendCardCode(app, owner(merchant.id, auth), params.id);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/payments/v1/cards/:id/verify',
    summary: 'Confirm a card with the SMS code Payme sent',
    tag: 'cards',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: CardVerifyRequestSchema,
    response: CardSchema,
    async handler({ merchant, auth, params, body }) {
      return verifyCard(app, owner(merchant.id, auth), params.id, body.code);
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/payments/v1/cards/:id',
    summary: 'Forget a saved card',
    tag: 'cards',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    response: z.null(),
    async handler({ merchant, auth, params }) {
      await deleteCard(app, owner(merchant.id, auth), params.id);
      return null;
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/payments/v1/cards/:id/pay',
    summary: "Pay one's own unpaid order with a saved card (a Payme receipt)",
    tag: 'cards',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: CardPayRequestSchema,
    response: OrderDetailsSchema,
    async handler({ merchant, auth, params, body }) {
      await payWithCard(app, owner(merchant.id, auth), params.id, body.orderId, paymentChannelOf(auth));
      return orderDetails(app, merchant.id, body.orderId);
    },
  });
}
