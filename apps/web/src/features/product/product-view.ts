import type { Language, Product } from '@dastarkhan/domain';

// What the product page and overlay need, in the page's language only (types only: the loader
// builds it on the server, the browser never parses a full Product).

export interface OptionView {
  id: number;
  name: string;
  /** Added to the unit price per portion; 0 is free. */
  price: number;
  /** On the stop-list of the visitor's branch (decision 021): shown, but not to be chosen. */
  unavailable?: true;
}

export interface OptionGroupView {
  id: number;
  name: string;
  min: number;
  max: number;
  /** Named like the domain's ModificationGroup so the domain's option rule reads it as is. */
  modifications: OptionView[];
}

export interface ProductView {
  id: number;
  name: string;
  description: string;
  composition: string;
  /** The main image first, then the rest of the gallery; empty when there is no photo. */
  images: string[];
  price: number;
  discount: number;
  unit: Product['unit'];
  measure: number | null;
  calorie: number | null;
  timeCookingMin: number | null;
  timeCookingMax: number | null;
  labels: string[];
  maxCount: number | null;
  grade: number | null;
  categoryName: string;
  /** The category sells without a basket (spec §3 isWithoutCart): the page only shows. */
  withoutCart: boolean;
  /** Sold at the visitor's branch (the menu's rule); false shows "not available right now". */
  available: boolean;
  groups: OptionGroupView[];
}

export interface ReviewView {
  id: number;
  authorName: string | null;
  grade: number;
  text: string | null;
  /** The language the text is written in; marked when it is not the page's (decision 051). */
  language: Language | null;
  createdDate: string;
}

export interface ProductPageData {
  product: ProductView;
  reviews: ReviewView[];
  reviewCount: number;
}

/**
 * What `/product/:id?overlay=1` answers (routes/product.tsx): the page's data, or `product: null`
 * for an unknown product. Declared here so the overlay does not import the route module.
 */
export type ProductAnswer = ProductPageData | { product: null; reviews: ReviewView[]; reviewCount: number };
