import { type Executor, type PaymentRow, tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';
import { lockOrderForPayment, payableRefusal } from '../payable-order.js';
import type { ClickCredentials } from '../payment-credentials.js';
import type { PaymentOutcome } from '../payment-metrics.js';
import { settleOrderPaid } from '../settle-payment.js';
import { CLICK, ClickError } from './click-errors.js';
import { type ClickForm, clickSignatureMatches } from './click-sign.js';

const { payments } = tables;

export const CLICK_PROVIDER = 'CLICK';

export interface ClickContext {
  db: Executor & { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> };
  merchantId: number;
  credentials: ClickCredentials;
  now: Date;
  notificationsActive: boolean;
  /** Counts a settled payment for the metrics (payment-metrics.ts), after its commit. */
  settled: (outcome: PaymentOutcome | null) => void;
}

/** Click sends so'm, possibly with kopecks ("50000.00"); orders are whole so'm. */
function amountMatches(raw: string, som: number): boolean {
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value - som) < 0.005;
}

function verify(ctx: ClickContext, form: ClickForm, complete: boolean, action: '0' | '1') {
  if (form.service_id !== ctx.credentials.serviceId) throw new ClickError(CLICK.signFailed);
  if (!clickSignatureMatches(form, ctx.credentials.secretKey, complete))
    throw new ClickError(CLICK.signFailed);
  if (form.action !== action) throw new ClickError(CLICK.actionNotFound);
}

async function findClickPayment(
  tx: Executor,
  merchantId: number,
  clickTransId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.merchantId, merchantId),
        eq(payments.provider, CLICK_PROVIDER),
        eq(payments.providerTransactionId, clickTransId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Prepare (action 0): checks the order and amount and records the transaction; its id is ours. */
export async function clickPrepare(ctx: ClickContext, form: ClickForm): Promise<{ prepareId: number }> {
  verify(ctx, form, false, '0');
  // Click starts a payment with error 0; anything else is Click telling us it failed already.
  if (Number(form.error) < 0) throw new ClickError(CLICK.cancelled);
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderForPayment(tx, ctx.merchantId, form.merchant_trans_id);
    if (!order) throw new ClickError(CLICK.orderNotFound);
    if (!amountMatches(form.amount!, order.totalPrice)) throw new ClickError(CLICK.wrongAmount);
    const existing = await findClickPayment(tx, ctx.merchantId, form.click_trans_id!);
    if (existing) {
      if (existing.state === 2) throw new ClickError(CLICK.alreadyPaid);
      if (existing.state < 0) throw new ClickError(CLICK.cancelled);
      return { prepareId: existing.id };
    }
    const refusal = await payableRefusal(tx, order, ctx.now);
    if (refusal === 'PAID') throw new ClickError(CLICK.alreadyPaid);
    if (refusal === 'CANCELED') throw new ClickError(CLICK.cancelled);
    const [row] = await tx
      .insert(payments)
      .values({
        merchantId: ctx.merchantId,
        orderId: order.id,
        provider: CLICK_PROVIDER,
        providerTransactionId: form.click_trans_id!,
        amount: Math.round(Number(form.amount) * 100),
        state: 1,
        createTime: ctx.now,
        payload: { clickPaydocId: form.click_paydoc_id, signTime: form.sign_time },
      })
      .returning({ id: payments.id });
    return { prepareId: row!.id };
  });
}

/**
 * Complete (action 1): the money was debited (or Click cancels with error < 0). Settles the
 * order once; a replay of a completed payment is answered "already paid" (-4).
 */
export async function clickComplete(ctx: ClickContext, form: ClickForm): Promise<{ confirmId: number }> {
  verify(ctx, form, true, '1');
  const prepareId = /^[1-9]\d{0,9}$/.test(form.merchant_prepare_id!) ? Number(form.merchant_prepare_id) : 0;
  // A cancellation must be recorded even though its answer is an error.
  let cancelled = false;
  let performed = false;
  const result = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.merchantId, ctx.merchantId),
          eq(payments.provider, CLICK_PROVIDER),
          eq(payments.id, prepareId),
          eq(payments.providerTransactionId, form.click_trans_id!),
        ),
      );
    if (!found || String(found.orderId) !== form.merchant_trans_id)
      throw new ClickError(CLICK.transactionNotFound);
    const order = await lockOrderForPayment(tx, ctx.merchantId, found.orderId);
    const payment = (await findClickPayment(tx, ctx.merchantId, found.providerTransactionId))!;
    if (payment.state === 2) throw new ClickError(CLICK.alreadyPaid);
    if (payment.state < 0) throw new ClickError(CLICK.cancelled);
    if (!amountMatches(form.amount!, payment.amount / 100)) throw new ClickError(CLICK.wrongAmount);
    if (Number(form.error) < 0 || !order || order.status === 'CANCELED') {
      await tx
        .update(payments)
        .set({
          state: -1,
          cancelTime: ctx.now,
          reason: Number(form.error) || null,
          lastModifiedDate: new Date(),
        })
        .where(eq(payments.id, payment.id));
      cancelled = true;
      return null;
    }
    if (order.isPaid) throw new ClickError(CLICK.alreadyPaid);
    const [row] = await tx
      .update(payments)
      .set({ state: 2, performTime: ctx.now, lastModifiedDate: new Date() })
      .where(eq(payments.id, payment.id))
      .returning();
    await settleOrderPaid(tx, order, row!, ctx.notificationsActive);
    performed = true;
    return { confirmId: row!.id };
  });
  ctx.settled(cancelled ? 'failed' : performed ? 'paid' : null);
  if (cancelled || !result) throw new ClickError(CLICK.cancelled);
  return result;
}
