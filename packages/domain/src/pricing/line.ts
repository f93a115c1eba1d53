// Price of one basket line (spec §9). All amounts are integer so'm.

export interface PricedModification {
  count: number;
  price: number;
}

/** The parts of a cart line that pricing reads; a CartItem satisfies it. */
export interface PricedLine {
  product: { costPrice: number; discount: number; count: number };
  modifications: readonly PricedModification[];
}

/** Discount percents outside 0..100 are data errors; clamping keeps "a discount never exceeds the price". */
export function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/** Gross price of a line: (costPrice + Σ option count × option price) × count. */
export function lineTotal(item: PricedLine): number {
  let unitPrice = item.product.costPrice;
  for (const modification of item.modifications) {
    unitPrice += modification.count * modification.price;
  }
  return unitPrice * item.product.count;
}

/**
 * The product's own discount on a line: costPrice / 100 × discount% × count. Options are not
 * discounted (the spec's formula uses costPrice only).
 *
 * Rounded once per line, half up (Math.round on a positive number), so a line of 3 at 301.5
 * so'm discount is 302 — never 3 × round(100.5) = 303. Multiplying before dividing keeps the
 * intermediate value exact for integer inputs.
 */
export function lineDiscount(item: PricedLine): number {
  const { costPrice, discount, count } = item.product;
  return Math.round((costPrice * clampPercent(discount) * count) / 100);
}
