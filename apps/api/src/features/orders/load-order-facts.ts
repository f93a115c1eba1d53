import { type Database, tables } from '@dastarkhan/db';
import type { MerchantSettings, OpeningHours, OrderRequest } from '@dastarkhan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FactBranch, FactGroup, FactProduct, OrderFacts } from './order-facts.js';

const {
  branches,
  products,
  productBranches,
  modificationGroups,
  modifications,
  deliveryZones,
  promos,
  diningTables,
  users,
} = tables;

/** Reads everything priceOrder checks, fresh from the database (prices are never cached). */
export async function loadOrderFacts(
  db: Database,
  merchantId: number,
  userId: number,
  settings: MerchantSettings,
  request: OrderRequest,
): Promise<OrderFacts> {
  const productIds = [...new Set(request.cartItems.map((line) => line.product.id))];
  const promoCode = request.promoCode?.trim();
  const [branch, productRows, zones, promo, table, user] = await Promise.all([
    request.branch ? loadBranch(db, merchantId, request.branch.id) : null,
    loadProducts(db, merchantId, productIds),
    db
      .select({
        id: deliveryZones.id,
        cityId: deliveryZones.cityId,
        price: deliveryZones.price,
        polygon: deliveryZones.polygon,
      })
      .from(deliveryZones)
      .where(eq(deliveryZones.merchantId, merchantId)),
    promoCode
      ? db
          .select()
          .from(promos)
          .where(and(eq(promos.merchantId, merchantId), sql`upper(${promos.code}) = upper(${promoCode})`))
          .then((rows) => rows[0] ?? null)
      : null,
    request.tableId
      ? db
          .select({ id: diningTables.id, hallId: diningTables.hallId, branchId: diningTables.branchId })
          .from(diningTables)
          .where(and(eq(diningTables.merchantId, merchantId), eq(diningTables.id, request.tableId)))
          .then((rows) => rows[0] ?? null)
      : null,
    db
      .select({ cashback: users.cashback })
      .from(users)
      .where(eq(users.id, userId))
      .then((rows) => rows[0] ?? null),
  ]);
  return {
    settings,
    branch,
    products: productRows,
    zones,
    promo: promo
      ? {
          id: promo.id,
          code: promo.code,
          discountType: promo.discountType as 'AMOUNT' | 'PERCENTAGE',
          productDiscount: promo.productDiscount,
          deliveryDiscount: promo.deliveryDiscount,
          minPrice: promo.minPrice,
          startDate: promo.startDate.toISOString(),
          endDate: promo.endDate.toISOString(),
          isActive: promo.isActive,
        }
      : null,
    table,
    cashbackBalance: user?.cashback ?? 0,
  };
}

export async function loadBranch(db: Database, merchantId: number, id: number): Promise<FactBranch | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.id, id), eq(branches.deleted, false)));
  if (!row) return null;
  return {
    id: row.id,
    cityId: row.cityId,
    isActive: row.isActive,
    latitude: row.latitude,
    longitude: row.longitude,
    deliveryPrice: row.deliveryPrice,
    deliveryStart: row.deliveryStart,
    deliveryEnd: row.deliveryEnd,
    workHours: row.workHours as OpeningHours[],
    settings: row.settings,
  };
}

async function loadProducts(
  db: Database,
  merchantId: number,
  ids: number[],
): Promise<Map<number, FactProduct>> {
  const result = new Map<number, FactProduct>();
  if (ids.length === 0) return result;
  const [rows, sold, groups] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids))),
    db
      .select({ productId: productBranches.productId, branchId: productBranches.branchId })
      .from(productBranches)
      .where(
        and(
          eq(productBranches.merchantId, merchantId),
          inArray(productBranches.productId, ids),
          eq(productBranches.isActive, true),
        ),
      ),
    db
      .select()
      .from(modificationGroups)
      .where(and(eq(modificationGroups.merchantId, merchantId), inArray(modificationGroups.productId, ids))),
  ]);
  const options =
    groups.length === 0
      ? []
      : await db
          .select()
          .from(modifications)
          .where(
            and(
              eq(modifications.merchantId, merchantId),
              inArray(
                modifications.groupId,
                groups.map((g) => g.id),
              ),
            ),
          );
  for (const row of rows) {
    const productGroups: FactGroup[] = groups
      .filter((g) => g.productId === row.id)
      .map((g) => ({
        id: g.id,
        min: g.min,
        max: g.max,
        modifications: options
          .filter((m) => m.groupId === g.id)
          .map((m) => ({ id: m.id, groupId: g.id, name: m.name, price: m.price })),
      }));
    result.set(row.id, {
      id: row.id,
      name: row.name,
      image: row.image,
      active: row.active,
      costPrice: row.costPrice,
      discount: row.discount,
      deliveryEnabled: row.deliveryEnabled,
      eatsPrice: row.eatsPrice,
      enabledEats: row.enabledEats,
      expressPrice: row.expressPrice,
      enabledExpress: row.enabledExpress,
      maxCount: row.maxCount,
      timeCookingMax: row.timeCookingMax,
      mxicCode: row.mxicCode,
      groups: productGroups,
      branchIds: sold.filter((s) => s.productId === row.id).map((s) => s.branchId),
    });
  }
  return result;
}
