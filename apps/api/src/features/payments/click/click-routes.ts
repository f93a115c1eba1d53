import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedMerchantSettings } from '../../../http/merchant-settings.js';
import { callbackMerchantId, containsNul, paymentNow, registerRawBodyScope } from '../callback-auth.js';
import { clickCredentials } from '../payment-credentials.js';
import { paymentCounter } from '../payment-metrics.js';
import { CLICK, ClickError, type ClickOutcome } from './click-errors.js';
import { CLICK_PROVIDER, type ClickContext, clickComplete, clickPrepare } from './click-shop-api.js';
import { type ClickForm, COMPLETE_FIELDS, PREPARE_FIELDS } from './click-sign.js';

type Stage = 'prepare' | 'complete';

/** Click ids can pass 2^53: echoed as numbers only while a number holds them exactly. */
const echoId = (raw: string | undefined) =>
  raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : (raw ?? null);

function reply(
  res: FastifyReply,
  form: ClickForm,
  outcome: ClickOutcome,
  extra: Record<string, unknown> = {},
) {
  return res
    .code(200)
    .header('cache-control', 'no-store')
    .send({
      click_trans_id: echoId(form.click_trans_id),
      merchant_trans_id: form.merchant_trans_id ?? null,
      ...extra,
      error: outcome[0],
      error_note: outcome[1],
    });
}

async function handle(app: FastifyInstance, stage: Stage, request: FastifyRequest, res: FastifyReply) {
  const form: ClickForm = Object.fromEntries(
    new URLSearchParams(typeof request.body === 'string' ? request.body : '').entries(),
  );
  try {
    const required = stage === 'prepare' ? PREPARE_FIELDS : COMPLETE_FIELDS;
    if (required.some((field) => form[field] === undefined || form[field] === '') || containsNul(form))
      throw new ClickError(CLICK.badRequest);
    const merchantId = callbackMerchantId((request.params as { merchantId?: string }).merchantId);
    const credentials = merchantId === null ? null : await clickCredentials(app.deps, merchantId);
    // No Click set up for this merchant: nothing can sign for it.
    if (!credentials || merchantId === null) throw new ClickError(CLICK.signFailed);
    const { notificationsActive } = await cachedMerchantSettings(app, merchantId);
    const ctx: ClickContext = {
      db: app.deps.db,
      merchantId,
      credentials,
      now: paymentNow(app),
      notificationsActive,
      settled: paymentCounter(app, CLICK_PROVIDER),
    };
    if (stage === 'prepare') {
      const { prepareId } = await clickPrepare(ctx, form);
      return reply(res, form, CLICK.success, { merchant_prepare_id: prepareId });
    }
    const { confirmId } = await clickComplete(ctx, form);
    return reply(res, form, CLICK.success, { merchant_confirm_id: confirmId });
  } catch (error) {
    const idField = stage === 'prepare' ? 'merchant_prepare_id' : 'merchant_confirm_id';
    const known = form.merchant_prepare_id ? { [idField]: echoId(form.merchant_prepare_id) } : {};
    if (error instanceof ClickError) return reply(res, form, error.outcome, known);
    request.log.error({ err: error }, 'click callback failed');
    return reply(res, form, CLICK.updateFailed, known);
  }
}

/** Click SHOP API (docs/integrations.md §2): Prepare and Complete, form-urlencoded, per merchant. */
export async function registerClickRoutes(app: FastifyInstance) {
  await registerRawBodyScope(app, (scope) => {
    for (const stage of ['prepare', 'complete'] as const)
      scope.post(`/api/payments/v1/click/:merchantId/${stage}`, (request, res) =>
        handle(app, stage, request, res),
      );
  });
}
