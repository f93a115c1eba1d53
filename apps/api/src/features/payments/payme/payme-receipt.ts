import type { Multilingual as Text } from '@dastarkhan/domain';

/** One line of Payme's fiscal `detail` (CheckPerformTransaction): amounts in tiyin. */
export interface PaymeReceiptItem {
  title: string;
  /** Price of one unit. */
  price: number;
  count: number;
  /** IKPU (the product's mxicCode); lines without one carry an empty code. */
  code: string;
  vat_percent: number;
  /** Discount on the whole line (all its units). */
  discount: number;
  package_code?: string;
}

export interface PaymeReceiptDetail {
  receipt_type: 0;
  items: PaymeReceiptItem[];
  shipping?: { title: string; price: number };
}

export interface ReceiptLine {
  name: Text;
  count: number;
  lineTotal: number;
  lineDiscount: number;
  mxicCode: string | null;
}

export interface ReceiptOrder {
  totalPrice: number;
  deliveryPrice: number;
  deliveryDiscount: number;
}

/**
 * The fiscal receipt of an order, built so that Σ(price × count − discount) + shipping equals
 * what Payme charges (the order's total). Order-wide reductions (promo, cashback) are spread over
 * the lines in proportion to what is left of each, the last tiyin going to the largest lines.
 */
export function paymeReceiptDetail(
  order: ReceiptOrder,
  lines: ReceiptLine[],
  vatPercent = 0,
): PaymeReceiptDetail {
  const total = order.totalPrice * 100;
  const shippingPrice = Math.min(Math.max(order.deliveryPrice - order.deliveryDiscount, 0) * 100, total);
  const items = lines.map((line) => {
    const price = Math.round((line.lineTotal * 100) / Math.max(line.count, 1));
    return {
      title: line.name.ru || line.name.uz || line.name.eng,
      price,
      count: line.count,
      code: line.mxicCode ?? '',
      vat_percent: vatPercent,
      discount: Math.min(line.lineDiscount * 100, price * line.count),
    };
  });
  const itemsDue = total - shippingPrice;
  let extra = items.reduce((sum, item) => sum + item.price * item.count - item.discount, 0) - itemsDue;
  if (extra > 0) {
    const left = items.map((item) => item.price * item.count - item.discount);
    const pool = left.reduce((a, b) => a + b, 0);
    const shares = left.map((value) => Math.floor((extra * value) / pool));
    shares.forEach((share, i) => {
      items[i]!.discount += share;
    });
    extra -= shares.reduce((a, b) => a + b, 0);
    // The rounding remainder, one tiyin at a time, to the lines with the most left to discount.
    const order = left.map((_, i) => i).sort((a, b) => left[b]! - left[a]!);
    for (let k = 0; extra > 0; k = (k + 1) % order.length) {
      const item = items[order[k]!]!;
      if (item.price * item.count - item.discount > 0) {
        item.discount += 1;
        extra -= 1;
      }
    }
  }
  return {
    receipt_type: 0,
    items,
    ...(shippingPrice > 0 ? { shipping: { title: 'Yetkazib berish / Доставка', price: shippingPrice } } : {}),
  };
}
