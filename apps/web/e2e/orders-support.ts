// Orders for the end-to-end tests, placed through the API the way a correct client does: a real
// product of the demo menu at a branch that offers pick-up, and the totals the server computes.
import {
  computeOrderPricing,
  type LabelledOrderStatus,
  ORDER_STATUS_LABELS,
  type OrderDetails,
  requestTotals,
} from '@dastarkhan/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ApiSession } from './accounts-support';
import { escapeRegExp, expect, type Language, tr } from './support';

export { DEMO_OPERATOR_PHONE, staffSession } from './staff-session';

interface Branch {
  id: number;
  settings: { pickupEnabled?: boolean } | null;
}
interface Product {
  id: number;
  type: 'NONE' | 'MODIFICATION';
  active: boolean;
  costPrice: number;
  discount: number;
  modificationGroups: Array<{ min: number }>;
  productBranch: Array<{ branch: { id: number; isActive: boolean } }>;
}

function headers(session: ApiSession) {
  return { merchant: String(session.merchantId), authorization: `Bearer ${session.token}` };
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

let choice: { branchId: number; product: Product } | null = null;

/** A pick-up branch and a plain product sold there (the same for every order of a run). */
async function pickUpChoice(request: APIRequestContext, session: ApiSession) {
  if (choice) return choice;
  const merchant = { merchant: String(session.merchantId) };
  const branches = await data<Branch[]>(await request.get('/api/users/v1/branches', { headers: merchant }));
  const menu = await data<{ products: Product[] }>(
    await request.get('/api/products/v1/overalls?type=WEB', { headers: merchant }),
  );
  for (const branch of branches.filter((b) => b.settings?.pickupEnabled !== false)) {
    const product = menu.products.find(
      (p) =>
        p.active &&
        p.type === 'NONE' &&
        p.modificationGroups.every((g) => g.min === 0) &&
        p.productBranch.some((pb) => pb.branch.id === branch.id && pb.branch.isActive),
    );
    if (product) {
      choice = { branchId: branch.id, product };
      return choice;
    }
  }
  throw new Error('no plain product at a pick-up branch of demo');
}

/** Places a pick-up order (no address needed), paid in cash unless told; `count` pieces of one product. */
export async function placeOrder(
  request: APIRequestContext,
  session: ApiSession,
  count = 1,
  paymentType: 'CASH' | 'PAYME' | 'CLICK' | 'UZUM' = 'CASH',
) {
  const { branchId, product } = await pickUpChoice(request, session);
  const cartItems = [
    {
      product: { id: product.id, costPrice: product.costPrice, discount: product.discount, count },
      modifications: [],
    },
  ];
  const { totals } = computeOrderPricing({
    items: cartItems,
    serviceType: 'PICK_UP',
    deliveryPrice: 0,
    now: new Date(),
  });
  const response = await request.post('/api/orders/v1/orders', {
    headers: headers(session),
    data: {
      serviceType: 'PICK_UP',
      cartItems,
      branch: { id: branchId },
      paymentType,
      cashback: totals.cashback,
      deliveryPrice: totals.deliveryPrice,
      deliveryDiscount: totals.deliveryDiscount,
      totals: requestTotals(totals),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderDetails }).data;
}

/** Moves an order as the operator. */
export async function moveOrder(
  request: APIRequestContext,
  operator: ApiSession,
  id: number,
  status: string,
) {
  const response = await request.put(`/api/orders/v1/operator/orders/${id}/status`, {
    headers: headers(operator),
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Cancels an order as its customer. */
export async function cancelOrderAsCustomer(request: APIRequestContext, session: ApiSession, id: number) {
  const response = await request.put(`/api/orders/v1/orders/${id}/cancel`, {
    headers: headers(session),
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

// Locators of the order screens, shared by the orders and checkout journeys.

export const statusLabel = (status: LabelledOrderStatus, lang: Language) => ORDER_STATUS_LABELS[status][lang];

export function tab(page: Page, lang: Language, name: 'active' | 'archive') {
  return page
    .getByRole('tablist', { name: tr('orders.tabs', lang) })
    .getByRole('tab', { name: tr(`orders.tab.${name}`, lang) });
}

export function card(page: Page, lang: Language, number: number) {
  // "Order #12" must not match "Order #123".
  const name = new RegExp(`^${escapeRegExp(tr('orders.number', lang, { number }))}(\\s|$)`);
  return page.getByRole('tabpanel').getByRole('link', { name });
}

/** The status card of the details screen. */
export function statusCard(page: Page, lang: Language) {
  return page.getByRole('region', { name: tr('orders.status', lang), exact: true });
}
