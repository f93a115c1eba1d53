import type { Category, Group, ProductGrade } from '../entities/catalogue.js';
import type { Product } from '../entities/product.js';

/** Groups and categories as the flat catalogue gives them; nested lists, if any, are ignored. */
export type MenuGroupInput = Omit<Group, 'categories'>;
export type MenuCategoryInput = Omit<Category, 'products'>;

export interface BuildMenuInput {
  groups: readonly MenuGroupInput[];
  categories: readonly MenuCategoryInput[];
  products: readonly Product[];
  grades: readonly ProductGrade[];
  /** The branch nearest to the customer; null when unknown (no location yet). */
  nearestBranchId: number | null;
}

export interface BuiltMenu {
  /** Groups that have at least one kept category, each with its categories and their products. */
  groups: Group[];
  /** Every kept category, with its products — also those without a group (WITHOUT_GROUP mode). */
  categories: Category[];
  /** Every kept product in one list sorted by priority (search, favourites, recommendations). */
  products: Product[];
}

/** Ascending priority (spec §9), ties broken by id so the order never depends on the input's. */
function byPriority(a: { priority: number; id: number }, b: { priority: number; id: number }): number {
  return a.priority - b.priority || a.id - b.id;
}

/**
 * Sold at the nearest branch: an entry for that branch whose branch is active. With no nearest
 * branch known every product is shown, so a visitor without a location still sees the menu.
 */
function isAvailableAt(product: Product, nearestBranchId: number | null): boolean {
  if (nearestBranchId === null) return true;
  return product.productBranch.some((entry) => entry.branch.id === nearestBranchId && entry.branch.isActive);
}

/**
 * Builds the nested menu from the flat catalogue (spec §4 "menu building"):
 * 1. products switched off (`active: false`) are dropped — our addition, so an API that hands
 *    over the whole table cannot show an unsellable product;
 * 2. a product is kept only if no nearest branch is known or it is sold at that branch;
 * 3. grades are merged into products by product id (a missing grade keeps the product's own);
 * 4. products go into their category, categories into their group (a product whose category
 *    is unknown has nowhere to be shown and is dropped);
 * 5. only categories with at least one product are kept (the "active" ones), and groups left
 *    without categories are dropped too, so no empty tab appears;
 * 6. groups, categories and products are sorted by priority ascending, ties by id.
 * The input is not modified.
 */
export function buildMenu(input: BuildMenuInput): BuiltMenu {
  const grades = new Map(input.grades.map((grade) => [grade.productId, grade.grade]));

  const productsByCategory = new Map<number, Product[]>();
  for (const product of input.products) {
    if (!product.active || !isAvailableAt(product, input.nearestBranchId)) continue;
    const withGrade: Product = { ...product, grade: grades.get(product.id) ?? product.grade };
    const list = productsByCategory.get(product.categoryId);
    if (list) list.push(withGrade);
    else productsByCategory.set(product.categoryId, [withGrade]);
  }

  const categories: Category[] = [];
  for (const category of [...input.categories].sort(byPriority)) {
    const products = productsByCategory.get(category.id);
    if (!products || products.length === 0) continue;
    categories.push({ ...category, products: products.sort(byPriority) });
  }

  const groups: Group[] = [];
  for (const group of [...input.groups].sort(byPriority)) {
    const own = categories.filter((category) => category.groupId === group.id);
    if (own.length > 0) groups.push({ ...group, categories: own });
  }

  const products = categories.flatMap((category) => category.products).sort(byPriority);
  return { groups, categories, products };
}
