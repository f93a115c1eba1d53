import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { registerClickRoutes } from './click/click-routes.js';
import { registerPaymeRoutes } from './payme/payme-routes.js';
import { registerUzumRoutes } from './uzum/uzum-routes.js';

/** Everything about money: provider callbacks, where to pay, saved cards (decision 013). */
export async function registerPaymentRoutes(app: FastifyInstance, _docs: ApiDocs) {
  await registerPaymeRoutes(app);
  await registerClickRoutes(app);
  await registerUzumRoutes(app);
}
