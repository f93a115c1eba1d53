import { lineDiscount, lineTotal } from '@dastarkhan/domain/client';

export interface BasketOption {
  id: number;
  groupId: number;
  name: string;
  price: number;
  count: number;
}

/** One basket line: a product with one particular choice of options. */
export interface BasketLine {
  key: string;
  productId: number;
  name: string;
  image: string | null;
  costPrice: number;
  discount: number;
  count: number;
  maxCount: number | null;
  options: BasketOption[];
}

/** Same product with the same options (and counts) is the same line, in any order of choosing. */
export function lineKey(productId: number, options: Pick<BasketOption, 'id' | 'count'>[]): string {
  const chosen = options
    .filter((o) => o.count > 0)
    .map((o) => `${o.id}x${o.count}`)
    .sort()
    .join(',');
  return `${productId}|${chosen}`;
}

const priced = (line: BasketLine) => ({
  product: { costPrice: line.costPrice, discount: line.discount, count: line.count },
  modifications: line.options,
});

/** Spec §9 through the domain pricing: what the line costs before and after its discount. */
export function linePrices(line: BasketLine) {
  const gross = lineTotal(priced(line));
  const discount = lineDiscount(priced(line));
  return { gross, discount, net: gross - discount };
}

export function basketTotals(lines: BasketLine[]) {
  let gross = 0;
  let discount = 0;
  let count = 0;
  for (const line of lines) {
    const prices = linePrices(line);
    gross += prices.gross;
    discount += prices.discount;
    count += line.count;
  }
  return { gross, discount, net: gross - discount, count };
}
