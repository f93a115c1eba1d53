import type { OverallMenu } from '../entities/catalogue.js';

interface BranchPriced {
  costPrice: number;
  productBranch: ReadonlyArray<{ branch: { id: number }; price?: number | undefined }>;
}

/**
 * The price a branch sells a product at (issue 17): its own price when it has one, otherwise the
 * product's costPrice. The storefront shows and sends this; the server charges it.
 */
export function priceAtBranch(product: BranchPriced, branchId: number | null | undefined): number {
  if (branchId == null) return product.costPrice;
  return product.productBranch.find((pb) => pb.branch.id === branchId)?.price ?? product.costPrice;
}

/**
 * The menu as one branch sells it: each product with a price of its own there carries that price
 * as its costPrice. Products without one are the same objects, so a menu without branch prices
 * costs nothing to "reprice".
 */
export function menuAtBranch(menu: OverallMenu, branchId: number | null | undefined): OverallMenu {
  if (branchId == null) return menu;
  let changed = false;
  const products = menu.products.map((product) => {
    const price = priceAtBranch(product, branchId);
    if (price === product.costPrice) return product;
    changed = true;
    return { ...product, costPrice: price };
  });
  return changed ? { ...menu, products } : menu;
}
