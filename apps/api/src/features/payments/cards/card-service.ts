import { type CardRow, tables } from '@dastarkhan/db';
import type { CardCreateRequest, CardVerification, PaymentChannel } from '@dastarkhan/domain';
import { CardCreateRequestSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { cachedMerchantSettings } from '../../../http/merchant-settings.js';
import { offeredPaymentTypes } from '../../payment-types/index.js';
import { switchPaymentType, unpaidOrderOf } from '../customer-order.js';
import { toTiyin } from '../payable-order.js';
import { type PaymeCredentials, paymeCredentials } from '../payment-credentials.js';
import { findOwnCard, toCard } from './card-repository.js';
import {
  PaymeSubscribeRefusal,
  PaymeSubscribeUnavailable,
  paymeSubscribe,
  RECEIPT_PAID,
} from './payme-subscribe-client.js';

const { cards } = tables;

export interface CardOwner {
  merchantId: number;
  userId: number;
}

/** The tenant must offer saved cards (`cardActive`) and have a Payme cashbox to tokenise with. */
async function subscribeFor(app: FastifyInstance, owner: CardOwner) {
  const settings = await cachedMerchantSettings(app, owner.merchantId);
  if (!settings.cardActive) throw new AppError(403, 'CARDS_UNAVAILABLE');
  const credentials: PaymeCredentials | null = await paymeCredentials(app.deps, owner.merchantId);
  if (!credentials) throw new AppError(403, 'CARDS_UNAVAILABLE');
  const { paymeSubscribeUrl, timeoutMs } = app.deps.config.payments;
  return paymeSubscribe(paymeSubscribeUrl, credentials, timeoutMs);
}

/** Provider answers become our localised errors; a refusal is the customer's to fix, the rest is ours. */
async function provider<T>(
  work: () => Promise<T>,
  refused: 'CARD_INVALID' | 'CARD_CODE_WRONG' | 'CARD_PAYMENT_FAILED',
) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymeSubscribeRefusal) throw new AppError(422, refused, { code: error.code });
    if (error instanceof PaymeSubscribeUnavailable) throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    throw error;
  }
}

async function ownCard(app: FastifyInstance, owner: CardOwner, id: number): Promise<CardRow> {
  const row = await findOwnCard(app.deps.db, owner.merchantId, owner.userId, id);
  if (!row) throw new AppError(404, 'CARD_NOT_FOUND', { id });
  return row;
}

/** Tokenises the card with Payme and has it send the SMS code; only the token and mask are kept. */
export async function addCard(
  app: FastifyInstance,
  owner: CardOwner,
  input: CardCreateRequest,
): Promise<CardVerification> {
  const request = CardCreateRequestSchema.parse(input);
  const subscribe = await subscribeFor(app, owner);
  const { card } = await provider(() => subscribe.createCard(request.number, request.expire), 'CARD_INVALID');
  const code = await provider(() => subscribe.sendVerifyCode(card.token), 'CARD_INVALID');
  const [row] = await app.deps.db
    .insert(cards)
    .values({
      merchantId: owner.merchantId,
      userId: owner.userId,
      provider: 'PAYME',
      name: request.name || null,
      maskedNumber: card.number,
      expire: card.expire.includes('/') ? card.expire : `${card.expire.slice(0, 2)}/${card.expire.slice(2)}`,
      providerToken: card.token,
      isVerified: false,
      type: card.type ?? null,
    })
    .returning();
  return { card: toCard(row!), phone: code.phone, wait: Math.ceil(code.wait / 1000) };
}

export async function resendCardCode(
  app: FastifyInstance,
  owner: CardOwner,
  id: number,
): Promise<CardVerification> {
  const row = await ownCard(app, owner, id);
  if (row.isVerified) throw new AppError(409, 'CARD_INVALID');
  const subscribe = await subscribeFor(app, owner);
  const code = await provider(() => subscribe.sendVerifyCode(row.providerToken), 'CARD_INVALID');
  return { card: toCard(row), phone: code.phone, wait: Math.ceil(code.wait / 1000) };
}

export async function verifyCard(app: FastifyInstance, owner: CardOwner, id: number, code: string) {
  const row = await ownCard(app, owner, id);
  if (row.isVerified) return toCard(row);
  const subscribe = await subscribeFor(app, owner);
  const { card } = await provider(() => subscribe.verifyCard(row.providerToken, code), 'CARD_CODE_WRONG');
  if (!card.verify) throw new AppError(422, 'CARD_CODE_WRONG');
  const [verified] = await app.deps.db
    .update(cards)
    .set({ isVerified: true, providerToken: card.token || row.providerToken })
    .where(eq(cards.id, row.id))
    .returning();
  return toCard(verified!);
}

/**
 * Forgets the card at once; telling Payme is best effort (the token is useless to anyone but us,
 * and we no longer hold it).
 */
export async function deleteCard(app: FastifyInstance, owner: CardOwner, id: number): Promise<void> {
  const row = await ownCard(app, owner, id);
  await app.deps.db
    .update(cards)
    .set({ deletedAt: new Date(), providerToken: '' })
    .where(eq(cards.id, row.id));
  const subscribe = await subscribeFor(app, owner).catch(() => null);
  await subscribe?.removeCard(row.providerToken).catch((error) => {
    app.log.warn({ err: error, cardId: row.id }, 'payme cards.remove failed');
  });
}

/**
 * Pays an order with a saved card through a Payme receipt. Payme settles it through our
 * Merchant API (CheckPerform, Create, Perform) while `receipts.pay` runs, so the order is marked
 * paid by the same path, once, as any Payme payment.
 */
export async function payWithCard(
  app: FastifyInstance,
  owner: CardOwner,
  cardId: number,
  orderId: number,
  channel: PaymentChannel,
): Promise<void> {
  const row = await ownCard(app, owner, cardId);
  if (!row.isVerified) throw new AppError(409, 'CARD_NOT_VERIFIED');
  const subscribe = await subscribeFor(app, owner);
  const order = await unpaidOrderOf(app, owner.merchantId, owner.userId, orderId);
  if (!(await offeredPaymentTypes(app, owner.merchantId, channel)).includes('PAYME'))
    throw new AppError(422, 'PAYMENT_TYPE_UNAVAILABLE', {}, 'paymentType');
  await switchPaymentType(app, order, 'PAYME', owner.userId);
  const { receipt } = await provider(
    () => subscribe.createReceipt(toTiyin(order.totalPrice), order.id),
    'CARD_PAYMENT_FAILED',
  );
  const paid = await provider(
    () => subscribe.payReceipt(receipt._id, row.providerToken),
    'CARD_PAYMENT_FAILED',
  );
  if (paid.receipt.state !== RECEIPT_PAID) throw new AppError(422, 'CARD_PAYMENT_FAILED');
}
