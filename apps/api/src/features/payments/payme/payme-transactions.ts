import { type Executor, type PaymentRow, tables } from '@dastarkhan/db';
import { and, eq } from 'drizzle-orm';

const { payments } = tables;

export const PAYME_PROVIDER = 'PAYME';

/** Cancel reasons of Payme (docs/integrations.md §1); 4 is our own timeout. */
export const PAYME_REASON_TIMEOUT = 4;

export async function findPaymeTransaction(
  tx: Executor,
  merchantId: number,
  paymeId: string,
  lock = false,
): Promise<PaymentRow | null> {
  const query = tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.merchantId, merchantId),
        eq(payments.provider, PAYME_PROVIDER),
        eq(payments.providerTransactionId, paymeId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const ms = (value: Date | null) => (value ? value.getTime() : 0);

/** The transaction as CheckTransaction and GetStatement describe it. */
export function describeTransaction(row: PaymentRow) {
  return {
    create_time: ms(row.createTime),
    perform_time: ms(row.performTime),
    cancel_time: ms(row.cancelTime),
    transaction: String(row.id),
    state: row.state,
    reason: row.reason ?? null,
  };
}

export function statementEntry(row: PaymentRow) {
  return {
    id: row.providerTransactionId,
    time: ms(row.providerTime),
    amount: row.amount,
    account: (row.payload?.account as Record<string, unknown> | undefined) ?? {
      order_id: String(row.orderId),
    },
    ...describeTransaction(row),
    receivers: null,
  };
}
