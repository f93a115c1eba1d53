import { type MerchantRow, tables } from '@dastarkhan/db';
import { RECEIPT_TOKEN_PATTERN, type Receipt, ReceiptSchema } from '@dastarkhan/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';

const { orders, orderItems, branches, payments } = tables;

/** A performed payment (every provider marks it 2): its transaction id is the fiscal reference. */
const PERFORMED = 2;

/** The receipt of the tenant's order holding that token; null for any other token. */
export async function loadReceipt(
  app: FastifyInstance,
  merchant: MerchantRow,
  token: string,
): Promise<Receipt | null> {
  if (!RECEIPT_TOKEN_PATTERN.test(token)) return null;
  const { db } = app.deps;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.receiptToken, token), eq(orders.merchantId, merchant.id)));
  if (!order) return null;
  const [lines, [branch], paid] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db
      .select({
        name: branches.name,
        address: branches.address,
        addressText: branches.addressText,
        phone: branches.phone,
      })
      .from(branches)
      .where(eq(branches.id, order.branchId)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.state, PERFORMED)))
      .orderBy(asc(payments.id)),
  ]);
  return {
    merchant: { name: merchant.name },
    number: order.number,
    createdDate: order.createdDate.toISOString(),
    completedAt: (order.deliveredAt ?? order.closedAt)?.toISOString() ?? null,
    serviceType: order.serviceType as Receipt['serviceType'],
    branch: {
      name: branch?.name ?? { uz: '', ru: '', eng: '' },
      address: branch?.address ?? null,
      addressText: branch?.addressText ?? null,
      phone: branch?.phone ?? null,
    },
    items: lines.map((line) => ({
      name: line.name,
      count: line.count,
      options: line.modifications.map((m) => ({ name: m.name, count: m.count })),
      lineTotal: line.lineTotal,
      lineDiscount: line.lineDiscount,
      mxik: line.mxicCode || null,
    })),
    totals: {
      products: order.productPrice,
      discount: order.totalProductDiscount,
      delivery: Math.max(order.deliveryPrice - order.deliveryDiscount, 0),
      cashback: order.cashback,
      total: order.totalPrice,
    },
    payment: {
      type: order.paymentType as Receipt['payment']['type'],
      isPaid: order.isPaid,
      transactions: paid.map((p) => ({
        provider: p.provider,
        transactionId: p.providerTransactionId,
        paidAt: p.performTime?.toISOString() ?? null,
      })),
    },
  };
}

/** The public receipt (issue 18, decision 034): no sign-in, the unguessable token is the key. */
export function registerReceiptRoute(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/orders/v1/receipts/:token',
    summary:
      "An order's receipt by the token of its receipt link: items, totals, payment, MXIK codes and payment references; no login, 404 for any other token",
    tag: 'orders',
    merchant: true,
    params: z.object({ token: z.string() }),
    response: ReceiptSchema,
    async handler({ merchant, params, reply }) {
      const receipt = await loadReceipt(app, merchant, params.token);
      if (!receipt) throw new AppError(404, 'ORDER_NOT_FOUND');
      // A link in an SMS: kept out of shared caches and search engines.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return receipt;
    },
  });
}
