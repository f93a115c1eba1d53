import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { registerCardRoutes } from './cards/card-routes.js';
import { registerClickRoutes } from './click/click-routes.js';
import { documentPaymentCallbacks } from './document-callbacks.js';
import { registerPaymeRoutes } from './payme/payme-routes.js';
import { registerPaymentCustomerRoutes } from './payment-routes.js';
import { registerUzumCheckoutCallback } from './uzum/uzum-checkout-callback.js';
import { registerUzumRoutes } from './uzum/uzum-routes.js';

/** Everything about money: provider callbacks, where to pay, saved cards (decision 013). */
export async function registerPaymentRoutes(app: FastifyInstance, docs: ApiDocs) {
  registerPaymentCustomerRoutes(app, docs);
  registerCardRoutes(app, docs);
  await registerPaymeRoutes(app);
  await registerClickRoutes(app);
  await registerUzumRoutes(app);
  await registerUzumCheckoutCallback(app);
  documentPaymentCallbacks(docs);
}
