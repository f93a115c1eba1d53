import {
  buildMenu,
  type Language,
  type OverallMenu,
  type Product,
  type ProductGrade,
  pickText,
} from '@dastarkhan/domain';

/**
 * What a product card needs, in the page's language only: the home page of a 500-product tenant
 * must stay small on a 3G phone, so names of other languages and full product records stay on
 * the server (the product page loads those).
 */
export interface CardProduct {
  id: number;
  name: string;
  image: string | null;
  price: number;
  discount: number;
  labels: string[];
  measure: number | null;
  unit: Product['unit'];
  /** true: options must be chosen before it can go to the basket. */
  hasOptions: boolean;
  maxCount: number | null;
  grade: number | null;
  description: string;
}

export interface MenuCategory {
  id: number;
  name: string;
  viewType: 'BIG' | 'MEDIUM' | 'SMALL';
  scrollType: 'VERTICAL' | 'HORIZONTAL';
  isWithoutCart: boolean;
  /**
   * How many of its products the page has yet to receive, drawn as skeletons (first-screen.ts);
   * 0 when `products` is complete.
   */
  pending: number;
  products: CardProduct[];
}

export interface MenuGroup {
  id: number;
  name: string;
  icon: string | null;
  categories: MenuCategory[];
}

export function toCard(product: Product, lang: Language): CardProduct {
  return {
    id: product.id,
    name: pickText(product.name, lang),
    image: product.image,
    price: product.costPrice,
    discount: product.discount,
    labels: product.labels,
    measure: product.measure,
    unit: product.unit,
    hasOptions: product.type === 'MODIFICATION' && product.modificationGroups.length > 0,
    maxCount: product.maxCount,
    grade: product.grade,
    description: pickText(product.description, lang),
  };
}

/** Spec §4 menu building, then reduced to the card view of one language. */
export function menuView(
  overall: OverallMenu,
  grades: ProductGrade[],
  nearestBranchId: number | null,
  lang: Language,
): MenuGroup[] {
  const built = buildMenu({ ...overall, grades, nearestBranchId });
  return built.groups.map((group) => ({
    id: group.id,
    name: pickText(group.name, lang),
    icon: group.icon,
    categories: group.categories.map((category) => ({
      id: category.id,
      name: pickText(category.name, lang),
      viewType: category.viewType,
      scrollType: category.scrollType,
      isWithoutCart: category.isWithoutCart,
      pending: 0,
      products: category.products.map((product) => toCard(product, lang)),
    })),
  }));
}
