import { type Database, tables } from '@dastarkhan/db';
import { earliestStopEnd } from '@dastarkhan/domain';
import { and, asc, eq } from 'drizzle-orm';
import { liveStopEntries } from './stop-list-repository.js';

const { menuGroups, categories, products, productBranches, modificationGroups, modifications, branches } =
  tables;

/**
 * The flat catalogue of spec §7 `products/v1/overalls`: groups, categories and active products,
 * each product with its branches and option groups. The client builds the menu from it (spec §4)
 * because only the client knows the nearest branch. The stop-list as it stands at `now` (the
 * ordering clock) marks products and options unavailable at its branches; `validUntil` is when
 * the first of its entries ends by itself, after which the menu must be built again.
 */
export async function loadOverallMenu(db: Database, merchantId: number, now: Date) {
  const [groupRows, categoryRows, allProductRows, branchRows, optionGroupRows, optionRows, stopRows] =
    await Promise.all([
      db
        .select()
        .from(menuGroups)
        .where(and(eq(menuGroups.merchantId, merchantId), eq(menuGroups.isActive, true)))
        .orderBy(asc(menuGroups.priority)),
      db
        .select()
        .from(categories)
        .where(and(eq(categories.merchantId, merchantId), eq(categories.isActive, true)))
        .orderBy(asc(categories.priority)),
      db
        .select()
        .from(products)
        .where(
          and(eq(products.merchantId, merchantId), eq(products.active, true), eq(products.archived, false)),
        )
        .orderBy(asc(products.priority), asc(products.id)),
      db
        .select({
          productId: productBranches.productId,
          branchId: productBranches.branchId,
          isActive: productBranches.isActive,
          price: productBranches.price,
          branchActive: branches.isActive,
          branchDeleted: branches.deleted,
        })
        .from(productBranches)
        .innerJoin(branches, eq(branches.id, productBranches.branchId))
        .where(eq(productBranches.merchantId, merchantId)),
      db
        .select()
        .from(modificationGroups)
        .where(eq(modificationGroups.merchantId, merchantId))
        .orderBy(asc(modificationGroups.priority)),
      db
        .select()
        .from(modifications)
        .where(and(eq(modifications.merchantId, merchantId), eq(modifications.isActive, true)))
        .orderBy(asc(modifications.priority), asc(modifications.id)),
      liveStopEntries(db, merchantId, now),
    ]);

  // Hidden by staff (issue 17): a hidden group takes its categories with it, a hidden category
  // its products.
  const groupById = new Map(groupRows.map((g) => [g.id, g]));
  const shownCategories = categoryRows.filter((c) => c.groupId === null || groupById.has(c.groupId));
  const categoryById = new Map(shownCategories.map((c) => [c.id, c]));
  const productRows = allProductRows.filter((p) => categoryById.has(p.categoryId));
  const branchesByProduct = groupBy(branchRows, (r) => r.productId);
  const optionsByGroup = groupBy(optionRows, (r) => r.groupId);
  const optionGroupsByProduct = groupBy(optionGroupRows, (r) => r.productId);
  const stoppedProducts = groupBy(stopRows, (s) => s.productId);
  const stoppedOptions = groupBy(stopRows, (s) => s.modificationId);

  const menu = {
    groups: groupRows.map((g) => ({
      id: g.id,
      name: g.name,
      icon: g.icon,
      image: g.image,
      bgColor: g.bgColor,
      iconBgColor: g.iconBgColor,
      priority: g.priority,
    })),
    categories: shownCategories.map((c) => ({
      id: c.id,
      groupId: c.groupId,
      name: c.name,
      image: c.image,
      priority: c.priority,
      textColor: c.textColor,
      viewType: c.viewType,
      isWithoutCart: c.isWithoutCart,
      scrollType: c.scrollType,
      navigationType: c.navigationType,
    })),
    products: productRows.map((p) => {
      const optionGroups = optionGroupsByProduct.get(p.id) ?? [];
      return {
        id: p.id,
        productId: null,
        categoryId: p.categoryId,
        category: refOf(categoryById.get(p.categoryId)),
        group: refOf(groupById.get(categoryById.get(p.categoryId)?.groupId ?? 0)),
        name: p.name,
        description: p.description,
        composition: p.composition,
        image: p.image,
        gallery: p.gallery,
        costPrice: p.costPrice,
        discount: p.discount,
        priority: p.priority,
        type: p.type,
        unit: p.unit,
        measure: p.measure,
        calorie: p.calorie,
        timeCookingMin: p.timeCookingMin,
        timeCookingMax: p.timeCookingMax,
        labels: p.labels,
        tags: p.tags,
        mxicCode: p.mxicCode,
        barcode: p.barcode,
        active: p.active,
        deliveryEnabled: p.deliveryEnabled,
        isCartRecommendation: p.isCartRecommendation,
        eatsPrice: p.eatsPrice,
        enabledEats: p.enabledEats,
        expressPrice: p.expressPrice,
        enabledExpress: p.enabledExpress,
        maxCount: p.maxCount,
        count: 1,
        amount: 1,
        // Available at a branch = sold there now and the branch itself is open for business.
        // A stop-listed product is "not active" at that branch, as the storefront already reads it.
        productBranch: (branchesByProduct.get(p.id) ?? []).map((b) => ({
          branch: {
            id: b.branchId,
            isActive:
              b.isActive &&
              b.branchActive &&
              !b.branchDeleted &&
              !stoppedProducts.get(p.id)?.some((s) => s.branchId === b.branchId),
          },
          // The branch's own price (issue 17), only when it has one: the menu stays as small.
          ...(b.price === null ? {} : { price: b.price }),
        })),
        modificationGroups: optionGroups.map((g) => ({
          id: g.id,
          name: g.name,
          min: g.min,
          max: g.max,
          priority: g.priority,
          modifications: (optionsByGroup.get(g.id) ?? []).map((m) => {
            const unavailableBranchIds = (stoppedOptions.get(m.id) ?? []).map((s) => s.branchId);
            return {
              id: m.id,
              name: m.name,
              price: m.price,
              count: 0,
              priority: m.priority,
              ...(unavailableBranchIds.length > 0 ? { unavailableBranchIds } : {}),
            };
          }),
        })),
      };
    }),
  };
  return {
    menu,
    validUntil: earliestStopEnd(
      stopRows.map((s) => s.until),
      now,
    ),
  };
}

function refOf(row: { id: number; name: { uz: string; ru: string; eng: string } } | undefined) {
  return row ? { id: row.id, name: row.name } : null;
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

export type OverallMenuData = Awaited<ReturnType<typeof loadOverallMenu>>['menu'];
