import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedMerchantSettings } from '../../../http/merchant-settings.js';
import {
  callbackMerchantId,
  containsNul,
  hasBasicAuth,
  paymentNow,
  registerRawBodyScope,
} from '../callback-auth.js';
import { uzumCredentials } from '../payment-credentials.js';
import { paymentCounter } from '../payment-metrics.js';
import { UZUM_ERROR, UzumError } from './uzum-errors.js';
import { UZUM_OPERATIONS, UZUM_PROVIDER, type UzumOperation, uzumOperations } from './uzum-webhooks.js';

function failed(reply: FastifyReply, error: UzumError, serviceId: unknown) {
  return reply
    .code(error.httpStatus)
    .header('cache-control', 'no-store')
    .send({
      serviceId: typeof serviceId === 'number' ? serviceId : null,
      timestamp: Date.now(),
      status: 'FAILED',
      errorCode: error.errorCode,
    });
}

async function handle(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { merchantId: rawMerchant, operation } = request.params as {
    merchantId?: string;
    operation?: string;
  };
  let body: Record<string, unknown> = {};
  try {
    const merchantId = callbackMerchantId(rawMerchant);
    const credentials = merchantId === null ? null : await uzumCredentials(app.deps, merchantId);
    if (
      !credentials ||
      merchantId === null ||
      !hasBasicAuth(request, credentials.login, credentials.password)
    )
      throw new UzumError(UZUM_ERROR.auth, 401);
    try {
      const parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      body = parsed;
    } catch {
      throw new UzumError(UZUM_ERROR.jsonParse);
    }
    if (!UZUM_OPERATIONS.includes(operation as UzumOperation))
      throw new UzumError(UZUM_ERROR.unknownOperation);
    if (body.serviceId === undefined || containsNul(body)) throw new UzumError(UZUM_ERROR.missingParams);
    if (String(body.serviceId) !== credentials.serviceId) throw new UzumError(UZUM_ERROR.invalidServiceId);
    const { notificationsActive } = await cachedMerchantSettings(app, merchantId);
    const answer = await uzumOperations[operation as UzumOperation](
      {
        db: app.deps.db,
        merchantId,
        credentials,
        now: paymentNow(app),
        notificationsActive,
        settled: paymentCounter(app, UZUM_PROVIDER),
      },
      body,
    );
    return reply.code(200).header('cache-control', 'no-store').send(answer);
  } catch (error) {
    if (error instanceof UzumError) return failed(reply, error, body.serviceId);
    request.log.error({ err: error }, 'uzum webhook failed');
    return failed(reply, new UzumError(UZUM_ERROR.dataCheck, 500), body.serviceId);
  }
}

/** Uzum Bank merchant webhooks (docs/integrations.md §3a): check, create, confirm, reverse, status. */
export async function registerUzumRoutes(app: FastifyInstance) {
  await registerRawBodyScope(app, (scope) => {
    scope.post('/api/payments/v1/uzum/:merchantId/:operation', (request, reply) =>
      handle(app, request, reply),
    );
  });
}
