import type { BotMessage } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import { findMerchantById } from '../../http/merchant-repository.js';
import type { DeliveryResult, OutboxRow } from '../outbox/index.js';
import { sendToCustomer, sendToStaffGroup } from '../telegram/index.js';

/** The outbox's Telegram sender: `{ to: 'customer', userId, message }` or `{ to: 'staff-group', message }`. */
export async function deliverTelegram(app: FastifyInstance, row: OutboxRow): Promise<DeliveryResult> {
  // The tenant cache every request uses (dropped when the merchant is edited): one select less
  // per message, and every placed order sends one to the staff group (decision 045).
  const merchant = await app.deps.merchantCache.get(row.merchantId, () =>
    findMerchantById(app.deps.db, row.merchantId),
  );
  if (!merchant) return { ok: false, permanent: true, reason: 'no_merchant' };
  const message = row.payload.message as BotMessage;
  const result =
    row.payload.to === 'customer'
      ? await sendToCustomer(app, merchant, Number(row.payload.userId), message)
      : await sendToStaffGroup(app, merchant, message);
  if (result.ok) return { ok: true };
  return {
    ok: false,
    permanent: result.permanent,
    reason: result.reason,
    ...(result.description ? { description: result.description } : {}),
    ...(result.retryAfterMs ? { retryAfterMs: result.retryAfterMs } : {}),
  };
}
