import { PhoneSchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { findMerchantById } from '../../http/merchant-repository.js';
import { loadPrivateSettings } from '../../http/merchant-settings.js';
import { SecretUnreadableError } from '../../http/secrets.js';
import type { DeliveryResult, OutboxRow } from '../outbox/index.js';
import { smsGatewayFor } from './gateway-for-merchant.js';
import { SmsDeliveryError } from './sms-gateway.js';

/** `998901234567` → `99890*****67`: enough to tell two customers apart in a log, not to call one. */
export const maskPhone = (phone: string) => `${phone.slice(0, 5)}*****${phone.slice(-2)}`;

/**
 * What a failed send means for the outbox: the provider down, busy or failing (network, timeout,
 * 429, 5xx) is worth another try; a refused login or a rejected message (bad number, blocked
 * sender, a 4xx) will fail the same way again.
 */
export function smsFailure(error: unknown): Extract<DeliveryResult, { ok: false }> {
  if (!(error instanceof SmsDeliveryError))
    return { ok: false, permanent: false, reason: 'error', description: (error as Error)?.message };
  const description = error.message;
  const { status } = error;
  if (status === undefined) return { ok: false, permanent: false, reason: 'unreachable', description };
  if (status === 429) return { ok: false, permanent: false, reason: 'rate_limited', description };
  if (status >= 500) return { ok: false, permanent: false, reason: 'server', description };
  if (status === 401 || status === 403) return { ok: false, permanent: true, reason: 'refused', description };
  return { ok: false, permanent: true, reason: 'rejected', description };
}

/**
 * The outbox's SMS sender: payload `{ phone, text }`, through the tenant's gateway with its
 * sender name, as the sign-in codes go. Never throws; the phone is logged masked and the text
 * (it may hold a receipt link) not at all.
 */
export async function deliverSms(app: FastifyInstance, row: OutboxRow): Promise<DeliveryResult> {
  // The tenant cache every request uses (dropped when the merchant is edited): one select less
  // per message (decision 045).
  const merchant = await app.deps.merchantCache.get(row.merchantId, () =>
    findMerchantById(app.deps.db, row.merchantId),
  );
  if (!merchant) return { ok: false, permanent: true, reason: 'no_merchant' };
  const phone = String(row.payload.phone ?? '');
  const text = String(row.payload.text ?? '');
  if (!PhoneSchema.safeParse(phone).success) return { ok: false, permanent: true, reason: 'bad_number' };
  if (!text) return { ok: false, permanent: true, reason: 'rejected', description: 'empty text' };
  let gateway: ReturnType<typeof smsGatewayFor>;
  try {
    const sender =
      merchant.smsGateway === 'CONSOLE' ? '' : (await loadPrivateSettings(app, merchant.id)).smsSender;
    gateway = smsGatewayFor(app, merchant, sender);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SMS_GATEWAY_NOT_CONFIGURED')
      return { ok: false, permanent: true, reason: 'no_gateway', description: 'no SMS gateway is set up' };
    if (error instanceof SecretUnreadableError)
      return { ok: false, permanent: true, reason: 'no_gateway', description: 'SMS credentials unreadable' };
    throw error;
  }
  try {
    await gateway.send({ phone, text });
    return { ok: true };
  } catch (error) {
    const failure = smsFailure(error);
    app.log.warn(
      {
        outboxId: row.id,
        merchantId: merchant.id,
        gateway: gateway.name,
        phone: maskPhone(phone),
        reason: failure.reason,
      },
      'sms not sent',
    );
    return failure;
  }
}
