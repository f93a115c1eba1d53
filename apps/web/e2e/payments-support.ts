// Payments for the end-to-end tests: a basket in the browser, checkout with an online payment,
// the provider's page played by the test (no provider is reachable here), and the provider's
// callbacks sent to the real app the way Payme and Click send them (docs/integrations.md §1, §2).
import { createHash, randomBytes } from 'node:crypto';
import { type OrderDetails, SERVICE_TYPE_LABELS } from '@dastarkhan/domain';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { lineKey } from '../src/features/basket/basket-line';
import { basketMessages } from '../src/i18n/messages/basket';
import { checkoutMessages } from '../src/i18n/messages/checkout';
import { ordersMessages } from '../src/i18n/messages/orders';
import { paymentsMessages } from '../src/i18n/messages/payments';
import { type ApiSession, apiLogin, putSessionInBrowser } from './accounts-support';
import {
  escapeRegExp,
  expect,
  type Language,
  menuOf,
  merchantId,
  open,
  productNamed,
  registerMessages,
  setLanguageCookie,
  tr,
} from './support';

registerMessages(basketMessages);
registerMessages(checkoutMessages);
registerMessages(ordersMessages);
registerMessages(paymentsMessages);

export const PAYME_LOGIN = 'Paycom';
export const PAYME_TEST_KEY = 'demo-payme-test-key';
export const CLICK_SERVICE_ID = '1001';
export const CLICK_SECRET = 'demo-click-secret';

/** The page's clock set to the server's ordering clock (decision 012), before any page opens. */
export async function followServerClock(page: Page, request: APIRequestContext) {
  const response = await request.get('/api/dev/v1/clock');
  expect(response.status(), await response.text()).toBe(200);
  const { now } = ((await response.json()) as { data: { now: string } }).data;
  await page.clock.install({ time: new Date(now) });
}

/**
 * A signed-in demo customer with `count` breads in the basket, the page in `lang` and on the
 * server's clock: where every payment journey starts.
 */
export async function customerWithBasket(
  page: Page,
  request: APIRequestContext,
  lang: Language,
  count: number,
) {
  const demo = await merchantId(request, 'demo');
  const session = await apiLogin(request, demo);
  await followServerClock(page, request);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  await putBasketInBrowser(page, request, count);
  return { demo, session };
}

export const authHeaders = (session: Pick<ApiSession, 'merchantId' | 'token'>) => ({
  merchant: String(session.merchantId),
  authorization: `Bearer ${session.token}`,
});

export async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function getOrderAsCustomer(request: APIRequestContext, session: ApiSession, id: number) {
  return apiData<OrderDetails>(
    await request.get(`/api/orders/v1/orders/${id}`, { headers: authHeaders(session) }),
  );
}

/** A basket of `count` Patir breads (a plain product of every demo branch) in the browser's storage. */
export async function putBasketInBrowser(page: Page, request: APIRequestContext, count = 2) {
  const menu = await menuOf(request, 'demo');
  const bread = productNamed(menu, 'Patir bread');
  const line = {
    key: lineKey(bread.id, []),
    productId: bread.id,
    name: bread.name.uz,
    image: null,
    costPrice: bread.costPrice,
    discount: bread.discount,
    count,
    maxCount: bread.maxCount,
    options: [],
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [`dastarkhan:basket:${menu.merchantId}`, JSON.stringify([line])],
  );
}

/** On /checkout: pick-up (no address needed) paid with `provider`; sends the order. */
export async function checkoutWith(page: Page, lang: Language, provider: 'PAYME' | 'CLICK' | 'UZUM') {
  await open(page, '/checkout');
  await page.getByRole('radio', { name: SERVICE_TYPE_LABELS.PICK_UP[lang] }).check();
  const method = page.getByRole('radio', {
    name: new RegExp(`^${escapeRegExp(tr(`checkout.pay.${provider}`, lang))}`),
  });
  await method.check();
  await expect(method).toBeChecked();
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('checkout.confirm', lang))}`) })
    .click();
}

/** Payme's GET checkout link: `https://checkout.paycom.uz/` + base64 of `key=value;…`. */
export function decodePaymeLink(url: string): Record<string, string> {
  const encoded = new URL(url).pathname.slice(1);
  const text = Buffer.from(decodeURIComponent(encoded), 'base64').toString('utf8');
  return Object.fromEntries(
    text.split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/**
 * The provider's page, played by the test: a small page that names the order and links back to
 * the shop (`back`), so the customer's return is a real navigation to the app.
 */
export function providerPage(route: Route, title: string, back: string) {
  const safe = back.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return route.fulfill({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Test page that plays the payment provider.</p><a href="${safe}">Return to the shop</a></main></body></html>`,
  });
}

/** One JSON-RPC call of Payme's Merchant API to the app; every answer is HTTP 200. */
export async function paymeCall(
  request: APIRequestContext,
  merchantId: number,
  method: string,
  params: Record<string, unknown>,
  key = PAYME_TEST_KEY,
) {
  const response = await request.post(`/api/payments/v1/payme/${merchantId}`, {
    headers: { authorization: `Basic ${Buffer.from(`${PAYME_LOGIN}:${key}`).toString('base64')}` },
    data: { method, params, id: Math.floor(Math.random() * 1e6) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { result?: Record<string, unknown>; error?: { code: number } };
}

/** Payme's whole happy path for an order: check, create, perform. */
export async function payWithPayme(
  request: APIRequestContext,
  merchantId: number,
  orderId: number,
  tiyin: number,
) {
  const account = { order_id: String(orderId) };
  const check = await paymeCall(request, merchantId, 'CheckPerformTransaction', { amount: tiyin, account });
  expect(check.result, JSON.stringify(check)).toMatchObject({ allow: true });
  const id = randomBytes(12).toString('hex');
  const created = await paymeCall(request, merchantId, 'CreateTransaction', {
    id,
    time: Date.now(),
    amount: tiyin,
    account,
  });
  expect(created.result, JSON.stringify(created)).toMatchObject({ state: 1 });
  const performed = await paymeCall(request, merchantId, 'PerformTransaction', { id });
  expect(performed.result, JSON.stringify(performed)).toMatchObject({ state: 2 });
}

/** Click's sign: md5 over the fields as sent, with the secret after service_id. */
export function clickSign(fields: string[]): string {
  return createHash('md5').update(fields.join('')).digest('hex');
}

/** The paid / unpaid badge in the order's header. */
export function paidBadge(page: Page, lang: Language, paid: boolean) {
  return page
    .locator('.order-head')
    .getByText(tr(paid ? 'orders.paid' : 'orders.unpaid', lang), { exact: true });
}

/** The "Pay" panel of an unpaid online order. */
export function payPanel(page: Page, lang: Language) {
  return page.getByRole('region', { name: tr('payments.awaiting', lang), exact: true });
}

let clickSequence = BigInt(Date.now()) * 1000n;

/** One form-urlencoded call of Click's SHOP API to the app (Prepare or Complete). */
async function clickCall(
  request: APIRequestContext,
  merchantId: number,
  stage: 'prepare' | 'complete',
  form: Record<string, string>,
) {
  const response = await request.post(`/api/payments/v1/click/${merchantId}/${stage}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams(form).toString(),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { error: number; merchant_prepare_id?: number | string };
}

/** Click's happy path for an order: Prepare, then Complete, each signed over the values as sent. */
export async function payWithClick(
  request: APIRequestContext,
  merchantId: number,
  orderId: string,
  amount: string,
) {
  clickSequence += 1n;
  const form: Record<string, string> = {
    click_trans_id: String(clickSequence),
    service_id: CLICK_SERVICE_ID,
    click_paydoc_id: String(clickSequence + 7n),
    merchant_trans_id: orderId,
    amount,
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-23 12:00:00',
  };
  form.sign_string = clickSign([
    form.click_trans_id!,
    form.service_id!,
    CLICK_SECRET,
    form.merchant_trans_id!,
    form.amount!,
    form.action!,
    form.sign_time!,
  ]);
  const prepared = await clickCall(request, merchantId, 'prepare', form);
  expect(prepared, JSON.stringify(prepared)).toMatchObject({ error: 0 });
  const complete: Record<string, string> = {
    ...form,
    action: '1',
    merchant_prepare_id: String(prepared.merchant_prepare_id),
  };
  complete.sign_string = clickSign([
    complete.click_trans_id!,
    complete.service_id!,
    CLICK_SECRET,
    complete.merchant_trans_id!,
    complete.merchant_prepare_id!,
    complete.amount!,
    complete.action!,
    complete.sign_time!,
  ]);
  const completed = await clickCall(request, merchantId, 'complete', complete);
  expect(completed, JSON.stringify(completed)).toMatchObject({ error: 0 });
}
