import { type Database, type Executor, type OrderRow, type PaymentRow, tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';
import { isFulfilled, lockOrderForPayment, payableRefusal, providerTime, toTiyin } from '../payable-order.js';
import type { UzumCredentials } from '../payment-credentials.js';
import type { PaymentOutcome } from '../payment-metrics.js';
import { settleOrderPaid, settleOrderRefunded } from '../settle-payment.js';
import { UZUM_ERROR, UzumError } from './uzum-errors.js';

const { payments } = tables;

export const UZUM_PROVIDER = 'UZUM';
export const UZUM_OPERATIONS = ['check', 'create', 'confirm', 'reverse', 'status'] as const;
export type UzumOperation = (typeof UZUM_OPERATIONS)[number];

export interface UzumContext {
  db: Database;
  merchantId: number;
  credentials: UzumCredentials;
  now: Date;
  notificationsActive: boolean;
  /** Counts a settled payment for the metrics (payment-metrics.ts), after its commit. */
  settled: (outcome: PaymentOutcome | null) => void;
}

export type UzumBody = Record<string, unknown>;

const STATUS: Record<number, string> = { 1: 'CREATED', 2: 'CONFIRMED', [-1]: 'REVERSED', [-2]: 'REVERSED' };

function transIdOf(body: UzumBody): string {
  const id = body.transId;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64)
    throw new UzumError(UZUM_ERROR.missingParams);
  return id;
}

function orderIdOf(body: UzumBody): unknown {
  const params = body.params;
  if (typeof params !== 'object' || params === null) throw new UzumError(UZUM_ERROR.missingParams);
  const value = (params as Record<string, unknown>).order_id;
  if (value === undefined) throw new UzumError(UZUM_ERROR.missingParams);
  return value;
}

async function payableOrder(
  tx: Executor,
  ctx: UzumContext,
  body: UzumBody,
  exceptId?: number,
): Promise<OrderRow> {
  const order = await lockOrderForPayment(tx, ctx.merchantId, orderIdOf(body));
  if (!order) throw new UzumError(UZUM_ERROR.orderNotFound);
  const refusal = await payableRefusal(tx, order, ctx.now, UZUM_PROVIDER, exceptId);
  if (refusal === 'PAID' || refusal === 'BUSY') throw new UzumError(UZUM_ERROR.alreadyProcessed);
  if (refusal === 'CANCELED') throw new UzumError(UZUM_ERROR.cancelled);
  return order;
}

async function findTransaction(tx: Executor, ctx: UzumContext, transId: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.merchantId, ctx.merchantId),
        eq(payments.provider, UZUM_PROVIDER),
        eq(payments.providerTransactionId, transId),
      ),
    );
  return row ?? null;
}

/** Locks the transaction's order, then re-reads the transaction: the order-first lock order. */
async function lockTransaction(tx: Executor, ctx: UzumContext, transId: string) {
  const found = await findTransaction(tx, ctx, transId);
  if (!found) throw new UzumError(UZUM_ERROR.dataCheck);
  const order = await lockOrderForPayment(tx, ctx.merchantId, found.orderId);
  return { order, payment: (await findTransaction(tx, ctx, transId))! };
}

const ms = (value: Date | null) => (value ? value.getTime() : null);

function describe(ctx: UzumContext, row: PaymentRow) {
  return {
    serviceId: Number(ctx.credentials.serviceId),
    transId: row.providerTransactionId,
    status: STATUS[row.state] ?? 'FAILED',
    transTime: ms(row.createTime),
    confirmTime: ms(row.performTime),
    reverseTime: ms(row.cancelTime),
    amount: row.amount,
  };
}

export const uzumOperations: Record<UzumOperation, (ctx: UzumContext, body: UzumBody) => Promise<object>> = {
  async check(ctx, body) {
    return ctx.db.transaction(async (tx) => {
      const order = await payableOrder(tx, ctx, body);
      return {
        serviceId: Number(ctx.credentials.serviceId),
        timestamp: ctx.now.getTime(),
        status: 'OK',
        data: { order_id: { value: String(order.id) }, amount: { value: toTiyin(order.totalPrice) } },
      };
    });
  },

  async create(ctx, body) {
    const transId = transIdOf(body);
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      throw new UzumError(UZUM_ERROR.missingParams);
    const time = body.timestamp === undefined ? ctx.now : providerTime(body.timestamp);
    if (!time) throw new UzumError(UZUM_ERROR.missingParams);
    const orderId = orderIdOf(body);
    const row = await ctx.db.transaction(async (tx) => {
      // The order's lock first: repeats of this creation sent at once wait here for the first,
      // then find its transaction and give its answer instead of finding the order taken.
      await lockOrderForPayment(tx, ctx.merchantId, orderId);
      const existing = await findTransaction(tx, ctx, transId);
      if (existing) {
        // A repeat of the same creation: the first answer; anything else about it is a conflict.
        if (
          existing.state !== 1 ||
          existing.amount !== amount ||
          String(existing.orderId) !== String(orderId)
        )
          throw new UzumError(UZUM_ERROR.alreadyProcessed);
        return existing;
      }
      const order = await payableOrder(tx, ctx, body);
      if (amount !== toTiyin(order.totalPrice) || amount <= 0) throw new UzumError(UZUM_ERROR.dataCheck);
      const [created] = await tx
        .insert(payments)
        .values({
          merchantId: ctx.merchantId,
          orderId: order.id,
          provider: UZUM_PROVIDER,
          providerTransactionId: transId,
          amount,
          state: 1,
          createTime: ctx.now,
          providerTime: time,
          payload: { params: body.params as Record<string, unknown> },
        })
        .returning();
      return created!;
    });
    return { ...describe(ctx, row), data: body.params ?? null };
  },

  async confirm(ctx, body) {
    const transId = transIdOf(body);
    let settled: PaymentOutcome | null = null;
    const row = await ctx.db.transaction(async (tx) => {
      const { order, payment } = await lockTransaction(tx, ctx, transId);
      if (payment.state === 2) return payment;
      if (payment.state < 0) throw new UzumError(UZUM_ERROR.cancelled);
      if (!order || order.status === 'CANCELED') throw new UzumError(UZUM_ERROR.cancelled);
      if (order.isPaid) throw new UzumError(UZUM_ERROR.alreadyProcessed);
      const [confirmed] = await tx
        .update(payments)
        .set({
          state: 2,
          performTime: ctx.now,
          lastModifiedDate: new Date(),
          payload: {
            ...payment.payload,
            paymentSource: body.paymentSource ?? null,
            phone: body.phone ?? null,
          },
        })
        .where(eq(payments.id, payment.id))
        .returning();
      await settleOrderPaid(tx, order, confirmed!, ctx.notificationsActive);
      settled = 'paid';
      return confirmed!;
    });
    ctx.settled(settled);
    return describe(ctx, row);
  },

  async reverse(ctx, body) {
    const transId = transIdOf(body);
    let settled: PaymentOutcome | null = null;
    const row = await ctx.db.transaction(async (tx) => {
      const { order, payment } = await lockTransaction(tx, ctx, transId);
      if (payment.state < 0) return payment;
      if (payment.state === 2 && order && isFulfilled(order)) throw new UzumError(UZUM_ERROR.dataCheck);
      const [reversed] = await tx
        .update(payments)
        .set({ state: payment.state === 2 ? -2 : -1, cancelTime: ctx.now, lastModifiedDate: new Date() })
        .where(eq(payments.id, payment.id))
        .returning();
      if (payment.state === 2 && order)
        await settleOrderRefunded(tx, order, reversed!, ctx.notificationsActive);
      settled = payment.state === 2 ? 'refunded' : 'failed';
      return reversed!;
    });
    ctx.settled(settled);
    return describe(ctx, row);
  },

  async status(ctx, body) {
    const row = await findTransaction(ctx.db, ctx, transIdOf(body));
    if (!row) throw new UzumError(UZUM_ERROR.dataCheck);
    return describe(ctx, row);
  },
};
