import { type Database, executeNamed, tables } from '@dastarkhan/db';
import type { OrderRequest } from '@dastarkhan/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/authenticate.js';
import type { KeyScope } from './idempotency.js';
import { ORDER_EVENTS_CHANNEL } from './order-events.js';

const { orders } = tables;

import type { PricedOrder } from './price-order.js';

export interface InsertedOrder {
  id: number;
  number: number;
  createdDate: Date;
  eventId: number;
}

/** The new order's own fields as its row stores them; the number comes from the counter. */
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

/** A value as a typed parameter of its column (`$n::integer`), for the INSERT … SELECT below. */
function columnValue(key: keyof NewOrderValues, value: unknown): SQL {
  const type = orderColumns[key].getSQLType();
  const param =
    value instanceof Date
      ? value.toISOString()
      : value !== null && typeof value === 'object'
        ? JSON.stringify(value)
        : value;
  return sql`${param}::${sql.raw(type)}`;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Writes a priced order in ONE statement, which PostgreSQL runs as one transaction: the cashback
 * spend (only if the balance still covers it), the next order number of the merchant (the counter
 * row is locked until commit: no gaps, no repeats), the order, its lines, the ledger entry, the
 * first history event, the idempotency key's completion and the NOTIFY for live streams.
 * Returns null when the balance no longer covers the cashback (nothing is written then).
 */
export async function insertOrder(
  db: Database,
  input: { values: NewOrderValues; priced: PricedOrder; scope: KeyScope | null },
): Promise<InsertedOrder | null> {
  const { values, priced, scope } = input;
  const { merchantId, userId } = values;
  const cashback = priced.totals.cashback;
  const keys = Object.keys(values) as Array<keyof NewOrderValues>;
  const names = sql.raw(keys.map(snakeCase).join(', '));
  const columns = sql.join(
    keys.map((key) => columnValue(key, values[key])),
    sql`, `,
  );
  const items = JSON.stringify(
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
  );

  const rows = await executeNamed<InsertedOrder & { createdDate: Date | string }>(
    db,
    'insert_order',
    sql`
    with spent as (
      update users set cashback = cashback - ${cashback}::int
      where ${cashback}::int > 0 and id = ${userId}::int and cashback >= ${cashback}::int
      returning id
    ), allowed as (
      select 1 as ok where ${cashback}::int = 0 or exists (select 1 from spent)
    ), counter as (
      update order_counters set last_number = last_number + 1
      where merchant_id = ${merchantId}::int and exists (select 1 from allowed)
      returning last_number
    ), o as (
      insert into orders (number, ${names})
      select counter.last_number, ${columns} from counter
      returning id, number, created_date
    ), lines as (
      insert into order_items (merchant_id, order_id, product_id, name, cost_price, discount, count,
        modifications, line_total, line_discount, mxic_code)
      select ${merchantId}::int, o.id, i.product_id, i.name, i.cost_price, i.discount, i.count,
        i.modifications, i.line_total, i.line_discount, i.mxic_code
      from o, jsonb_to_recordset(${items}::jsonb) as i(product_id int, name jsonb, cost_price int,
        discount int, count int, modifications jsonb, line_total int, line_discount int, mxic_code text)
    ), ledger as (
      insert into cashback_transactions (merchant_id, user_id, order_id, amount, kind)
      select ${merchantId}::int, ${userId}::int, o.id, -${cashback}::int, 'SPENT' from o where ${cashback}::int > 0
    ), event as (
      insert into order_events (merchant_id, order_id, type, from_status, to_status, actor_user_id)
      select ${merchantId}::int, o.id, 'CHANGE_STATUS', null, ${priced.status}::text, ${userId}::int from o
      returning id, order_id
    ), done as (
      update idempotency_keys set order_id = (select id from o)
      where ${scope ? 1 : 0}::int = 1 and merchant_id = ${merchantId}::int and user_id = ${userId}::int
        and key = ${scope?.key ?? ''}::text
    )
    select o.id, o.number, o.created_date as "createdDate", event.id as "eventId",
      pg_notify(${ORDER_EVENTS_CHANNEL}::text,
        json_build_object('merchantId', ${merchantId}::int, 'orderId', o.id, 'eventId', event.id)::text) as notified
    from o join event on event.order_id = o.id
  `,
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, number: row.number, createdDate: new Date(row.createdDate), eventId: row.eventId };
}
