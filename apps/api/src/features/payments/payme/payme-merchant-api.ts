import { type OrderRow, tables } from '@dastarkhan/db';
import { and, asc, between, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sealSecret } from '../../../http/secrets.js';
import {
  isFulfilled,
  lockOrderForPayment,
  type PayableRefusal,
  PENDING_TIMEOUT_MS,
  payableRefusal,
  providerTime,
  toTiyin,
} from '../payable-order.js';
import { type PaymentOutcome, paymentCounter } from '../payment-metrics.js';
import { settleOrderPaid, settleOrderRefunded } from '../settle-payment.js';
import { PAYME, type PaymeError } from './payme-errors.js';
import { paymeReceiptDetail } from './payme-receipt.js';
import {
  describeTransaction,
  findPaymeTransaction,
  PAYME_PROVIDER,
  PAYME_REASON_TIMEOUT,
  statementEntry,
} from './payme-transactions.js';

const { payments, orderItems } = tables;

export type PaymeParams = Record<string, unknown>;

export interface PaymeContext {
  app: FastifyInstance;
  merchantId: number;
  /** The payment clock (real time; tests move it to reach Payme's 12-hour timeout). */
  now: Date;
  vatPercent: number;
  /** The tenant's switch, read before any transaction (PGlite has one connection). */
  notificationsActive: boolean;
}

/** The account field our cashbox asks the payer for (ac.order_id in checkout links). */
const ACCOUNT_FIELD = 'order_id';

const REFUSAL: Record<PayableRefusal, (data?: string) => PaymeError> = {
  NOT_FOUND: PAYME.orderNotFound,
  PAID: PAYME.orderPaid,
  CANCELED: PAYME.orderCanceled,
  BUSY: PAYME.orderBusy,
};

function amountOf(params: PaymeParams): number {
  const amount = params.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw PAYME.invalidRequest('amount');
  return amount;
}

function idOf(params: PaymeParams): string {
  const id = params.id;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw PAYME.invalidRequest('id');
  return id;
}

function accountOrderIdOrNull(params: PaymeParams): unknown {
  const account = params.account;
  return typeof account === 'object' && account !== null
    ? (account as Record<string, unknown>)[ACCOUNT_FIELD]
    : null;
}

function accountOrderId(params: PaymeParams): unknown {
  const account = params.account;
  if (typeof account !== 'object' || account === null) throw PAYME.orderNotFound(ACCOUNT_FIELD);
  return (account as Record<string, unknown>)[ACCOUNT_FIELD];
}

/** Account, amount and the order's state, in the order Payme's sandbox expects the errors. */
async function checkPayable(
  ctx: PaymeContext,
  tx: Parameters<typeof lockOrderForPayment>[0],
  params: PaymeParams,
  exceptId?: number,
): Promise<OrderRow> {
  const amount = amountOf(params);
  const order = await lockOrderForPayment(tx, ctx.merchantId, accountOrderId(params));
  if (!order) throw PAYME.orderNotFound(ACCOUNT_FIELD);
  if (amount !== toTiyin(order.totalPrice) || amount <= 0) throw PAYME.wrongAmount();
  const refusal = await payableRefusal(tx, order, ctx.now, PAYME_PROVIDER, exceptId);
  if (refusal) throw REFUSAL[refusal](ACCOUNT_FIELD);
  return order;
}

const timedOut = (ctx: PaymeContext, paymeTime: Date | null) =>
  paymeTime !== null && ctx.now.getTime() - paymeTime.getTime() > PENDING_TIMEOUT_MS;

export const paymeMethods: Record<string, (ctx: PaymeContext, params: PaymeParams) => Promise<unknown>> = {
  async CheckPerformTransaction(ctx, params) {
    return ctx.app.deps.db.transaction(async (tx) => {
      const order = await checkPayable(ctx, tx, params);
      const lines = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      return { allow: true, detail: paymeReceiptDetail(order, lines, ctx.vatPercent) };
    });
  },

  async CreateTransaction(ctx, params) {
    const paymeId = idOf(params);
    const time = providerTime(params.time);
    if (!time) throw PAYME.invalidRequest('time');
    // A timeout hit while answering must be recorded even though the answer is an error.
    let failure: PaymeError | null = null;
    const result = await ctx.app.deps.db.transaction(async (tx) => {
      // The order's lock first (as Perform and Cancel take it): repeats of this call sent at once
      // wait here for the first, then find its transaction below and give its answer — without
      // the lock they would find nothing, wait on the order later, and see the order "busy".
      await lockOrderForPayment(tx, ctx.merchantId, accountOrderIdOrNull(params));
      const existing = await findPaymeTransaction(tx, ctx.merchantId, paymeId, true);
      if (existing) {
        if (existing.state !== 1) throw PAYME.impossible();
        if (timedOut(ctx, existing.providerTime)) {
          await cancelPending(ctx, tx, existing.id, PAYME_REASON_TIMEOUT);
          failure = PAYME.impossible();
          return null;
        }
        // A repeat (Payme's sandbox sends every call twice): the same answer.
        await checkPayable(ctx, tx, params, existing.id);
        return existing;
      }
      await checkPayable(ctx, tx, params);
      if (timedOut(ctx, time)) throw PAYME.impossible();
      const [row] = await tx
        .insert(payments)
        .values({
          merchantId: ctx.merchantId,
          orderId: Number(accountOrderId(params)),
          provider: PAYME_PROVIDER,
          providerTransactionId: paymeId,
          amount: amountOf(params),
          state: 1,
          providerTime: time,
          createTime: ctx.now,
          payload: { account: params.account as Record<string, unknown> },
        })
        .returning();
      return row!;
    });
    if (failure || !result) throw failure ?? PAYME.system();
    return { create_time: result.createTime.getTime(), transaction: String(result.id), state: result.state };
  },

  async PerformTransaction(ctx, params) {
    const paymeId = idOf(params);
    let failure: PaymeError | null = null;
    let settled: PaymentOutcome | null = null;
    const result = await ctx.app.deps.db.transaction(async (tx) => {
      const found = await findPaymeTransaction(tx, ctx.merchantId, paymeId);
      if (!found) throw PAYME.transactionNotFound();
      // Order first, then the transaction: the same lock order as CreateTransaction.
      const order = await lockOrderForPayment(tx, ctx.merchantId, found.orderId);
      const row = (await findPaymeTransaction(tx, ctx.merchantId, paymeId, true))!;
      if (row.state === 2) return row;
      if (row.state !== 1 || !order) throw PAYME.impossible();
      if (timedOut(ctx, row.providerTime)) {
        await cancelPending(ctx, tx, row.id, PAYME_REASON_TIMEOUT);
        settled = 'failed';
        failure = PAYME.impossible();
        return null;
      }
      if (order.isPaid || order.status === 'CANCELED') throw PAYME.impossible();
      const [performed] = await tx
        .update(payments)
        .set({ state: 2, performTime: ctx.now, lastModifiedDate: new Date() })
        .where(eq(payments.id, row.id))
        .returning();
      await settleOrderPaid(tx, order, performed!, ctx.notificationsActive);
      settled = 'paid';
      return performed!;
    });
    paymentCounter(ctx.app, PAYME_PROVIDER)(settled);
    if (failure || !result) throw failure ?? PAYME.system();
    return {
      transaction: String(result.id),
      perform_time: result.performTime!.getTime(),
      state: result.state,
    };
  },

  async CancelTransaction(ctx, params) {
    const paymeId = idOf(params);
    // Payme's reasons are small positive integers (1–5, 10); anything a column cannot hold is malformed.
    const reason =
      typeof params.reason === 'number' &&
      Number.isInteger(params.reason) &&
      params.reason >= 1 &&
      params.reason <= 2_147_483_647
        ? params.reason
        : null;
    if (reason === null) throw PAYME.invalidRequest('reason');
    let settled: PaymentOutcome | null = null;
    const row = await ctx.app.deps.db.transaction(async (tx) => {
      const found = await findPaymeTransaction(tx, ctx.merchantId, paymeId);
      if (!found) throw PAYME.transactionNotFound();
      const order = await lockOrderForPayment(tx, ctx.merchantId, found.orderId);
      const current = (await findPaymeTransaction(tx, ctx.merchantId, paymeId, true))!;
      if (current.state === 1) {
        settled = 'failed';
        return cancelPending(ctx, tx, current.id, reason);
      }
      if (current.state === 2) {
        if (order && isFulfilled(order)) throw PAYME.cannotCancel();
        const [refunded] = await tx
          .update(payments)
          .set({ state: -2, reason, cancelTime: ctx.now, lastModifiedDate: new Date() })
          .where(eq(payments.id, current.id))
          .returning();
        if (order) await settleOrderRefunded(tx, order, refunded!, ctx.notificationsActive);
        settled = 'refunded';
        return refunded!;
      }
      // Already cancelled: the first answer again.
      return current;
    });
    paymentCounter(ctx.app, PAYME_PROVIDER)(settled);
    return { transaction: String(row.id), cancel_time: row.cancelTime!.getTime(), state: row.state };
  },

  async CheckTransaction(ctx, params) {
    const row = await findPaymeTransaction(ctx.app.deps.db, ctx.merchantId, idOf(params));
    if (!row) throw PAYME.transactionNotFound();
    return describeTransaction(row);
  },

  async GetStatement(ctx, params) {
    const from = providerTime(params.from);
    if (!from) throw PAYME.invalidRequest('from');
    const to = providerTime(params.to);
    if (!to) throw PAYME.invalidRequest('to');
    if (from > to) throw PAYME.invalidRequest('from');
    const rows = await ctx.app.deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.merchantId, ctx.merchantId),
          eq(payments.provider, PAYME_PROVIDER),
          between(payments.providerTime, from, to),
        ),
      )
      .orderBy(asc(payments.providerTime));
    return { transactions: rows.map(statementEntry) };
  },

  async ChangePassword(ctx, params) {
    const password = params.password;
    if (typeof password !== 'string' || password.length < 8 || password.length > 200)
      throw PAYME.invalidRequest('password');
    await changePaymeKey(ctx, password);
    return { success: true };
  },
};

async function cancelPending(
  ctx: PaymeContext,
  tx: Parameters<typeof lockOrderForPayment>[0],
  id: number,
  reason: number,
) {
  const [row] = await tx
    .update(payments)
    .set({ state: -1, reason, cancelTime: ctx.now, lastModifiedDate: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

async function changePaymeKey(ctx: PaymeContext, key: string) {
  const { merchantPaymentSettings } = tables;
  const db = ctx.app.deps.db;
  const [row] = await db
    .select()
    .from(merchantPaymentSettings)
    .where(
      and(eq(merchantPaymentSettings.merchantId, ctx.merchantId), eq(merchantPaymentSettings.type, 'PAYME')),
    );
  if (!row) throw PAYME.system();
  await db
    .update(merchantPaymentSettings)
    .set({ credentials: { ...row.credentials, key: sealSecret(ctx.app.deps.config.secrets.key, key) } })
    .where(eq(merchantPaymentSettings.id, row.id));
}
