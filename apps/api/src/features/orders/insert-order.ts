import { type Database, executeNamed } from '@dastarkhan/db';
import type { OrderRequest } from '@dastarkhan/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../auth/authenticate.js';
import type { KeyScope } from './idempotency.js';
import { ORDER_EVENTS_CHANNEL } from './order-events.js';
import type { PricedOrder } from './price-order.js';

export interface InsertedOrder {
  id: number;
  number: number;
  createdDate: Date;
  eventId: number;
}

/**
 * Writes a priced order in ONE statement, which PostgreSQL runs as one transaction: the cashback
 * spend (only if the balance still covers it), the next order number of the merchant (the counter
 * row is locked until commit: no gaps, no repeats), the order, its lines, the ledger entry, the
 * first history event, the idempotency key's completion and the NOTIFY for live streams.
 * Returns null when the balance no longer covers the cashback (nothing is written then).
 */
export async function insertOrder(
  db: Database,
  input: {
    merchantId: number;
    auth: AuthContext;
    body: OrderRequest;
    priced: PricedOrder;
    scope: KeyScope | null;
  },
): Promise<InsertedOrder | null> {
  const { merchantId, auth, body, priced, scope } = input;
  const userId = auth.user.id;
  const fromBot = auth.session.source === 'TG';
  const cashback = priced.totals.cashback;
  const t = priced.totals;

  // Column → value of the new order row; `number` comes from the counter.
  const columns: Record<string, SQL> = {
    merchant_id: sql`${merchantId}::int`,
    user_id: sql`${userId}::int`,
    branch_id: sql`${priced.branchId}::int`,
    city_id: sql`${priced.cityId}::int`,
    service_type: sql`${body.serviceType}::text`,
    status: sql`${priced.status}::text`,
    payment_type: sql`${body.paymentType}::text`,
    order_device: sql`${fromBot ? 'TELEGRAM_BOT' : 'CLIENT_WEB'}::text`,
    source: sql`${fromBot ? 'TG' : 'WEB'}::text`,
    address: sql`${priced.address ? JSON.stringify(priced.address) : null}::jsonb`,
    hall_id: sql`${priced.hallId}::int`,
    table_id: sql`${priced.tableId}::int`,
    comment: sql`${body.comment?.trim() || null}::text`,
    courier_comment: sql`${body.courierComment?.trim() || null}::text`,
    note: sql`${body.note?.trim() || null}::text`,
    send_cheque: sql`${body.sendCheque}::boolean`,
    send_cheque_phone: sql`${body.sendCheque ? (body.sendChequePhone ?? null) : null}::text`,
    promo_id: sql`${priced.promoId}::int`,
    promo_code: sql`${priced.promoCode}::text`,
    product_price: sql`${t.productPrice}::int`,
    product_discount: sql`${t.productDiscount}::int`,
    product_count: sql`${t.productCount}::int`,
    total_product_price: sql`${t.totalProductPrice}::int`,
    total_product_discount: sql`${t.totalProductDiscount}::int`,
    delivery_price: sql`${t.deliveryPrice}::int`,
    delivery_discount: sql`${t.deliveryDiscount}::int`,
    cashback: sql`${t.cashback}::int`,
    total_discount: sql`${t.totalDiscount}::int`,
    total_price: sql`${t.totalPrice}::int`,
    distance: sql`${priced.distance}::int`,
    delivery_tariff_id: sql`${priced.deliveryTariffId}::int`,
    delivery_type: sql`${priced.address ? 'OWN' : null}::text`,
    delivery_at: sql`${priced.deliveryAt ? priced.deliveryAt.toISOString() : null}::timestamptz`,
  };
  const names = sql.raw(Object.keys(columns).join(', '));
  const values = sql.join(Object.values(columns), sql`, `);
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
      select counter.last_number, ${values} from counter
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
