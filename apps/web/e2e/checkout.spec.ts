// Checkout (issue 5): a guest's basket survives the login and becomes a delivery for later today
// with a promo code; a pick-up order from a branch chosen on the pick-up screen; a table's QR code
// turns checkout into dine-in at that table. The page's clock is the server's ordering clock
// (decision 012), so slots and opening hours are the same on both sides at any hour of the run.
import {
  computeOrderPricing,
  type OrderDetails,
  type Promo,
  SERVICE_TYPE_LABELS,
  type TariffResponse,
} from '@dastarkhan/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { addressesMessages } from '../src/i18n/messages/addresses';
import { basketMessages } from '../src/i18n/messages/basket';
import { checkoutMessages } from '../src/i18n/messages/checkout';
import { ordersMessages } from '../src/i18n/messages/orders';
import { productMessages } from '../src/i18n/messages/product';
import {
  type ApiSession,
  apiLogin,
  logInWithPhone,
  putSessionInBrowser,
  uniquePhone,
} from './accounts-support';
import { card, moveOrder, staffSession, statusCard, statusLabel, tab } from './orders-support';
import {
  type ApiProduct,
  escapeRegExp,
  expect,
  formatSom,
  type Language,
  menuOf,
  merchantId,
  msg,
  open,
  productNamed,
  registerMessages,
  setLanguageCookie,
  somPattern,
  test,
  tr,
} from './support';

registerMessages(productMessages);
registerMessages(basketMessages);
registerMessages(addressesMessages);
registerMessages(checkoutMessages);
registerMessages(ordersMessages);

interface Branch {
  id: number;
  cityId: number;
  isMain: boolean;
  name: Record<Language, string>;
  settings: { deliveryEnabled: boolean; pickupEnabled: boolean; dineinEnabled: boolean };
}
interface Hall {
  id: number;
  name: Record<Language, string>;
  tables: { id: number; name: string }[];
}

type SoldProduct = ApiProduct & { productBranch: { branch: { id: number; isActive: boolean } }[] };

/**
 * A plain product (no option to choose) sold at two or more of the branches `fits` accepts in the
 * main branch's city (Tashkent: its branches are open on the test clock's Monday noon).
 */
async function plainProduct(request: APIRequestContext, branches: Branch[], fits: (b: Branch) => boolean) {
  const menu = await menuOf(request, 'demo');
  const city = branches.find((b) => b.isMain)?.cityId;
  for (const product of menu.products as SoldProduct[]) {
    if (!product.active || product.type !== 'NONE' || product.modificationGroups.some((g) => g.min > 0))
      continue;
    const at = branches.filter(
      (b) =>
        b.cityId === city &&
        fits(b) &&
        product.productBranch.some((pb) => pb.branch.id === b.id && pb.branch.isActive),
    );
    if (at.length > 1) return { product, at };
  }
  throw new Error('no plain product of demo sold at two such branches');
}

/** The page's clock set to the server's ordering clock, before any page of the test opens. */
async function followServerClock(page: Page, request: APIRequestContext) {
  const response = await request.get('/api/dev/v1/clock');
  expect(response.status(), await response.text()).toBe(200);
  const { now } = ((await response.json()) as { data: { now: string } }).data;
  await page.clock.install({ time: new Date(now) });
}

async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const authHeaders = (session: Pick<ApiSession, 'merchantId' | 'token'>) => ({
  merchant: String(session.merchantId),
  authorization: `Bearer ${session.token}`,
});

/** The session the login screen stored in the browser. */
async function browserSession(page: Page): Promise<ApiSession> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('dastarkhan:session') ?? 'null'));
}

async function storedBasket(page: Page, merchant: number) {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[],
    `dastarkhan:basket:${merchant}`,
  );
}

async function addToBasket(page: Page, product: ApiProduct, lang: Language) {
  await open(page, `/product/${product.id}`);
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('ADDED_TO_CART', lang) })).toBeVisible();
}

function confirmButton(page: Page, lang: Language) {
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('checkout.confirm', lang))}`) });
}

function section(page: Page, key: string, lang: Language) {
  return page.getByRole('region', { name: tr(key, lang), exact: true });
}

function summary(page: Page, lang: Language) {
  return page.getByRole('complementary', { name: tr('checkout.summary', lang) });
}

/** Sends the order and waits for its page; returns the order as the server keeps it. */
async function placeAndOpen(page: Page, request: APIRequestContext, lang: Language): Promise<OrderDetails> {
  await confirmButton(page, lang).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/, { timeout: 15_000 });
  // Sent, not "confirmed": the restaurant has not accepted it yet (issue 19).
  const toast = page.getByRole('status').filter({ hasText: tr('checkout.sentText', lang) });
  await expect(toast).toContainText(tr('checkout.sentTitle', lang));
  const id = Number(/orders\/(\d+)$/.exec(page.url())?.[1]);
  const session = await browserSession(page);
  return apiData<OrderDetails>(
    await request.get(`/api/orders/v1/orders/${id}`, { headers: authHeaders(session) }),
  );
}

test('a guest adds an option product, logs in and orders a delivery for later today with PLOV10', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'uz';
  const menu = await menuOf(request, 'demo');
  const pizza = productNamed(menu, 'Margherita pizza');
  const sauces = pizza.modificationGroups[0]!;
  const sauce = sauces.modifications[0]!;
  await followServerClock(page, request);

  // A guest: a pizza with a sauce (an option product), then one more of it in the basket, so the
  // products pass PLOV10's minimum of 100 000 so'm.
  await open(page, `/product/${pizza.id}`);
  await page
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(sauces.name[lang])}`) })
    .getByRole(sauces.max === 1 ? 'radio' : 'checkbox', {
      name: new RegExp(`^${escapeRegExp(sauce.name[lang])}`),
    })
    .check();
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('ADDED_TO_CART', lang) })).toBeVisible();
  await open(page, '/basket');
  await page.getByRole('button', { name: tr('basket.more', lang, { name: pizza.name[lang] }) }).click();
  await page.getByRole('link', { name: tr('basket.checkout', lang) }).click();

  // Checkout asks the guest to log in; the basket is still there afterwards.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('note')).toContainText(tr('checkout.guestText', lang));
  await page
    .getByRole('main')
    .getByRole('link', { name: tr('checkout.guestLogin', lang), exact: true })
    .click();
  await logInWithPhone(page, request, uniquePhone(), lang);
  await expect(page).toHaveURL(/\/checkout$/);
  const items = page.getByRole('list', { name: tr('checkout.items', lang) }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`2×${pizza.name[lang]}`);

  // Delivery (the first service type) to a point on the map: the map screen starts at the city
  // centre, inside the zone "Markaz".
  await expect(page.getByRole('radio', { name: SERVICE_TYPE_LABELS.DELIVERY[lang] })).toBeChecked();
  await page.getByRole('link', { name: tr('checkout.onMap', lang) }).click();
  await expect(page).toHaveURL(/\/address\/delivery$/);
  await expect(page.getByText(tr('addresses.tilesFailed', lang))).toBeVisible();
  await page.getByLabel(tr('checkout.addressLine', lang)).fill('Amir Temur 15');
  await page.getByRole('button', { name: tr('checkout.deliverHere', lang) }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const address = section(page, 'checkout.address', lang);
  await expect(address).toContainText('Amir Temur 15');
  const session = await browserSession(page);
  const branches = await apiData<Branch[]>(
    await request.get('/api/users/v1/branches', { headers: { merchant: String(session.merchantId) } }),
  );
  // The price the tariff gives for the branch the page names.
  const fromText = await address.locator('.co-tariff').innerText();
  const branch = branches.find((b) => fromText.includes(b.name[lang]))!;
  expect(branch, fromText).toBeTruthy();
  const tariff = await apiData<TariffResponse>(
    await request.post('/api/deliveries/v1/delivery/tariff/client/calculate', {
      headers: authHeaders(session),
      data: {
        productPrice: 0,
        distance: 0,
        branchId: branch.id,
        latitude: 41.311151,
        longitude: 69.279737,
        address: 'Amir Temur 15',
        cityId: branch.cityId,
      },
    }),
  );
  await expect(address).toContainText(somPattern(tariff.price, lang));

  // A flat: entrance and floor for the courier.
  await address.getByRole('radio', { name: tr('addresses.APARTMENT', lang) }).check();
  await address.getByLabel(tr('addresses.entrance', lang)).fill('2');
  await address.getByLabel(tr('addresses.floor', lang)).fill('4');

  // Later: the first day with a slot and its first slot are chosen. The ordering clock starts the
  // run on a Monday at noon in Tashkent, so that day is today.
  const timing = section(page, 'checkout.timing', lang);
  await timing.getByRole('radio', { name: tr('checkout.later', lang) }).check();
  await expect(timing.getByRole('radio', { name: tr('checkout.today', lang), exact: true })).toBeChecked();
  const timeSelect = timing.getByLabel(tr('checkout.time', lang));
  const firstSlot = await timeSelect.locator('option').first().getAttribute('value');
  await expect(timeSelect).toHaveValue(firstSlot!);

  // PLOV10: 10 % off the products.
  const promoSection = section(page, 'checkout.promo', lang);
  await promoSection.getByLabel(tr('checkout.promo', lang)).fill('PLOV10');
  await promoSection.getByRole('button', { name: tr('checkout.promoApply', lang) }).click();
  await expect(promoSection).toContainText(tr('checkout.promoApplied', lang, { code: 'PLOV10' }));

  // The totals of spec §9, as the domain computes them.
  const line = {
    product: { costPrice: pizza.costPrice, discount: pizza.discount, count: 2 },
    modifications: [{ count: 1, price: sauce.price }],
  };
  const promo = await apiData<Promo>(
    await request.post('/api/orders/v1/promos/check', {
      headers: { merchant: String(session.merchantId) },
      data: { code: 'PLOV10', productPrice: 1_000_000 },
    }),
  );
  const { totals } = computeOrderPricing({
    items: [line],
    serviceType: 'DELIVERY',
    deliveryPrice: tariff.price,
    promo,
    now: new Date(),
  });
  expect(totals.totalProductDiscount).toBeGreaterThan(totals.productDiscount);
  const aside = summary(page, lang);
  await expect(aside).toContainText(somPattern(totals.productPrice, lang));
  await expect(aside).toContainText(somPattern(totals.totalProductDiscount - totals.productDiscount, lang));
  await expect(aside).toContainText(somPattern(tariff.price, lang));
  await expect(confirmButton(page, lang)).toContainText(somPattern(totals.totalPrice, lang));

  // Not the preselected cash. (An online type goes on to the provider's page: payments.spec.ts.)
  await page
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(tr('checkout.pay.TERMINAL', lang))}`) })
    .check();

  const order = await placeAndOpen(page, request, lang);
  expect(order).toMatchObject({
    serviceType: 'DELIVERY',
    status: 'AT_TIME',
    paymentType: 'TERMINAL',
    promoCode: 'PLOV10',
    time: firstSlot,
    deliveryPrice: tariff.price,
    branch: { id: branch.id },
    address: { name: 'Amir Temur 15', type: 'APARTMENT', details: { entrance: '2', floor: '4' } },
    totals: { totalPrice: totals.totalPrice, productCount: 2 },
  });
  // Spec §4: the basket is emptied after the order.
  expect(await storedBasket(page, session.merchantId)).toEqual([]);

  // It waits in Active; the operator moves it along and the open page follows every step live.
  await page.getByRole('link', { name: tr('orders.back', lang) }).click();
  await expect(card(page, lang, order.number)).toContainText(statusLabel('AT_TIME', lang));
  await card(page, lang, order.number).click();
  const status = statusCard(page, lang);
  await expect(page.locator('[data-stream="live"]')).toBeVisible();
  await expect(status.getByText(statusLabel('AT_TIME', lang), { exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const operator = await staffSession(request, session.merchantId);
  for (const step of ['ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED'] as const) {
    await moveOrder(request, operator, order.id, step);
    await expect(status.getByText(statusLabel(step, lang), { exact: true })).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  // Then it is in the Archive.
  await page.getByRole('link', { name: tr('orders.back', lang) }).click();
  await tab(page, lang, 'archive').click();
  await expect(card(page, lang, order.number)).toContainText(statusLabel('DELIVERED', lang));
  expect(pageErrors).toEqual([]);
});

test('pick-up: a branch chosen on the pick-up screen, ordered at once, with no delivery line', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'ru';
  const demo = await merchantId(request, 'demo');
  const branches = await apiData<Branch[]>(
    await request.get('/api/users/v1/branches', { headers: { merchant: String(demo) } }),
  );
  const { product: dish, at: pickUp } = await plainProduct(
    request,
    branches,
    (b) => b.settings.pickupEnabled,
  );
  const session = await apiLogin(request, demo);
  await followServerClock(page, request);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);

  await addToBasket(page, dish, lang);
  await open(page, '/checkout');
  await page.getByRole('radio', { name: SERVICE_TYPE_LABELS.PICK_UP[lang] }).check();
  const point = section(page, 'checkout.pickupBranch', lang);
  await expect(point).toBeVisible();
  await point.getByRole('link', { name: tr('checkout.chooseOnMap', lang) }).click();

  // The pick-up screen: the map (tiles never load here) and the list, open branches first; the
  // Tashkent branch that is not preselected is chosen.
  await expect(page).toHaveURL(/\/address\/pickup$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('checkout.pickupTitle', lang) })).toBeVisible();
  const option = (b: Branch) =>
    page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(b.name[lang])}`) });
  await expect(option(pickUp[0]!).or(option(pickUp[1]!)).and(page.locator(':checked'))).toHaveCount(1);
  const chosen = (await option(pickUp[0]!).isChecked()) ? pickUp[1]! : pickUp[0]!;
  await option(chosen).check();
  await page.getByRole('button', { name: tr('checkout.pickupHere', lang) }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(section(page, 'checkout.pickupBranch', lang)).toContainText(chosen.name[lang]);
  await expect(page.getByRole('radio', { name: SERVICE_TYPE_LABELS.PICK_UP[lang] })).toBeChecked();
  // No delivery for a pick-up order: no delivery line, and the total is the products'.
  const aside = summary(page, lang);
  await expect(aside.getByRole('term').filter({ hasText: tr('checkout.delivery', lang) })).toHaveCount(0);
  const price = dish.costPrice - Math.round((dish.costPrice * dish.discount) / 100);
  await expect(confirmButton(page, lang)).toContainText(somPattern(price, lang));

  const order = await placeAndOpen(page, request, lang);
  expect(order).toMatchObject({
    serviceType: 'PICK_UP',
    status: 'OPEN',
    branch: { id: chosen.id },
    deliveryPrice: 0,
    deliveryDiscount: 0,
    address: null,
    totals: { totalPrice: price },
  });
  expect(pageErrors).toEqual([]);
});

test("a table's QR code (/?table=) makes checkout dine-in at that table", async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'eng';
  const demo = await merchantId(request, 'demo');
  const branches = await apiData<Branch[]>(
    await request.get('/api/users/v1/branches', { headers: { merchant: String(demo) } }),
  );
  const { product: dish, at } = await plainProduct(request, branches, (b) => b.settings.dineinEnabled);
  const branch = at[at.length - 1]!;
  const halls = await apiData<Hall[]>(
    await request.get(`/api/users/v1/branches/${branch.id}/halls`, { headers: { merchant: String(demo) } }),
  );
  const hall = halls[0]!;
  const table = hall.tables[2]!;
  const session = await apiLogin(request, demo);
  await followServerClock(page, request);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);

  // The QR code opens the menu; the table is remembered for checkout.
  await open(page, `/?table=${table.id}`);
  expect((await page.context().cookies()).find((c) => c.name === 'table')?.value).toBe(String(table.id));
  await addToBasket(page, dish, lang);
  await open(page, '/checkout');

  await expect(page.getByRole('radio', { name: SERVICE_TYPE_LABELS.DINE_IN[lang] })).toBeChecked();
  const place = section(page, 'checkout.dineInBranch', lang);
  await expect(place).toContainText(
    tr('checkout.tableFromQr', lang, { table: table.name, hall: hall.name[lang] }),
  );
  await expect(place.getByLabel(tr('checkout.table', lang), { exact: true })).toHaveValue(String(table.id));

  const order = await placeAndOpen(page, request, lang);
  expect(order).toMatchObject({
    serviceType: 'DINE_IN',
    branch: { id: branch.id },
    hallId: hall.id,
    tableId: table.id,
    deliveryPrice: 0,
  });
  expect(pageErrors).toEqual([]);
});

/** The checkout draft in the browser's storage before the page opens (the app's own record). */
async function putDraft(page: Page, merchant: number, draft: Record<string, unknown>) {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [`dastarkhan:checkout:${merchant}`, JSON.stringify(draft)],
  );
}

test('delivery outside every zone: the out-of-zone message, and the order is not sent', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'eng';
  const demo = await merchantId(request, 'demo');
  const branches = await apiData<Branch[]>(
    await request.get('/api/users/v1/branches', { headers: { merchant: String(demo) } }),
  );
  const { product: dish } = await plainProduct(request, branches, () => true);
  const session = await apiLogin(request, demo);
  await followServerClock(page, request);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  // About 21 km north of the centre: past the outer ring of Tashkent's zones.
  await putDraft(page, demo, {
    serviceType: 'DELIVERY',
    addressSource: 'MAP',
    mapAddress: { name: 'Far away 1', latitude: 41.5, longitude: 69.28 },
  });

  await addToBasket(page, dish, lang);
  await open(page, '/checkout');
  const address = section(page, 'checkout.address', lang);
  await expect(address.getByRole('alert')).toHaveText(msg('OUT_OF_SERVICE_ZONE', lang));
  await confirmButton(page, lang).click();
  await expect(page.getByRole('alert').filter({ hasText: tr('checkout.fix', lang) })).toBeVisible();
  await expect(address).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await storedBasket(page, demo)).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('cashback: the dialog spends at most the balance, and the server’s refusal is shown in Russian', async ({
  page,
  request,
}) => {
  const lang: Language = 'ru';
  const demo = await merchantId(request, 'demo');
  const branches = await apiData<Branch[]>(
    await request.get('/api/users/v1/branches', { headers: { merchant: String(demo) } }),
  );
  const { product: dish } = await plainProduct(request, branches, (b) => b.settings.pickupEnabled);
  const price = dish.costPrice - Math.round((dish.costPrice * dish.discount) / 100);
  const balance = 20_000;
  expect(price).toBeGreaterThan(balance);
  const session = await apiLogin(request, demo);
  await followServerClock(page, request);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  await putDraft(page, demo, { serviceType: 'PICK_UP' });
  // Nobody earns cashback in the demo yet: the page is told of a balance the server does not hold.
  await page.route('**/api/users/v1/users/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { cashback: number } };
    body.data.cashback = balance;
    await route.fulfill({ response, json: body });
  });

  await addToBasket(page, dish, lang);
  await open(page, '/checkout');
  const cashback = section(page, 'checkout.cashback', lang);
  await expect(cashback).toContainText(somPattern(balance, lang));
  await cashback.getByRole('button', { name: tr('checkout.cashbackUse', lang) }).click();

  const dialog = page.getByRole('dialog', { name: tr('checkout.cashbackDialog', lang) });
  const amount = dialog.getByLabel(tr('checkout.cashbackAmount', lang));
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue(String(balance));
  await amount.fill('999999');
  await dialog.getByRole('button', { name: tr('checkout.cashbackApply', lang) }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    tr('checkout.cashbackTooMuch', lang, { amount: formatSom(balance, lang) }),
  );
  await dialog.getByRole('button', { name: tr('checkout.cashbackAll', lang) }).click();
  await dialog.getByRole('button', { name: tr('checkout.cashbackApply', lang) }).click();
  await expect(dialog).toBeHidden();
  await expect(cashback).toContainText(
    tr('checkout.cashbackApplied', lang, { amount: formatSom(balance, lang) }),
  );
  await expect(summary(page, lang)).toContainText(tr('checkout.cashbackLine', lang));
  await expect(confirmButton(page, lang)).toContainText(somPattern(price - balance, lang));

  // The server knows the real balance (0) and refuses; its words appear, the order stays here.
  await confirmButton(page, lang).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Недостаточно кешбэка' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // The refusal makes the page ask for the balance again; that call may still be on its way.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a saved address chosen on /choose-address comes back to checkout with its door details', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'eng';
  const demo = await merchantId(request, 'demo');
  const branches = await apiData<Branch[]>(
    await request.get('/api/users/v1/branches', { headers: { merchant: String(demo) } }),
  );
  const { product: dish } = await plainProduct(request, branches, (b) => b.settings.deliveryEnabled);
  const session = await apiLogin(request, demo);
  await apiData(
    await request.post('/api/users/v1/addresses', {
      headers: authHeaders(session),
      data: {
        type: 'APARTMENT',
        name: 'Home',
        streetName: 'Amir Temur',
        houseNumber: '15',
        entrance: '3',
        floor: '7',
        latitude: 41.311151,
        longitude: 69.279737,
      },
    }),
  );
  await followServerClock(page, request);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);

  await addToBasket(page, dish, lang);
  await open(page, '/checkout');
  const address = section(page, 'checkout.address', lang);
  await address.getByRole('link', { name: tr('checkout.savedAddresses', lang) }).click();
  await expect(page).toHaveURL(/\/choose-address\?back=%2Fcheckout$/);
  await page.getByRole('button', { name: tr('addresses.use', lang) }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(address).toContainText('Home');
  await expect(address).toContainText('Amir Temur 15');
  await expect(address.getByRole('radio', { name: tr('addresses.APARTMENT', lang) })).toBeChecked();
  await expect(address.getByLabel(tr('addresses.entrance', lang))).toHaveValue('3');
  await expect(address.getByLabel(tr('addresses.floor', lang))).toHaveValue('7');
  await expect(address.locator('.co-tariff strong')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
