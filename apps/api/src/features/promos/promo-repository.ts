import { type Database, tables } from '@dastarkhan/db';
import {
  type OperatorPromo,
  PROMO_CODE_PATTERN,
  PROMO_OPEN_END,
  type PromoEdit,
  promoKindOf,
  promoTermsOf,
} from '@dastarkhan/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { badRequest } from '../../http/app-error.js';

const { promos } = tables;
type PromoRow = typeof promos.$inferSelect;

/** Any constant: with the merchant's id it names the lock that serialises code changes. */
const PROMO_CODES_LOCK = 74_200_026;

/**
 * The unique index is on the code as typed; codes are unique whatever their case, so two
 * concurrent writes of "Plov" and "PLOV" queue here before each checks.
 */
export async function lockPromoCodes(tx: Database, merchantId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROMO_CODES_LOCK}, ${merchantId})`);
}

export async function codeTaken(tx: Database, merchantId: number, code: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: promos.id })
    .from(promos)
    .where(
      and(
        eq(promos.merchantId, merchantId),
        sql`upper(${promos.code}) = upper(${code})`,
        ...(exceptId === undefined ? [] : [ne(promos.id, exceptId)]),
      ),
    );
  return Boolean(row);
}

/**
 * The columns of a promo as the console asked for it, or a 400 naming the field. Codes are kept
 * in capitals: customers type them in any case, and the list reads the same everywhere.
 */
export function validPromo(body: PromoEdit, now: Date, existing?: PromoRow) {
  const code = body.code.trim().toUpperCase();
  if (!PROMO_CODE_PATTERN.test(code)) throw badRequest('PROMO_CODE_INVALID', 'code');
  if (body.type === 'PERCENTAGE' && (body.amount < 1 || body.amount > 100))
    throw badRequest('PROMO_PERCENT_INVALID', 'amount');
  if (body.type === 'AMOUNT' && body.amount <= 0) throw badRequest('PROMO_AMOUNT_INVALID', 'amount');
  // An edit that leaves the start out keeps it; a new promo starts now.
  const startDate = body.startDate ? new Date(body.startDate) : (existing?.startDate ?? now);
  const endDate = new Date(body.endDate ?? PROMO_OPEN_END);
  if (endDate.getTime() <= startDate.getTime()) throw badRequest('PROMO_DATES_INVALID', 'endDate');
  return {
    code,
    ...promoTermsOf(body.type, body.type === 'FREE_DELIVERY' ? 0 : body.amount),
    minPrice: body.minPrice,
    usesTotal: body.usesTotal ?? null,
    usesPerCustomer: body.usesPerCustomer ?? null,
    startDate,
    endDate,
  };
}

export function toOperatorPromo(row: PromoRow, uses: number): OperatorPromo {
  return {
    id: row.id,
    code: row.code,
    ...promoKindOf(row as Parameters<typeof promoKindOf>[0]),
    minPrice: row.minPrice,
    usesPerCustomer: row.usesPerCustomer,
    usesTotal: row.usesTotal,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    isActive: row.isActive,
    uses,
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  };
}

/** What the audit log keeps of a promo: its terms, not its timestamps. */
export function auditedPromo(row: PromoRow): Record<string, unknown> {
  const { createdDate: _c, lastModifiedDate: _m, merchantId: _merchant, ...terms } = row;
  return {
    ...terms,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}
