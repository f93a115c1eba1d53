import { tables } from '@dastarkhan/db';
import { CashbackHistoryQuerySchema, CashbackHistorySchema, type CashbackKind } from '@dastarkhan/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { cachedMerchantSettings } from '../../http/merchant-settings.js';

const { cashbackTransactions, orders, users } = tables;

/**
 * The cashback ledger of the signed-in customer (decision 015): earned on CLOSED orders, spent at
 * checkout, refunded when an order with spent cashback is canceled (decision 012 writes them).
 */
export function registerCashbackRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/cashback/history',
    summary:
      'My cashback balance and its moves (EARNED, SPENT, REFUND) with order numbers, newest first, paged',
    tag: 'cashback',
    merchant: true,
    auth: true,
    query: CashbackHistoryQuerySchema,
    response: CashbackHistorySchema,
    async handler({ merchant, auth, query }) {
      const settings = await cachedMerchantSettings(app, merchant.id);
      if (!settings.cashbackActive) throw new AppError(403, 'CASHBACK_DISABLED');
      const mine = and(
        eq(cashbackTransactions.merchantId, merchant.id),
        eq(cashbackTransactions.userId, auth.user.id),
      );
      const [rows, [totals], [balance]] = await Promise.all([
        db
          .select({
            id: cashbackTransactions.id,
            kind: cashbackTransactions.kind,
            amount: cashbackTransactions.amount,
            orderId: cashbackTransactions.orderId,
            orderNumber: orders.number,
            createdDate: cashbackTransactions.createdDate,
          })
          .from(cashbackTransactions)
          .leftJoin(
            orders,
            and(eq(orders.id, cashbackTransactions.orderId), eq(orders.merchantId, merchant.id)),
          )
          .where(mine)
          .orderBy(desc(cashbackTransactions.createdDate), desc(cashbackTransactions.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ total: count() }).from(cashbackTransactions).where(mine),
        db.select({ cashback: users.cashback }).from(users).where(eq(users.id, auth.user.id)),
      ]);
      const total = totals?.total ?? 0;
      return {
        balance: balance?.cashback ?? 0,
        content: rows.map((row) => ({
          id: row.id,
          kind: row.kind as CashbackKind,
          amount: row.amount,
          orderId: row.orderId,
          orderNumber: row.orderNumber,
          createdDate: row.createdDate.toISOString(),
        })),
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      };
    },
  });
}
