import { buildProductSearch, type ProductSearch, type SearchableProduct } from '@dastarkhan/domain';

const indexes = new WeakMap<readonly SearchableProduct[], ProductSearch>();

/**
 * The product search of a catalogue, built once per catalogue version and shared by every branch
 * (prices and availability differ per branch, names and texts do not). The loaders hand out one
 * parsed menu per version (app/catalogue/menu-by-etag), so its product list is the key: a new
 * version is a new list, and an index goes when its menu does.
 */
export function productSearchFor(products: readonly SearchableProduct[]): ProductSearch {
  let search = indexes.get(products);
  if (!search) {
    search = buildProductSearch(products);
    indexes.set(products, search);
  }
  return search;
}
