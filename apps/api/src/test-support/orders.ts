import {
  computeOrderPricing,
  type OrderRequestInput,
  type Product,
  type PromoTerms,
  requestTotals,
  type ServiceType,
} from '@dastarkhan/domain';
import { expect } from 'vitest';
import { asUser } from './accounts.js';
import type { TestApp } from './test-app.js';

/**
 * Builders for order tests: real products of a seeded tenant (from the public menu) and totals
 * computed the way a correct client computes them, so each test changes only what it is about.
 */

/** Monday 2026-11-23 12:00 in Tashkent: every demo branch is open, promos of 2026–27 are valid. */
export const MONDAY_NOON = new Date('2026-11-23T07:00:00.000Z');
/** Inside the demo tenant's "Markaz" zone (Amir Temur square). */
export const TASHKENT_CENTRE = { latitude: 41.311151, longitude: 69.279737 };

export async function menuOf(t: TestApp, merchant: string): Promise<Product[]> {
  const res = await t.app.inject({ url: '/api/products/v1/overalls', headers: { merchant } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.products;
}

/** A product without options sold at the branch (and for delivery). */
export function plainProduct(menu: Product[], branchId: number, skip = 0): Product {
  const found = menu.filter(
    (p) =>
      p.type === 'NONE' &&
      p.deliveryEnabled !== false &&
      (p.modificationGroups ?? []).length === 0 &&
      p.productBranch.some((pb) => pb.branch.id === branchId && pb.branch.isActive),
  )[skip];
  expect(found, 'a plain product at the branch').toBeDefined();
  return found!;
}

/** A product whose option groups have a minimum, sold at the branch. */
export function optionProduct(menu: Product[], branchId: number): Product {
  const found = menu.find(
    (p) =>
      (p.modificationGroups ?? []).some((g) => g.min > 0) &&
      p.productBranch.some((pb) => pb.branch.id === branchId && pb.branch.isActive),
  );
  expect(found, 'a product with required options at the branch').toBeDefined();
  return found!;
}

export interface Line {
  product: Product;
  count?: number;
  /** Chosen options: by default the first `min` options of every group with a minimum. */
  options?: Array<{ id: number; groupId: number; price: number; count: number }>;
}

export function defaultOptions(product: Product) {
  return (product.modificationGroups ?? []).flatMap((group) =>
    group.modifications
      .slice(0, group.min)
      .map((m) => ({ id: m.id, groupId: group.id, price: m.price, count: 1 })),
  );
}

export interface BodyOptions {
  serviceType?: ServiceType;
  branchId: number;
  paymentType?: OrderRequestInput['paymentType'];
  point?: { latitude: number; longitude: number };
  deliveryPrice?: number;
  promo?: (PromoTerms & { code: string }) | null;
  cashback?: { requested: number; balance: number };
  now?: Date;
  extra?: Partial<OrderRequestInput>;
}

/** A complete order request whose totals match what the server will compute. */
export function orderBody(lines: Line[], options: BodyOptions): OrderRequestInput {
  const serviceType = options.serviceType ?? 'PICK_UP';
  const cartItems = lines.map((line) => ({
    product: {
      id: line.product.id,
      costPrice: line.product.costPrice,
      discount: line.product.discount ?? 0,
      count: line.count ?? 1,
    },
    modifications: line.options ?? defaultOptions(line.product),
  }));
  const { totals } = computeOrderPricing({
    items: cartItems.map((c) => ({ product: c.product, modifications: c.modifications })),
    serviceType,
    deliveryPrice: options.deliveryPrice ?? 0,
    promo: options.promo ?? null,
    cashback: options.cashback ?? null,
    now: options.now ?? MONDAY_NOON,
  });
  const point = options.point ?? TASHKENT_CENTRE;
  return {
    serviceType,
    cartItems,
    branch: { id: options.branchId },
    paymentType: options.paymentType ?? 'CASH',
    ...(serviceType === 'DELIVERY'
      ? {
          address: {
            name: 'Amir Temur 1',
            latitude: point.latitude,
            longitude: point.longitude,
            details: { office: null, domophone: '12', entrance: '1', floor: '3', comment: null },
          },
        }
      : {}),
    promoCode: options.promo?.code ?? null,
    cashback: totals.cashback,
    deliveryPrice: totals.deliveryPrice,
    deliveryDiscount: totals.deliveryDiscount,
    totals: requestTotals(totals),
    ...options.extra,
  };
}

export function postOrder(
  t: TestApp,
  merchant: string,
  token: string,
  body: unknown,
  { key, scheduled = false }: { key?: string; scheduled?: boolean } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: scheduled ? '/api/orders/v1/orders/at-time' : '/api/orders/v1/orders',
    headers: { ...asUser(merchant, token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });
}

/** The demo branches by their seeded English names. */
export async function branchIds(t: TestApp, merchant: string): Promise<Record<string, number>> {
  const res = await t.app.inject({ url: '/api/users/v1/branches', headers: { merchant } });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().data as Array<{ id: number; name: { eng: string } }>).map((b) => [b.name.eng, b.id]),
  );
}
