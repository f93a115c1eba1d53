import { createHash } from 'node:crypto';
import { type Database, namedStatement, tables } from '@dastarkhan/db';
import type { OrderRequest } from '@dastarkhan/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/authenticate.js';
import { dropExpiredRateLimits } from '../../http/rate-limit.js';
import { hasLimits, lockAndCheckPromo, type PromoLimitRefusal, type PromoLimits } from '../promos/index.js';
import type { KeyScope } from './idempotency.js';
import { ORDER_EVENTS_CHANNEL } from './order-events.js';

const { orders } = tables;

import type { PricedOrder } from './pricing/priced-order.js';

export interface InsertedOrder {
  id: number;
  number: number;
  createdDate: Date;
  eventId: number;
}

/** The new order's own fields as its row stores them; the number comes from the merchant's sequence. */
export function newOrderValues(
  merchantId: number,
  auth: AuthContext,
  body: OrderRequest,
  priced: PricedOrder,
) {
  const fromBot = auth.session.source === 'TG';
  return {
    merchantId,
    userId: auth.user.id,
    branchId: priced.branchId,
    cityId: priced.cityId,
    serviceType: body.serviceType,
    status: priced.status,
    paymentType: body.paymentType,
    // The channel is the session's, whatever the client claims (Telegram web-app or the site).
    orderDevice: fromBot ? 'TELEGRAM_BOT' : 'CLIENT_WEB',
    source: fromBot ? 'TG' : 'WEB',
    address: priced.address,
    hallId: priced.hallId,
    tableId: priced.tableId,
    comment: body.comment?.trim() || null,
    courierComment: body.courierComment?.trim() || null,
    note: body.note?.trim() || null,
    sendCheque: body.sendCheque,
    sendChequePhone: body.sendCheque ? (body.sendChequePhone ?? null) : null,
    promoId: priced.promoId,
    promoCode: priced.promoCode,
    ...priced.totals,
    distance: priced.distance,
    deliveryTariffId: priced.deliveryTariffId,
    deliveryType: priced.address ? 'OWN' : null,
    deliveryAt: priced.deliveryAt,
  } satisfies Partial<typeof orders.$inferInsert>;
}
export type NewOrderValues = ReturnType<typeof newOrderValues>;

const orderColumns = getTableColumns(orders);

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A column's value as its typed parameter (`$n::integer`) takes it. */
function parameterOf(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

export type InsertOutcome =
  | { kind: 'created'; order: InsertedOrder }
  /** Another request already placed an order with this key (see findKeyedOrder). */
  | { kind: 'key-taken' }
  /** The balance no longer covers the cashback to spend. */
  | { kind: 'cashback-short' }
  /** The promo's uses ran out, in all or for this customer (decision 026). */
  | { kind: 'promo-refused'; reason: PromoLimitRefusal }
  /** Past the customer's orders per minute: nothing written, the hit counted (take it back). */
  | { kind: 'rate-limited' };

/** The customer's orders-per-minute window this order counts in (decision 037). */
export interface OrderRateLimit {
  key: string;
  windowStart: Date;
  windowMs: number;
  limit: number;
}

interface InsertRow {
  id: number | null;
  number: number | null;
  createdDate: Date | string | null;
  eventId: number | null;
  affordable: boolean;
  claimed: boolean;
  /** Within the customer's orders per minute (decision 037), counted by this statement. */
  within: boolean;
  hits: number;
}

const p = (name: string) => sql.placeholder(name);

/**
 * Writes a priced order in ONE statement, which PostgreSQL runs as one transaction:
 * - the order's id is drawn first, so the Idempotency-Key is claimed together with the order it
 *   names — a key never exists without its order, and a repeat that arrives while the first is
 *   being written waits for the key's row and then finds that order (ON CONFLICT DO NOTHING);
 * - the cashback spend, only if the balance still covers it (re-checked under the row lock);
 * - the next number from the merchant's sequence (never repeated; a gap only where a statement
 *   failed after drawing it), the order, its lines, the ledger entry and the first history event.
 *   No NOTIFY: live streams follow orders by id, and nobody can follow an order before this
 *   statement has answered with its id (a stream that opens later reads the event from the table).
 * Built once per set of order columns: only parameters change between orders.
 */
function insertStatement(keys: ReadonlyArray<keyof NewOrderValues>) {
  const names = sql.raw(keys.map(snakeCase).join(', '));
  const columns = sql.join(
    keys.map((key) => sql`${p(`column.${key}`)}::${sql.raw(orderColumns[key].getSQLType())}`),
    sql`, `,
  );
  return namedStatement<InsertRow, Record<string, unknown>>(
    `insert_order_${createHash('sha1').update(keys.join(',')).digest('hex').slice(0, 12)}`,
    sql`
    with ids as (
      select nextval('orders_id_seq')::int as id
    ), hit as (
      insert into rate_limits (key, window_start, count, expires_at)
      values (${p('rateKey')}::text, ${p('rateWindow')}::timestamptz, 1, ${p('rateExpires')}::timestamptz)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count
    ), within as (
      select 1 as ok from hit where hit.count <= ${p('rateLimit')}::int
    ), affordable as (
      select 1 as ok where exists (select 1 from within) and (${p('cashback')}::int = 0
        or exists (select 1 from users where id = ${p('userId')}::int and cashback >= ${p('cashback')}::int))
    ), claim as (
      insert into idempotency_keys (merchant_id, user_id, key, request_hash, order_id)
      select ${p('merchantId')}::int, ${p('userId')}::int, ${p('key')}::text, ${p('requestHash')}::text, ids.id
      from ids, affordable where ${p('key')}::text is not null
      on conflict do nothing
      returning order_id
    ), go as (
      select ids.id from ids, affordable where ${p('key')}::text is null
      union all select order_id from claim
    ), spent as (
      update users set cashback = cashback - ${p('cashback')}::int
      where ${p('cashback')}::int > 0 and id = ${p('userId')}::int and cashback >= ${p('cashback')}::int
        and exists (select 1 from go)
      returning id
    ), allowed as (
      select 1 as ok where exists (select 1 from go)
        and (${p('cashback')}::int = 0 or exists (select 1 from spent))
    ), o as (
      insert into orders (id, number, ${names})
      select go.id, nextval(('order_number_' || ${p('merchantId')}::int)::regclass)::int, ${columns}
      from go, allowed
      returning id, number, created_date
    ), lines as (
      insert into order_items (merchant_id, order_id, product_id, name, cost_price, discount, count,
        modifications, line_total, line_discount, mxic_code)
      select ${p('merchantId')}::int, o.id, i.product_id, i.name, i.cost_price, i.discount, i.count,
        i.modifications, i.line_total, i.line_discount, i.mxic_code
      from o, jsonb_to_recordset(${p('items')}::jsonb) as i(product_id int, name jsonb, cost_price int,
        discount int, count int, modifications jsonb, line_total int, line_discount int, mxic_code text)
    ), ledger as (
      insert into cashback_transactions (merchant_id, user_id, order_id, amount, kind)
      select ${p('merchantId')}::int, ${p('userId')}::int, o.id, -${p('cashback')}::int, 'SPENT'
      from o where ${p('cashback')}::int > 0
    ), event as (
      insert into order_events (merchant_id, order_id, type, from_status, to_status, actor_user_id)
      select ${p('merchantId')}::int, o.id, 'CHANGE_STATUS', null, ${p('status')}::text, ${p('userId')}::int from o
      returning id, order_id
    )
    select o.id, o.number, o.created_date as "createdDate", event.id as "eventId",
      exists (select 1 from affordable) as affordable, exists (select 1 from claim) as claimed,
      exists (select 1 from within) as within, (select count from hit) as hits,
      -- Announced like every other change (order-events.ts): delivered only if this commits.
      (select count(*) from (
        select pg_notify('${sql.raw(ORDER_EVENTS_CHANNEL)}',
          json_build_object('merchantId', ${p('merchantId')}::int, 'orderId', e.order_id, 'eventId', e.id)::text)
        from event e) as announced) as announced
    from (select 1) as one left join o on true left join event on event.order_id = o.id
  `,
  );
}

const statements = new Map<string, ReturnType<typeof insertStatement>>();

/** PostgreSQL names this constraint when a claimed key is left without its order (see below). */
const KEY_ORDER_FK = 'idempotency_keys_order_id_orders_id_fk';

export async function insertOrder(
  db: Database,
  input: {
    values: NewOrderValues;
    priced: PricedOrder;
    scope: KeyScope | null;
    requestHash: string;
    /** The order's promo, when it has use limits: then the insert runs under its row lock. */
    promo?: PromoLimits | null;
    rateLimit: OrderRateLimit;
  },
): Promise<InsertOutcome> {
  const { values, priced, scope } = input;
  const keys = Object.keys(values) as Array<keyof NewOrderValues>;
  const signature = keys.join(',');
  let statement = statements.get(signature);
  if (!statement) {
    statement = insertStatement(keys);
    statements.set(signature, statement);
  }
  const parameters: Record<string, unknown> = {
    merchantId: values.merchantId,
    userId: values.userId,
    cashback: priced.totals.cashback,
    key: scope?.key ?? null,
    requestHash: input.requestHash,
    status: priced.status,
    rateKey: input.rateLimit.key,
    rateWindow: input.rateLimit.windowStart.toISOString(),
    rateExpires: new Date(input.rateLimit.windowStart.getTime() + input.rateLimit.windowMs).toISOString(),
    rateLimit: input.rateLimit.limit,
    items: JSON.stringify(
      priced.items.map((item) => ({
        product_id: item.productId,
        name: item.name,
        cost_price: item.costPrice,
        discount: item.discount,
        count: item.count,
        modifications: item.modifications,
        line_total: item.lineTotal,
        line_discount: item.lineDiscount,
        mxic_code: item.mxicCode,
      })),
    ),
  };
  for (const key of keys) parameters[`column.${key}`] = parameterOf(values[key]);

  let row: InsertRow | undefined;
  const limited = input.promo && hasLimits(input.promo) ? input.promo : null;
  try {
    if (limited) {
      // Most orders have no limited promo and keep the one-statement path; these take the
      // promo's row lock first, so concurrent checkouts cannot take its last use twice.
      const refusal = await db.transaction(async (tx) => {
        const refused = await lockAndCheckPromo(tx, limited, values.userId);
        if (!refused) [row] = await statement.runInTransaction(tx, parameters);
        return refused;
      });
      if (refusal) return { kind: 'promo-refused', reason: refusal };
    } else {
      [row] = await statement.run(db, parameters);
    }
  } catch (error) {
    // Two orders of one customer spending the same cashback at once: the one that loses the
    // balance's row lock claimed its key but wrote no order, and the key's foreign key refuses
    // that at the end of the statement, which rolls the whole statement back.
    if ((error as { constraint?: string }).constraint === KEY_ORDER_FK) return { kind: 'cashback-short' };
    throw error;
  }
  // The first hit of a window: old windows are useless, dropping them on the way keeps the
  // table small without a cron (as hitRateLimit does).
  if (Number(row?.hits) === 1) await dropExpiredRateLimits(db, input.rateLimit.windowStart);
  if (row && !row.within) return { kind: 'rate-limited' };
  if (row?.id != null)
    return {
      kind: 'created',
      order: {
        id: row.id,
        number: row.number!,
        createdDate: new Date(row.createdDate!),
        eventId: row.eventId!,
      },
    };
  if (scope && row?.affordable && !row.claimed) return { kind: 'key-taken' };
  return { kind: 'cashback-short' };
}
