import type { BasketLine } from './basket-line';

/** Today's catalogue data of a product in the basket, in the page's language. */
export interface FreshProduct {
  id: number;
  name: string;
  image: string | null;
  price: number;
  discount: number;
  maxCount: number | null;
  options: { id: number; name: string; price: number }[];
}

/**
 * The stored lines with today's names, photos and prices. A line whose product or one of whose
 * options is no longer sold is dropped (counted in `dropped`, named in `removed`); everything
 * else keeps its key, count and choice. `repriced` names the lines whose price moved (the
 * product's, its discount or an option's), so the page can say so (issue 17).
 */
export function freshenLines(lines: readonly BasketLine[], fresh: readonly FreshProduct[]) {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const next: BasketLine[] = [];
  const removed: string[] = [];
  const repriced: string[] = [];
  let dropped = 0;
  for (const line of lines) {
    const product = byId.get(line.productId);
    const options = product
      ? line.options.map((option) => {
          const now = product.options.find((o) => o.id === option.id);
          return now ? { ...option, name: now.name, price: now.price } : null;
        })
      : [];
    if (!product || options.some((option) => option === null)) {
      dropped++;
      removed.push(line.name);
      continue;
    }
    const moved =
      product.price !== line.costPrice ||
      product.discount !== line.discount ||
      options.some((option, i) => option !== null && option.price !== line.options[i]?.price);
    if (moved) repriced.push(product.name);
    next.push({
      ...line,
      name: product.name,
      image: product.image,
      costPrice: product.price,
      discount: product.discount,
      maxCount: product.maxCount,
      options: options.filter((option) => option !== null),
    });
  }
  const changed = dropped > 0 || JSON.stringify(next) !== JSON.stringify(lines);
  return { lines: next, dropped, changed, removed, repriced };
}
