import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedMerchantSettings } from '../../../http/merchant-settings.js';
import {
  callbackMerchantId,
  containsNul,
  hasBasicAuth,
  paymentNow,
  registerRawBodyScope,
} from '../callback-auth.js';
import { paymeCredentials } from '../payment-credentials.js';
import { PAYME, PaymeError } from './payme-errors.js';
import { paymeMethods } from './payme-merchant-api.js';

const URL = '/api/payments/v1/payme/:merchantId';

function answer(reply: FastifyReply, id: unknown, body: { result: unknown } | { error: PaymeError }) {
  // Always HTTP 200: Payme counts any other status as a system error (-32400).
  const payload =
    'result' in body
      ? { jsonrpc: '2.0', id: id ?? null, result: body.result }
      : {
          jsonrpc: '2.0',
          id: id ?? null,
          error: { code: body.error.code, message: body.error.texts, data: body.error.data ?? null },
        };
  return reply.code(200).header('cache-control', 'no-store').send(payload);
}

async function handle(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  let rpc: unknown;
  try {
    rpc = JSON.parse(typeof request.body === 'string' ? request.body : '');
  } catch {
    return answer(reply, null, { error: PAYME.parse() });
  }
  const envelope = typeof rpc === 'object' && rpc !== null ? (rpc as Record<string, unknown>) : {};
  const id = envelope.id;
  try {
    const merchantId = callbackMerchantId((request.params as { merchantId?: string }).merchantId);
    const credentials = merchantId === null ? null : await paymeCredentials(app.deps, merchantId);
    // Credentials before anything else, so an outsider learns nothing about orders.
    if (!credentials || merchantId === null || !hasBasicAuth(request, credentials.login, credentials.key))
      throw PAYME.unauthorized();
    const { method, params } = envelope;
    if (
      typeof method !== 'string' ||
      typeof params !== 'object' ||
      params === null ||
      Array.isArray(params) ||
      containsNul(params)
    )
      throw PAYME.invalidRequest();
    const run = Object.hasOwn(paymeMethods, method) ? paymeMethods[method] : undefined;
    if (!run) throw PAYME.methodNotFound(method);
    const vatPercent = Number((credentials as unknown as Record<string, string>).vatPercent ?? 0) || 0;
    const { notificationsActive } = await cachedMerchantSettings(app, merchantId);
    const result = await run(
      { app, merchantId, now: paymentNow(app), vatPercent, notificationsActive },
      params as Record<string, unknown>,
    );
    return answer(reply, id, { result });
  } catch (error) {
    if (error instanceof PaymeError) return answer(reply, id, { error });
    request.log.error({ err: error }, 'payme callback failed');
    return answer(reply, id, { error: PAYME.system() });
  }
}

/** Payme Merchant API (docs/integrations.md §1): JSON-RPC from Payme, one endpoint per merchant. */
export async function registerPaymeRoutes(app: FastifyInstance) {
  await registerRawBodyScope(app, (scope) => {
    scope.post(URL, (request, reply) => handle(app, request, reply));
    scope.route({
      method: ['GET', 'PUT', 'DELETE', 'PATCH'],
      url: URL,
      handler: (_request, reply) => answer(reply, null, { error: PAYME.notPost() }),
    });
  });
}
