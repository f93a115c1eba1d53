// axe over every route of the storefront (spec §2), at the phone width (360 px) and then at the
// desktop width: no serious or critical violation. Each route's full-page phone screenshot is
// saved under test-results/screens/ (a CI artifact).
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { branchesMessages } from '../src/i18n/messages/branches';
import { productMessages } from '../src/i18n/messages/product';
import { venueMessages } from '../src/i18n/messages/venue';
import { type ApiSession, apiLogin, putSessionInBrowser } from './accounts-support';
import { axeViolations, blocking } from './axe-support';
import { placeOrder } from './orders-support';
import {
  escapeRegExp,
  expect,
  menuOf,
  merchantId,
  open,
  productNamed,
  registerMessages,
  screenPath,
  settled,
  test,
  tr,
} from './support';
import { bookingPlace, tableFor } from './venue-support';

registerMessages(productMessages);
registerMessages(branchesMessages);
registerMessages(venueMessages);

// 70 short page checks: a failure comes with its axe report and screenshot; no trace needed.
test.use({ trace: 'off' });

interface RouteCase {
  name: string;
  /** Path, or a function of the seeded data returning one. */
  path: string | ((request: APIRequestContext) => Promise<string>);
  status?: number;
  /** What must be on screen before axe looks (client-only parts: dialogs, maps). */
  ready?: (page: Page) => Promise<void>;
  /** Looked at as a signed-in customer of demo. */
  signedIn?: boolean;
  /** localStorage entries in place before the page's scripts run (a basket, a checkout draft). */
  storage?: (request: APIRequestContext) => Promise<Record<string, string>>;
}

const productId = async (request: APIRequestContext) =>
  productNamed(await menuOf(request, 'demo'), 'Tashkent plov').id;

/** A basket with a pizza and its first sauce, and optionally a checkout draft, for the checkout screens. */
function checkoutStorage(draft?: Record<string, unknown>) {
  return async (request: APIRequestContext) => {
    const menu = await menuOf(request, 'demo');
    const pizza = productNamed(menu, 'Margherita pizza');
    const group = pizza.modificationGroups[0]!;
    const sauce = group.modifications[0]!;
    const line = {
      key: `${pizza.id}|${sauce.id}x1`,
      productId: pizza.id,
      name: pizza.name.uz,
      image: null,
      costPrice: pizza.costPrice,
      discount: pizza.discount,
      count: 1,
      maxCount: pizza.maxCount,
      options: [{ id: sauce.id, groupId: group.id, name: sauce.name.uz, price: sauce.price, count: 1 }],
    };
    return {
      [`dastarkhan:basket:${menu.merchantId}`]: JSON.stringify([line]),
      ...(draft ? { [`dastarkhan:checkout:${menu.merchantId}`]: JSON.stringify(draft) } : {}),
    };
  };
}

async function vacancyId(request: APIRequestContext) {
  const id = await merchantId(request, 'demo');
  const response = await request.get('/api/support/v1/vacancies', { headers: { merchant: String(id) } });
  expect(response.status()).toBe(200);
  const list = ((await response.json()) as { data: { id: number }[] }).data;
  expect(list.length).toBeGreaterThan(0);
  return list[0]!.id;
}

const ROUTES: RouteCase[] = [
  { name: 'home', path: '/' },
  {
    name: 'home-product-overlay',
    path: async (r) => `/?product=${await productId(r)}`,
    ready: (page) =>
      expect(
        page
          .getByRole('dialog')
          .getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', 'uz'))}`) }),
      ).toBeVisible(),
  },
  { name: 'home-lavash', path: '/?vendor=lavash' },
  {
    name: 'category',
    path: async (r) => `/category?id=${productNamed(await menuOf(r, 'demo'), 'Tashkent plov').categoryId}`,
  },
  { name: 'search', path: '/search' },
  { name: 'product', path: async (r) => `/product/${await productId(r)}` },
  { name: 'basket', path: '/basket' },
  { name: 'branches', path: '/branches' },
  {
    name: 'branches-map',
    path: '/branches/map',
    // Leaflet draws its markers (buttons inside the map region) after its chunk arrives.
    ready: (page) =>
      expect(
        page
          .getByRole('region', { name: tr('branches.mapTitle', 'uz') })
          .getByRole('button', { name: / — / })
          .first(),
      ).toBeVisible(),
  },
  { name: 'about', path: '/about' },
  { name: 'offerta', path: '/offerta' },
  { name: 'privacy', path: '/privacy' },
  { name: 'login-rules', path: '/login/rules' },
  { name: 'vacancy', path: '/vacancy' },
  { name: 'vacancy-detail', path: async (r) => `/vacancy/${await vacancyId(r)}` },
  { name: 'checkout', path: '/checkout' },
  {
    name: 'checkout-guest-basket',
    path: '/checkout',
    storage: checkoutStorage(),
    ready: (page) => expect(page.getByRole('note')).toBeVisible(),
  },
  { name: 'choose-address', path: '/choose-address' },
  { name: 'profile', path: '/profile' },
  { name: 'profile-user', path: '/profile/user' },
  { name: 'profile-promos', path: '/profile/promos' },
  { name: 'profile-favorites', path: '/profile/favorites' },
  { name: 'profile-cards', path: '/profile/cards' },
  { name: 'profile-cards-create', path: '/profile/cards/create' },
  { name: 'profile-cards-confirm', path: '/profile/cards/confirm' },
  { name: 'profile-orders', path: '/profile/orders' },
  { name: 'profile-order', path: '/profile/orders/1' },
  { name: 'profile-order-map', path: '/profile/orders/1/map' },
  { name: 'profile-address', path: '/profile/address' },
  { name: 'profile-address-create', path: '/profile/address/create' },
  { name: 'profile-notifications', path: '/profile/notifications' },
  { name: 'profile-cashback', path: '/profile/cashback' },
  { name: 'profile-feedback', path: '/profile/feedback' },
  { name: 'profile-reservations', path: '/profile/reservations' },
  { name: 'profile-reservations-create', path: '/profile/reservations/create' },
  { name: 'login', path: '/login' },
  { name: 'login-confirm', path: '/login/confirm?phone=998901234567' },
  { name: 'address-pickup', path: '/address/pickup' },
  { name: 'address-pickup2', path: '/address/pickup2' },
  { name: 'address-delivery', path: '/address/delivery' },
  { name: 'not-found', path: '/no-such-page', status: 404 },
];

// The account screens as a signed-in customer sees them (the guest versions are above).
const ACCOUNT_ROUTES: RouteCase[] = [
  { name: 'account-profile', path: '/profile' },
  { name: 'account-profile-user', path: '/profile/user' },
  { name: 'account-profile-address', path: '/profile/address' },
  { name: 'account-profile-address-create', path: '/profile/address/create' },
  { name: 'account-choose-address', path: '/choose-address' },
  { name: 'account-profile-favorites', path: '/profile/favorites' },
  { name: 'account-profile-notifications', path: '/profile/notifications' },
  {
    name: 'account-profile-cashback',
    path: '/profile/cashback',
    ready: (page: Page) => expect(page.locator('.cashback-balance-amount')).toBeVisible(),
  },
  {
    name: 'account-profile-promos',
    path: '/profile/promos',
    // The seeded demo codes (PLOV10, FREEDELIVERY) are usable by a new customer.
    ready: (page: Page) => expect(page.locator('.promos-card').first()).toBeVisible(),
  },
  {
    name: 'account-profile-feedback',
    path: '/profile/feedback',
    ready: (page: Page) => expect(page.locator('.feedback-form')).toBeVisible(),
  },
  {
    name: 'account-profile-reservations',
    path: '/profile/reservations',
    ready: (page: Page) =>
      expect(page.getByRole('link', { name: tr('reservations.book', 'uz') }).first()).toBeVisible(),
  },
  {
    name: 'account-profile-reservations-create',
    path: '/profile/reservations/create',
    // The halls and the day's starts have arrived.
    ready: (page: Page) => expect(page.locator('.rsv-slot').first()).toBeVisible(),
  },
  {
    name: 'account-home-table',
    path: async (r: APIRequestContext) =>
      `/?table=${tableFor((await bookingPlace(r, await merchantId(r, 'demo'))).halls, 0).id}`,
    ready: (page: Page) => expect(page.getByRole('button', { name: tr('waiter.call', 'uz') })).toBeVisible(),
  },
  {
    name: 'account-checkout',
    path: '/checkout',
    storage: checkoutStorage(),
    ready: (page: Page) =>
      expect(page.getByRole('radiogroup').or(page.getByRole('group')).first()).toBeVisible(),
  },
  {
    name: 'account-checkout-delivery-later',
    path: '/checkout',
    storage: checkoutStorage({
      serviceType: 'DELIVERY',
      addressSource: 'MAP',
      mapAddress: { name: 'Amir Temur 15', latitude: 41.311151, longitude: 69.279737 },
      details: { type: 'APARTMENT' },
      later: true,
    }),
    // The delivery price has come from the tariff call.
    ready: (page: Page) => expect(page.locator('.co-tariff strong')).toBeVisible(),
  },
  {
    name: 'account-checkout-dine-in',
    path: '/checkout',
    storage: checkoutStorage({ serviceType: 'DINE_IN' }),
    // The halls and tables of the branch have arrived.
    ready: (page: Page) => expect(page.locator('#co-table select').last()).toBeVisible(),
  },
  {
    name: 'account-checkout-pickup',
    path: '/checkout',
    storage: checkoutStorage({ serviceType: 'PICK_UP' }),
    ready: (page: Page) => expect(page.locator('#co-branch .opening-status')).toBeVisible(),
  },
  {
    name: 'account-address-pickup',
    path: '/address/pickup',
    storage: checkoutStorage(),
    ready: (page: Page) => expect(page.getByRole('radio').first()).toBeVisible(),
  },
  {
    name: 'account-profile-orders',
    path: async (r: APIRequestContext) => {
      await orderOfSession(r);
      return '/profile/orders';
    },
    ready: (page: Page) => expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible(),
  },
  {
    name: 'account-profile-orders-archive',
    path: '/profile/orders?tab=archive',
    ready: (page: Page) => expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0),
  },
  {
    name: 'account-profile-order',
    path: async (r: APIRequestContext) => `/profile/orders/${await orderOfSession(r)}`,
    ready: (page: Page) => expect(page.locator('[data-stream="live"]')).toBeVisible(),
  },
  {
    name: 'account-profile-order-payme',
    path: async (r: APIRequestContext) => `/profile/orders/${(await placeOrder(r, session!, 1, 'PAYME')).id}`,
    // "Pay" and the saved cards' row (loaded, no skeleton left).
    ready: async (page: Page) => {
      await expect(page.locator('.pay-panel')).toBeVisible();
      await expect(page.locator('.pay-card-skeleton')).toHaveCount(0);
    },
  },
  { name: 'account-profile-cards', path: '/profile/cards', ready: cardsLoaded },
  {
    name: 'account-profile-cards-saved',
    path: async (r: APIRequestContext) => {
      await saveTestCard(r);
      return '/profile/cards';
    },
    ready: (page: Page) => expect(page.getByRole('listitem').filter({ hasText: '6311' })).toBeVisible(),
  },
  { name: 'account-profile-cards-create', path: '/profile/cards/create' },
  { name: 'account-profile-cards-confirm', path: '/profile/cards/confirm?id=1' },
  {
    name: 'account-profile-order-map',
    path: async (r: APIRequestContext) => `/profile/orders/${await orderOfSession(r)}/map`,
    // The markers are drawn once Leaflet's chunk has arrived.
    ready: (page: Page) => expect(page.locator('.order-marker-branch').first()).toBeVisible(),
  },
].map((route) => ({ ...route, signedIn: true }));

/** The fake Payme's test card, saved and verified for the signed-in customer through the API. */
async function saveTestCard(request: APIRequestContext) {
  const headers = { merchant: String(session!.merchantId), authorization: `Bearer ${session!.token}` };
  const created = await request.post('/api/payments/v1/cards', {
    headers,
    data: { number: '8600069195406311', expire: '03/99' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { card } = ((await created.json()) as { data: { card: { id: number } } }).data;
  const verified = await request.post(`/api/payments/v1/cards/${card.id}/verify`, {
    headers,
    data: { code: '666666' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** The cards list has answered: its skeleton is gone. */
async function cardsLoaded(page: Page) {
  await expect(page.locator('.cards-skeleton')).toHaveCount(0);
}

let session: ApiSession | undefined;
let orderId: number | undefined;

/** An order of the signed-in customer, placed once per worker. */
async function orderOfSession(request: APIRequestContext) {
  orderId ??= (await placeOrder(request, session!)).id;
  return orderId;
}

/** The serious and critical violations axe finds on the page as it is now (all of them attached). */
async function blockingViolations(page: Page, testInfo: TestInfo, viewport: string) {
  const violations = await axeViolations(page);
  await testInfo.attach(`axe-violations-${viewport}.json`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  return blocking(violations).map((v) => ({ viewport, ...v }));
}

for (const route of [...ROUTES, ...ACCOUNT_ROUTES]) {
  test(`axe: ${route.name}`, async ({ page, request }, testInfo) => {
    // One test looks at both widths: the phone page, then the same page at the desktop width
    // (the layout is CSS-driven), which saves loading and signing in every route twice; the
    // desktop project does not run this spec (playwright.config.ts).
    if (route.signedIn) {
      session ??= await apiLogin(request, await merchantId(request, 'demo'));
      await putSessionInBrowser(page, session);
    }
    if (route.storage) {
      await page.addInitScript(
        (entries) => {
          for (const [key, value] of Object.entries(entries))
            if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        },
        await route.storage(request),
      );
    }
    const path = typeof route.path === 'string' ? route.path : await route.path(request);
    expect(await open(page, path), `HTTP status of ${path}`).toBe(route.status ?? 200);
    // Every route shows something: a level-1 heading (visible or for screen readers).
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await route.ready?.(page);
    await settled(page);

    const found = await blockingViolations(page, testInfo, 'phone');
    await page.screenshot({
      path: screenPath(route.name),
      fullPage: true,
      animations: 'disabled',
      scale: 'css',
    });
    await page.setViewportSize({ width: 1280, height: 860 });
    await settled(page);
    found.push(...(await blockingViolations(page, testInfo, 'desktop')));
    expect(found, `serious/critical axe violations on ${path}`).toEqual([]);
  });
}
