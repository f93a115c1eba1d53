import type { OrderDetails, PaymentType, Product } from '@dastarkhan/domain';
import { expect } from 'vitest';
import { asUser, loginByPhone } from './accounts.js';
import { branchIds, menuOf, orderBody, plainProduct, postOrder } from './orders.js';
import type { TestApp } from './test-app.js';

/** The demo tenant's seeded provider credentials (docs/design.md / issue 6 fixed hooks). */
export const DEMO_PAYME = { login: 'Paycom', key: 'demo-payme-test-key', cashbox: 'demo-payme-merchant' };
export const DEMO_CLICK = { serviceId: '1001', secretKey: 'demo-click-secret' };
export const DEMO_UZUM = { login: 'uzum', password: 'demo-uzum-secret', serviceId: '4001' };

export const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/** A customer's fresh pick-up order of the demo tenant, to be paid with `paymentType`. */
export async function placeUnpaidOrder(
  t: TestApp,
  merchant: string,
  phone: string,
  paymentType: PaymentType = 'PAYME',
  count = 2,
): Promise<{ order: OrderDetails; token: string; userId: number }> {
  const { token, user } = await loginByPhone(t, merchant, phone);
  const menu: Product[] = await menuOf(t, merchant);
  const branches = await branchIds(t, merchant);
  const branch = branches['Dastarkhan Chilanzar'] ?? Object.values(branches)[0]!;
  const body = orderBody([{ product: plainProduct(menu, branch), count }], { branchId: branch, paymentType });
  const res = await postOrder(t, merchant, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().data, token, userId: user.id };
}

export async function orderOf(
  t: TestApp,
  merchant: string,
  token: string,
  id: number,
): Promise<OrderDetails> {
  const res = await t.app.inject({ url: `/api/orders/v1/orders/${id}`, headers: asUser(merchant, token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
