// Paying online (issue 6). Checkout sends an online order on to the provider's page; no provider
// is reachable here, so the test intercepts that page and plays the provider: it reads the link
// the app built, sends the provider's callbacks to the real app, and returns to the shop. A second
// tab with the order open must see it paid without a reload (the order's live stream).
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_BOT_TOKEN, signedInitData } from './accounts-support';
import {
  CLICK_SERVICE_ID,
  checkoutWith,
  customerWithBasket,
  decodePaymeLink,
  getOrderAsCustomer,
  paidBadge,
  payPanel,
  payWithClick,
  payWithPayme,
  providerPage,
  putBasketInBrowser,
} from './payments-support';
import { expect, type Language, merchantId, msg, setLanguageCookie, test, tr } from './support';

async function openSecondTab(page: Page, path: string) {
  // A page of the same context: the session is in the origin's storage already. (The fixture's
  // hydration probe belongs to the first page only; the live stream implies a hydrated page.)
  const tab = await page.context().newPage();
  await tab.goto(path);
  // The live stream is connected before the money arrives.
  await expect(tab.locator('[data-stream="live"]')).toBeVisible();
  return tab;
}

test('an order paid with Payme: the checkout link, Payme’s callbacks, the order paid live and on return', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'ru';
  const { demo, session } = await customerWithBasket(page, request, lang, 2);

  let link: string | null = null;
  await page.context().route('https://checkout.paycom.uz/**', async (route) => {
    link = route.request().url();
    const params = decodePaymeLink(link);
    await providerPage(route, 'Payme (test)', params.c ?? '/');
  });

  await checkoutWith(page, lang, 'PAYME');
  await expect(page).toHaveURL(/^https:\/\/checkout\.paycom\.uz\//, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Payme (test)' })).toBeVisible();

  // The link: the cashbox, the order, its total in tiyin, the way back to its page.
  const params = decodePaymeLink(link!);
  const orderId = Number(params['ac.order_id']);
  expect(orderId).toBeGreaterThan(0);
  const order = await getOrderAsCustomer(request, session, orderId);
  expect(order).toMatchObject({ paymentType: 'PAYME', isPaid: false, serviceType: 'PICK_UP' });
  expect(params.m).toBe('demo-payme-merchant');
  expect(Number(params.a)).toBe(order.totals.totalPrice * 100);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  expect(new URL(params.c!).pathname).toBe(`/profile/orders/${orderId}`);
  expect(new URL(params.c!).host).toBe(new URL(origin).host);

  // Meanwhile, the order in another tab: not paid, with "Pay".
  const tab = await openSecondTab(page, `/profile/orders/${orderId}`);
  await expect(paidBadge(tab, lang, false)).toBeVisible();
  await expect(
    payPanel(tab, lang).getByRole('button', { name: tr('payments.payWith', lang, { provider: 'Payme' }) }),
  ).toBeVisible();

  // Payme: check, create, perform — and the other tab says "paid" by itself.
  await payWithPayme(request, demo, orderId, Number(params.a));
  await expect(paidBadge(tab, lang, true)).toBeVisible();
  await expect(payPanel(tab, lang)).toHaveCount(0);

  // Back to the shop from Payme's page: the order's page, paid.
  await page.getByRole('link', { name: 'Return to the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(paidBadge(page, lang, true)).toBeVisible();
  await expect(payPanel(page, lang)).toHaveCount(0);
  expect((await getOrderAsCustomer(request, session, orderId)).isPaid).toBe(true);
  expect(pageErrors).toEqual([]);
});

/** Checkout with Payme, then back from its page before any callback: the order's id and amount. */
async function returnFromPaymeUnpaid(page: Page, request: APIRequestContext, lang: Language) {
  const { demo } = await customerWithBasket(page, request, lang, 1);
  await page
    .context()
    .route('https://checkout.paycom.uz/**', (route) =>
      providerPage(route, 'Payme (test)', decodePaymeLink(route.request().url()).c ?? '/'),
    );
  await checkoutWith(page, lang, 'PAYME');
  await expect(page).toHaveURL(/^https:\/\/checkout\.paycom\.uz\//, { timeout: 15_000 });
  const params = decodePaymeLink(page.url());
  const order = { demo, id: Number(params['ac.order_id']), tiyin: Number(params.a) };
  await page.getByRole('link', { name: 'Return to the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
  // No "Pay" while Payme's callback may still be on its way: paying twice is the worst outcome.
  const checking = page.getByRole('region', { name: tr('payments.checking', lang) });
  await expect(checking).toContainText(tr('payments.checkingText', lang, { provider: 'Payme' }));
  await expect(paidBadge(page, lang, false)).toBeVisible();
  await expect(payPanel(page, lang)).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: tr('payments.payWith', lang, { provider: 'Payme' }) }),
  ).toHaveCount(0);
  return { order, checking };
}

test('back from Payme before its callback: "checking the payment" instead of "Pay", then paid live', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'eng';
  const { order, checking } = await returnFromPaymeUnpaid(page, request, lang);
  await expect(page.locator('[data-stream="live"]')).toBeVisible();
  await payWithPayme(request, order.demo, order.id, order.tiyin);
  await expect(paidBadge(page, lang, true)).toBeVisible();
  await expect(checking).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: tr('payments.paid', lang) })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('back from Payme and no payment within a minute: "Pay" again, saying none has arrived', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'ru';
  const { order, checking } = await returnFromPaymeUnpaid(page, request, lang);
  await page.clock.runFor(61_000);
  await expect(checking).toHaveCount(0);
  const panel = payPanel(page, lang);
  await expect(panel).toContainText(tr('payments.notReceived', lang, { provider: 'Payme' }));
  await expect(
    panel.getByRole('button', { name: tr('payments.payWith', lang, { provider: 'Payme' }) }),
  ).toBeVisible();
  // The payment that comes after all still turns the page paid.
  await payWithPayme(request, order.demo, order.id, order.tiyin);
  await expect(paidBadge(page, lang, true)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('when the provider cannot be reached (Uzum, no Checkout here), the order is kept and paid another way', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'uz';
  const { session } = await customerWithBasket(page, request, lang, 1);

  // The test server has no Uzum Checkout address: the server's refusal reaches the customer.
  await checkoutWith(page, lang, 'UZUM');
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/, { timeout: 15_000 });
  const toast = page.getByRole('alert').filter({ hasText: tr('payments.notPaidTitle', lang) });
  await expect(toast).toContainText(msg('PAYMENT_PROVIDER_UNAVAILABLE', lang));
  const orderId = Number(/orders\/(\d+)$/.exec(page.url())?.[1]);
  expect(await getOrderAsCustomer(request, session, orderId)).toMatchObject({
    paymentType: 'UZUM',
    isPaid: false,
  });
  await expect(paidBadge(page, lang, false)).toBeVisible();

  // "Pay" with Uzum is refused again; Payme, among the other ways, opens its page.
  const panel = payPanel(page, lang);
  await panel.getByRole('button', { name: tr('payments.payWith', lang, { provider: 'Uzum Bank' }) }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: msg('PAYMENT_PROVIDER_UNAVAILABLE', lang),
      hasNotText: tr('payments.notPaidTitle', lang),
    }),
  ).toBeVisible();
  let link: string | null = null;
  await page.context().route('https://checkout.paycom.uz/**', (route) => {
    link = route.request().url();
    return providerPage(route, 'Payme (test)', '/');
  });
  await panel
    .getByRole('list', { name: tr('payments.otherWays', lang) })
    .getByRole('button', { name: 'Payme', exact: true })
    .click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.paycom\.uz\//);
  expect(decodePaymeLink(link!)['ac.order_id']).toBe(String(orderId));
  // The order now waits for Payme (the change is in its history).
  expect(await getOrderAsCustomer(request, session, orderId)).toMatchObject({
    paymentType: 'PAYME',
    isPaid: false,
  });
  expect(pageErrors).toEqual([]);
});

test('an order paid with Click: the pay link, Prepare and Complete signed with MD5, paid live', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'eng';
  const { demo, session } = await customerWithBasket(page, request, lang, 3);

  let link: URL | null = null;
  await page.context().route('https://my.click.uz/**', async (route) => {
    link = new URL(route.request().url());
    await providerPage(route, 'Click (test)', link.searchParams.get('return_url') ?? '/');
  });

  await checkoutWith(page, lang, 'CLICK');
  await expect(page).toHaveURL(/^https:\/\/my\.click\.uz\/services\/pay\?/, { timeout: 15_000 });
  const query = link!.searchParams;
  const orderId = Number(query.get('transaction_param'));
  const order = await getOrderAsCustomer(request, session, orderId);
  expect(order).toMatchObject({ paymentType: 'CLICK', isPaid: false });
  expect(query.get('service_id')).toBe(CLICK_SERVICE_ID);
  expect(Number(query.get('amount'))).toBe(order.totals.totalPrice);
  expect(new URL(query.get('return_url')!).pathname).toBe(`/profile/orders/${orderId}`);
  // "Back" from the provider's page is the placed order, not the emptied checkout.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(paidBadge(page, lang, false)).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Click (test)' })).toBeVisible();

  const tab = await openSecondTab(page, `/profile/orders/${orderId}`);
  await expect(paidBadge(tab, lang, false)).toBeVisible();
  await payWithClick(request, demo, String(orderId), query.get('amount')!);
  await expect(paidBadge(tab, lang, true)).toBeVisible();
  await expect(tab.getByRole('status').filter({ hasText: tr('payments.paid', lang) })).toBeVisible();

  await page.getByRole('link', { name: 'Return to the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(paidBadge(page, lang, true)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('inside the Telegram web-app, checkout offers the types of the BOT channel', async ({
  page,
  request,
}) => {
  const lang: Language = 'uz';
  // telegram.org cannot be reached here: the launch hash alone logs the web-app user in.
  const initData = signedInitData(
    { id: 870_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Aziza' },
    DEMO_BOT_TOKEN,
  );
  await setLanguageCookie(page, lang);
  await putBasketInBrowser(page, request, 1);
  await page.goto(`/#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '7.10' })}`);
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('dastarkhan:session') ?? 'null')?.user?.firstName),
    )
    .toBe('Aziza');

  const asked = page.waitForRequest((r) => r.url().includes('/api/payments/v1/methods'));
  await page.goto('/checkout');
  expect(new URL((await asked).url()).searchParams.get('channel')).toBe('BOT');
  const demo = await merchantId(request, 'demo');
  const offered = await request.get('/api/payments/v1/methods?channel=BOT', {
    headers: { merchant: String(demo) },
  });
  const types = ((await offered.json()) as { data: string[] }).data;
  const payment = page.getByRole('group', { name: tr('checkout.payment', lang) });
  await expect(payment.getByRole('radio')).toHaveCount(types.length);
});
