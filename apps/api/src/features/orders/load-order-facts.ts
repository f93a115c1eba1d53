import { type Database, namedStatement, rowFromJson, tables } from '@dastarkhan/db';
import { isDeliveryService, type MerchantSettings, type OrderRequest } from '@dastarkhan/domain';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/authenticate.js';
import { hashToken } from '../../http/session-token.js';
import type { FactBranch, FactProduct, FactPromo, FactStop, OrderFacts } from './order-facts.js';

// Everything priceOrder checks, fresh from the database (prices are never cached), in ONE
// statement, prepared once: order creation is the hottest write path (bench/orders.mjs).

const branchJson = sql`json_build_object(
  'id', b.id, 'cityId', b.city_id, 'isActive', b.is_active, 'latitude', b.latitude,
  'longitude', b.longitude, 'deliveryPrice', b.delivery_price, 'deliveryStart', b.delivery_start,
  'deliveryEnd', b.delivery_end, 'workHours', b.work_hours, 'holidays', b.holidays, 'settings', b.settings,
  'name', b.name, 'address', b.address, 'addressText', b.address_text, 'phone', b.phone,
  'pause', case when b.paused_until is null then null else json_build_object('until', b.paused_until,
    'reason', b.pause_reason, 'serviceTypes', b.paused_service_types) end)`;

interface FactsRow {
  branch: FactBranch | null;
  zones: OrderFacts['zones'] | null;
  promo: (Omit<FactPromo, 'startDate' | 'endDate'> & { startDate: string; endDate: string }) | null;
  table: OrderFacts['table'];
  caller: { session: Record<string, unknown>; user: Record<string, unknown> } | null;
  products: FactProduct[] | null;
  stops: FactStop[] | null;
}

const p = (name: keyof FactsValues) => sql.placeholder(name);

interface FactsValues {
  merchantId: number;
  branchId: number;
  needsZones: boolean;
  promoCode: string;
  tableId: number;
  tokenHash: string;
  now: string;
  productIds: number[];
}

const orderFacts = namedStatement<FactsRow, FactsValues>(
  'order_facts',
  sql`
    select
      (select ${branchJson} from branches b
        where b.merchant_id = ${p('merchantId')} and b.id = ${p('branchId')} and not b.deleted) as branch,
      (select json_agg(json_build_object('id', z.id, 'cityId', z.city_id, 'price', z.price, 'polygon', z.polygon,
          'tariffType', z.tariff_type, 'pricePerKm', z.price_per_km, 'freeFrom', z.free_from, 'minOrder', z.min_order))
        from delivery_zones z where z.merchant_id = ${p('merchantId')} and ${p('needsZones')}::boolean) as zones,
      (select json_build_object('id', pr.id, 'code', pr.code, 'discountType', pr.discount_type,
          'productDiscount', pr.product_discount, 'deliveryDiscount', pr.delivery_discount,
          'minPrice', pr.min_price, 'startDate', pr.start_date, 'endDate', pr.end_date, 'isActive', pr.is_active,
          'usesTotal', pr.uses_total, 'usesPerCustomer', pr.uses_per_customer)
        from promos pr where pr.merchant_id = ${p('merchantId')} and ${p('promoCode')}::text <> ''
          and upper(pr.code) = upper(${p('promoCode')}::text)) as promo,
      (select json_build_object('id', t.id, 'hallId', t.hall_id, 'branchId', t.branch_id)
        from dining_tables t where t.merchant_id = ${p('merchantId')} and t.id = ${p('tableId')}) as "table",
      (select json_build_object('session', to_jsonb(s.*), 'user', to_jsonb(u.*))
        from sessions s join users u on u.id = s.user_id
        where s.token_hash = ${p('tokenHash')} and s.revoked_at is null and s.expires_at > ${p('now')}::timestamptz
          and u.deleted_at is null and u.is_active) as caller,
      (select json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'image', p.image, 'active', p.active, 'costPrice', p.cost_price,
          'discount', p.discount, 'deliveryEnabled', p.delivery_enabled, 'eatsPrice', p.eats_price,
          'enabledEats', p.enabled_eats, 'expressPrice', p.express_price, 'enabledExpress', p.enabled_express,
          'maxCount', p.max_count, 'timeCookingMax', p.time_cooking_max, 'mxicCode', p.mxic_code,
          'archived', p.archived,
          'shown', (select c.is_active and coalesce(g.is_active, true) from categories c
            left join menu_groups g on g.id = c.group_id where c.id = p.category_id),
          'branchIds', coalesce((select json_agg(pb.branch_id) from product_branches pb
            where pb.product_id = p.id and pb.is_active), '[]'::json),
          'branchPrice', (select pb.price from product_branches pb
            where pb.product_id = p.id and pb.branch_id = ${p('branchId')}),
          'groups', coalesce((select json_agg(json_build_object('id', g.id, 'min', g.min, 'max', g.max,
              'modifications', coalesce((select json_agg(json_build_object('id', m.id, 'groupId', g.id,
                  'name', m.name, 'price', m.price) order by m.priority, m.id)
                from modifications m where m.group_id = g.id and m.is_active), '[]'::json)) order by g.priority, g.id)
            from modification_groups g where g.product_id = p.id), '[]'::json)))
        from products p
        where p.merchant_id = ${p('merchantId')}
          and p.id = any(${p('productIds')}::int[])) as products,
      (select json_agg(json_build_object('productId', s.product_id, 'modificationId', s.modification_id,
          'until', s.until))
        from stop_list s where s.merchant_id = ${p('merchantId')} and s.branch_id = ${p('branchId')}) as stops
  `,
);

/** What an order is judged by, and who is placing it (null: no live session for the token). */
export interface CallerAndFacts {
  caller: AuthContext | null;
  facts: OrderFacts;
}

/**
 * Reads the facts of an order together with the session of the bearer token (decision 012: one
 * round trip fewer on the hottest path); the caller must be checked with authOf() before the facts
 * are used.
 */
export async function loadOrderFacts(
  db: Database,
  merchantId: number,
  token: string,
  settings: MerchantSettings,
  request: OrderRequest,
): Promise<CallerAndFacts> {
  const rows = await orderFacts.run(db, {
    merchantId,
    tokenHash: hashToken(token),
    now: new Date().toISOString(),
    branchId: request.branch?.id ?? 0,
    promoCode: request.promoCode?.trim() ?? '',
    tableId: request.tableId ?? 0,
    // Zones (polygons of many points) matter only to a delivery: pick-up and dine-in skip them.
    needsZones: isDeliveryService(request.serviceType),
    productIds: [...new Set(request.cartItems.map((line) => line.product.id))],
  });
  const row = rows[0]!;
  const caller = row.caller
    ? {
        session: rowFromJson(tables.sessions, row.caller.session),
        user: rowFromJson(tables.users, row.caller.user),
      }
    : null;
  return {
    caller,
    facts: {
      settings,
      branch: row.branch,
      products: new Map((row.products ?? []).map((p) => [p.id, p])),
      zones: row.zones ?? [],
      promo: row.promo
        ? {
            ...row.promo,
            startDate: new Date(row.promo.startDate).toISOString(),
            endDate: new Date(row.promo.endDate).toISOString(),
          }
        : null,
      table: row.table,
      cashbackBalance: caller?.user.cashback ?? 0,
      stops: row.stops ?? [],
    },
  };
}

/** One branch of the merchant as pricing reads it; null when missing or deleted. */
export async function loadBranch(db: Database, merchantId: number, id: number): Promise<FactBranch | null> {
  const result = await db.execute(sql`
    select ${branchJson} as branch from branches b
    where b.merchant_id = ${merchantId} and b.id = ${id} and not b.deleted`);
  return (result as unknown as { rows: Array<{ branch: FactBranch }> }).rows[0]?.branch ?? null;
}
