/**
 * The price a branch sells a product at (issue 17): its own price when it has one, otherwise the
 * product's costPrice. The storefront shows and sends this; the server charges it.
 */
export function priceAtBranch(
  product: {
    costPrice: number;
    productBranch: ReadonlyArray<{ branch: { id: number }; price?: number | undefined }>;
  },
  branchId: number | null | undefined,
): number {
  if (branchId == null) return product.costPrice;
  return product.productBranch.find((pb) => pb.branch.id === branchId)?.price ?? product.costPrice;
}
