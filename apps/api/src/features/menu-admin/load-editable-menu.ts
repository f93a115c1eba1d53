import { type Executor, tables } from '@dastarkhan/db';
import type {
  EditableCategory,
  EditableGroup,
  EditableMenu,
  EditableProduct,
  Language,
} from '@dastarkhan/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const {
  menuGroups,
  categories,
  products,
  productBranches,
  modificationGroups,
  modifications,
  branches,
  merchants,
  orderItems,
} = tables;

type GroupRow = typeof menuGroups.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export const toEditableGroup = (g: GroupRow): EditableGroup => ({
  id: g.id,
  name: g.name,
  icon: g.icon,
  image: g.image,
  bgColor: g.bgColor,
  iconBgColor: g.iconBgColor,
  isActive: g.isActive,
  priority: g.priority,
});

export const toEditableCategory = (c: CategoryRow): EditableCategory => ({
  id: c.id,
  name: c.name,
  groupId: c.groupId,
  image: c.image,
  textColor: c.textColor,
  viewType: c.viewType as EditableCategory['viewType'],
  isWithoutCart: c.isWithoutCart,
  scrollType: c.scrollType as EditableCategory['scrollType'],
  navigationType: c.navigationType as EditableCategory['navigationType'],
  isActive: c.isActive,
  priority: c.priority,
});

/** Products (archived ones never) with their branches, option groups and whether they were ever ordered. */
export async function loadEditableProducts(
  db: Executor,
  merchantId: number,
  only?: { productIds?: number[]; categoryId?: number },
): Promise<EditableProduct[]> {
  const filters = [eq(products.merchantId, merchantId), eq(products.archived, false)];
  if (only?.productIds) filters.push(inArray(products.id, only.productIds.length ? only.productIds : [0]));
  if (only?.categoryId !== undefined) filters.push(eq(products.categoryId, only.categoryId));
  const rows = await db
    .select()
    .from(products)
    .where(and(...filters))
    .orderBy(asc(products.priority), asc(products.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [branchRows, groupRows, orderedRows] = await Promise.all([
    db
      .select()
      .from(productBranches)
      .where(and(eq(productBranches.merchantId, merchantId), inArray(productBranches.productId, ids)))
      .orderBy(asc(productBranches.branchId)),
    db
      .select()
      .from(modificationGroups)
      .where(and(eq(modificationGroups.merchantId, merchantId), inArray(modificationGroups.productId, ids)))
      .orderBy(asc(modificationGroups.priority), asc(modificationGroups.id)),
    db
      .selectDistinct({ productId: orderItems.productId })
      .from(orderItems)
      .where(and(eq(orderItems.merchantId, merchantId), inArray(orderItems.productId, ids))),
  ]);
  const optionRows =
    groupRows.length === 0
      ? []
      : await db
          .select()
          .from(modifications)
          .where(
            and(
              eq(modifications.merchantId, merchantId),
              inArray(
                modifications.groupId,
                groupRows.map((g) => g.id),
              ),
            ),
          )
          .orderBy(asc(modifications.priority), asc(modifications.id));
  const ordered = new Set(orderedRows.map((r) => r.productId));
  const branchesOf = groupBy(branchRows, (r) => r.productId);
  const groupsOf = groupBy(groupRows, (r) => r.productId);
  const optionsOf = groupBy(optionRows, (r) => r.groupId);
  return rows.map((p) =>
    toEditableProduct(p, {
      branches: branchesOf.get(p.id) ?? [],
      groups: (groupsOf.get(p.id) ?? []).map((g) => ({ ...g, options: optionsOf.get(g.id) ?? [] })),
      ordered: ordered.has(p.id),
    }),
  );
}

function toEditableProduct(
  p: ProductRow,
  parts: {
    branches: Array<typeof productBranches.$inferSelect>;
    groups: Array<
      typeof modificationGroups.$inferSelect & { options: Array<typeof modifications.$inferSelect> }
    >;
    ordered: boolean;
  },
): EditableProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    composition: p.composition,
    categoryId: p.categoryId,
    type: parts.groups.length > 0 ? 'MODIFICATION' : 'NONE',
    costPrice: p.costPrice,
    discount: p.discount,
    unit: p.unit as EditableProduct['unit'],
    measure: p.measure,
    calorie: p.calorie,
    timeCookingMin: p.timeCookingMin,
    timeCookingMax: p.timeCookingMax,
    labels: p.labels,
    mxicCode: p.mxicCode,
    barcode: p.barcode,
    maxCount: p.maxCount,
    eatsPrice: p.eatsPrice,
    enabledEats: p.enabledEats,
    expressPrice: p.expressPrice,
    enabledExpress: p.enabledExpress,
    deliveryEnabled: p.deliveryEnabled,
    isCartRecommendation: p.isCartRecommendation,
    active: p.active,
    image: p.image,
    gallery: p.gallery,
    productBranch: parts.branches.map((b) => ({
      branch: { id: b.branchId, isActive: b.isActive },
      price: b.price,
    })),
    modificationGroups: parts.groups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: Math.max(g.max, 1),
      priority: g.priority,
      options: g.options.map((o) => ({
        id: o.id,
        name: o.name,
        price: o.price,
        isActive: o.isActive,
        priority: o.priority,
      })),
    })),
    priority: p.priority,
    ordered: parts.ordered,
  };
}

/** `GET …/operator/menu`: everything the editor shows in one answer (decision 024). */
export async function loadEditableMenu(
  db: Executor,
  merchantId: number,
  languages: { languages: Language[]; mainLanguage: Language },
): Promise<EditableMenu> {
  const [groupRows, categoryRows, productList, branchRows, [merchant]] = await Promise.all([
    db
      .select()
      .from(menuGroups)
      .where(eq(menuGroups.merchantId, merchantId))
      .orderBy(asc(menuGroups.priority), asc(menuGroups.id)),
    db
      .select()
      .from(categories)
      .where(eq(categories.merchantId, merchantId))
      .orderBy(asc(categories.priority), asc(categories.id)),
    loadEditableProducts(db, merchantId),
    db
      .select({ id: branches.id, name: branches.name, isActive: branches.isActive })
      .from(branches)
      .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
      .orderBy(asc(branches.id)),
    db
      .select({ version: sql<number>`${merchants.catalogueVersion}` })
      .from(merchants)
      .where(eq(merchants.id, merchantId)),
  ]);
  return {
    ...languages,
    branches: branchRows,
    groups: groupRows.map(toEditableGroup),
    categories: categoryRows.map(toEditableCategory),
    products: productList,
    catalogueVersion: Number(merchant?.version ?? 0),
  };
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
