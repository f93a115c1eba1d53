// Orders for the end-to-end tests, placed through the API the way a correct client does: a real
// product of the demo menu at a branch that offers pick-up, and the totals the server computes.
import {
  computeOrderPricing,
  type LabelledOrderStatus,
  type OrderDetails,
  orderStatusLabel,
  requestTotals,
} from '@dastarkhan/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ApiSession } from './accounts-support';
import { escapeRegExp, expect, type Language, tr } from './support';

export { DEMO_OPERATOR_PHONE, staffSession } from './staff-session';

interface Branch {
  id: number;
  cityId: number | null;
  settings: { pickupEnabled?: boolean; deliveryEnabled?: boolean } | null;
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

/** The headers of a signed-in call: the tenant and the bearer token. */
export function authHeaders(session: Pick<ApiSession, 'merchantId' | 'token'>) {
  return { merchant: String(session.merchantId), authorization: `Bearer ${session.token}` };
}

/** The `data` of a successful answer (a failure fails the test with the answer's text). */
export async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The tenant's branches that pass `offers`, each with a plain product sold there (none: skipped). */
async function plainProductsAt(
  request: APIRequestContext,
  session: ApiSession,
  offers: (branch: Branch) => boolean,
): Promise<Array<{ branch: Branch; product: Product }>> {
  const merchant = { merchant: String(session.merchantId) };
  const branches = await data<Branch[]>(await request.get('/api/users/v1/branches', { headers: merchant }));
  const menu = await data<{ products: Product[] }>(
    await request.get('/api/products/v1/overalls?type=WEB', { headers: merchant }),
  );
  return branches.filter(offers).flatMap((branch) => {
    const product = menu.products.find(
      (p) =>
        p.active &&
        p.type === 'NONE' &&
        p.modificationGroups.every((g) => g.min === 0) &&
        p.productBranch.some((pb) => pb.branch.id === branch.id && pb.branch.isActive),
    );
    return product ? [{ branch, product }] : [];
  });
}

let choice: { branchId: number; product: Product } | null = null;

/** A pick-up branch and a plain product sold there (the same for every order of a run). */
async function pickUpChoice(request: APIRequestContext, session: ApiSession) {
  if (choice) return choice;
  const [first] = await plainProductsAt(request, session, (b) => b.settings?.pickupEnabled !== false);
  if (!first) throw new Error('no plain product at a pick-up branch of demo');
  choice = { branchId: first.branch.id, product: first.product };
  return choice;
}

/** A line of an order request: a product's price facts and the options chosen. */
export interface CartItem {
  product: { id: number; costPrice: number; discount: number; count: number };
  modifications: Array<{ id: number; price: number; count: number }>;
}

/** Posts an order of `count` pieces of `product` with the totals the server computes. */
function postOrder(
  request: APIRequestContext,
  session: ApiSession,
  order: {
    product: Product;
    count: number;
    branchId: number;
    serviceType: 'PICK_UP' | 'DELIVERY';
    paymentType: 'CASH' | 'PAYME' | 'CLICK' | 'UZUM';
    deliveryPrice?: number;
    extra?: Record<string, unknown>;
  },
) {
  const { product, count, ...rest } = order;
  const cartItems = [
    {
      product: { id: product.id, costPrice: product.costPrice, discount: product.discount, count },
      modifications: [],
    },
  ];
  return postCartItems(request, session, { ...rest, cartItems });
}

/** Posts an order of these lines with the totals the server computes; answers the order. */
export async function postCartItems(
  request: APIRequestContext,
  session: ApiSession,
  order: {
    cartItems: CartItem[];
    branchId: number;
    serviceType: 'PICK_UP' | 'DELIVERY';
    paymentType: 'CASH' | 'PAYME' | 'CLICK' | 'UZUM';
    deliveryPrice?: number;
    extra?: Record<string, unknown>;
  },
) {
  const { cartItems } = order;
  const { totals } = computeOrderPricing({
    items: cartItems,
    serviceType: order.serviceType,
    deliveryPrice: order.deliveryPrice ?? 0,
    now: new Date(),
  });
  const response = await request.post('/api/orders/v1/orders', {
    headers: authHeaders(session),
    data: {
      serviceType: order.serviceType,
      cartItems,
      branch: { id: order.branchId },
      paymentType: order.paymentType,
      ...order.extra,
      cashback: totals.cashback,
      deliveryPrice: totals.deliveryPrice,
      deliveryDiscount: totals.deliveryDiscount,
      totals: requestTotals(totals),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderDetails }).data;
}

/** Places a pick-up order (no address needed), paid in cash unless told; `count` pieces of one product. */
export async function placeOrder(
  request: APIRequestContext,
  session: ApiSession,
  count = 1,
  paymentType: 'CASH' | 'PAYME' | 'CLICK' | 'UZUM' = 'CASH',
  extra?: Record<string, unknown>,
) {
  const { branchId, product } = await pickUpChoice(request, session);
  return postOrder(request, session, {
    product,
    count,
    branchId,
    serviceType: 'PICK_UP',
    paymentType,
    extra,
  });
}

/** A cash delivery to `door` (in Tashkent) from a branch that delivers there. */
export async function placeDelivery(
  request: APIRequestContext,
  customer: ApiSession,
  door: { latitude: number; longitude: number },
) {
  const address = 'Amir Temur 1';
  for (const { branch, product } of await plainProductsAt(
    request,
    customer,
    (b) => b.settings?.deliveryEnabled !== false,
  )) {
    const tariff = await request.post('/api/deliveries/v1/delivery/tariff/client/calculate', {
      headers: authHeaders(customer),
      data: {
        branchId: branch.id,
        ...door,
        productPrice: product.costPrice,
        distance: 1000,
        address,
        cityId: branch.cityId ?? 1,
      },
    });
    if (!tariff.ok()) continue;
    const { price, deliveryTariffId } = (
      (await tariff.json()) as { data: { price: number; deliveryTariffId: number } }
    ).data;
    return postOrder(request, customer, {
      product,
      count: 1,
      branchId: branch.id,
      serviceType: 'DELIVERY',
      paymentType: 'CASH',
      deliveryPrice: price,
      extra: {
        address: {
          name: address,
          ...door,
          details: { office: '12', domophone: null, entrance: '2', floor: '3', comment: 'Ring twice' },
        },
        deliveryTariffId,
      },
    });
  }
  throw new Error('no demo branch delivers to the centre of Tashkent');
}

/** Moves an order as the operator. */
export async function moveOrder(
  request: APIRequestContext,
  operator: ApiSession,
  id: number,
  status: string,
) {
  const response = await request.put(`/api/orders/v1/operator/orders/${id}/status`, {
    headers: authHeaders(operator),
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Cancels an order as its customer. */
export async function cancelOrderAsCustomer(request: APIRequestContext, session: ApiSession, id: number) {
  const response = await request.put(`/api/orders/v1/orders/${id}/cancel`, {
    headers: authHeaders(session),
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

// Locators of the order screens, shared by the orders and checkout journeys.

/** A status as the customer reads it; a pick-up's last steps read "ready for pick-up", "picked up". */
export const statusLabel = (status: LabelledOrderStatus, lang: Language, serviceType?: string) =>
  orderStatusLabel(status, serviceType)[lang];

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
