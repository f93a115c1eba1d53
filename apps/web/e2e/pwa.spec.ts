// The installable storefront (issue 18, decision 030): the tenant's manifest and icons, the
// service worker that keeps the last menu readable offline, checkout refusing to go on offline,
// and tenants never sharing offline copies on a development host.
import type { Page } from '@playwright/test';
import { basketMessages } from '../src/i18n/messages/basket';
import { checkoutMessages } from '../src/i18n/messages/checkout';
import { productMessages } from '../src/i18n/messages/product';
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { axeViolations, blocking } from './axe-support';
import {
  escapeRegExp,
  expect,
  firstTabProduct,
  type Language,
  menuOf,
  merchantId,
  msg,
  open,
  registerMessages,
  screenPath,
  setLanguageCookie,
  test,
  tr,
} from './support';

registerMessages(productMessages);
registerMessages(basketMessages);
registerMessages(checkoutMessages);

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the worker controls the page and has kept this page for its tenant. */
async function workerKept(page: Page, tenant: string, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([name, url]) => Boolean(await (await caches.open(name!)).match(url!)),
          [`dk1-tenant-${tenant}`, new URL(path, page.url()).href],
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

test('the manifest is the tenant’s, its icons are PNGs of their size, the worker controls the page', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'ru';
  await setLanguageCookie(page, lang);
  await open(page, '/?vendor=demo');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest?vendor=demo&lang=ru');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /^\/pwa\/icon-192\.png/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9A-Fa-f]{6}$/);

  const response = await request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    lang: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  const settings = (
    (await (
      await request.get('/api/support/v1/merchant/settings/web', {
        headers: { merchant: String(await merchantId(request, 'demo')) },
      })
    ).json()) as { data: { mainColor: string } }
  ).data;
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', lang: 'ru' });
  expect(manifest.name).not.toBe('');
  expect(manifest.short_name).not.toBe('');
  expect(manifest.theme_color.toLowerCase()).toBe(settings.mainColor.toLowerCase());
  expect(manifest.icons.some((i) => i.sizes === '192x192')).toBe(true);
  expect(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await res.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  // The worker: registered at the root scope, and in control after a reload.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);

  // Chromium's own verdict: the browser parsed the manifest and finds the page installable.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; url: string };
  expect(parsed.url).toContain('/manifest.webmanifest');
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito, where Chromium never offers to install; nothing else may be missing.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('after one visit the menu and a product page seen open offline; a page never seen says offline', async ({
  page,
  request,
  context,
}) => {
  const lang: Language = 'eng';
  const menu = await menuOf(request, 'demo');
  const product = firstTabProduct(menu);
  await setLanguageCookie(page, lang);
  await open(page, '/?vendor=demo');
  await workerKept(page, 'demo', '/');
  await open(page, `/product/${product.id}`);
  await workerKept(page, 'demo', `/product/${product.id}`);

  await context.setOffline(true);
  try {
    await page.goto('/');
    await expect(page.getByText(product.name.eng, { exact: true }).first()).toBeVisible();
    await page.screenshot({
      path: screenPath(`pwa-offline-menu-${test.info().project.name}`),
      fullPage: false,
    });
    // The kept copy is the real page: it hydrates and its links work.
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { name: product.name.eng })).toBeVisible();

    // Never visited (and never kept): the offline page, in the visitor's language.
    await page.goto('/vacancy');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the menu' })).toBeVisible();
    await page.screenshot({ path: screenPath(`pwa-offline-page-${test.info().project.name}`) });
    expect(blocking(await axeViolations(page))).toEqual([]);
    // Checkout is never kept either.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the offline menu at 360 px passes axe', async ({ page, context }) => {
  test.skip(test.info().project.name !== 'phone', 'the phone width is the one asked for');
  await setLanguageCookie(page, 'uz');
  await open(page, '/?vendor=demo');
  await workerKept(page, 'demo', '/');
  await context.setOffline(true);
  try {
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    expect(blocking(await axeViolations(page))).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

test('a tenant switch by ?vendor= never shows another tenant’s kept menu', async ({
  page,
  request,
  context,
}) => {
  // Russian: the language all three demo tenants offer.
  const lang: Language = 'ru';
  const demoMenu = await menuOf(request, 'demo');
  const lavashMenu = await menuOf(request, 'lavash');
  const demoDish = firstTabProduct(demoMenu).name.ru;
  const lavashDish = firstTabProduct(lavashMenu).name.ru;
  expect(demoDish).not.toBe(lavashDish);
  await setLanguageCookie(page, lang);
  await open(page, '/?vendor=demo');
  await workerKept(page, 'demo', '/');
  await open(page, '/?vendor=lavash');
  await workerKept(page, 'lavash', '/');

  await context.setOffline(true);
  try {
    // The site's tenant is now lavash (its cookie): the plain address shows lavash's copy.
    await page.goto('/');
    await expect(page.getByText(lavashDish, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(demoDish, { exact: true })).toHaveCount(0);
    // Asking for demo by name shows demo's copy, not lavash's.
    await page.goto('/?vendor=demo');
    await expect(page.getByText(demoDish, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(lavashDish, { exact: true })).toHaveCount(0);
    // A tenant never visited has no copy: the offline page, never someone else's menu.
    await page.goto('/?vendor=bigmenu');
    await expect(page.getByRole('heading', { name: 'Нет подключения к интернету' })).toBeVisible();
    await expect(page.getByText(demoDish, { exact: true })).toHaveCount(0);
    await expect(page.getByText(lavashDish, { exact: true })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('checkout refuses to go on offline; the basket says its prices are the last known', async ({
  page,
  request,
  context,
  pageErrors,
}) => {
  const lang: Language = 'eng';
  const demo = await merchantId(request, 'demo');
  // A dish with no required choice: "Add to basket" adds it at once.
  const product = (await menuOf(request, 'demo')).products.find(
    (p) =>
      p.active &&
      !(p as unknown as { modificationGroups: { min: number }[] }).modificationGroups.some((g) => g.min > 0),
  )!;
  await putSessionInBrowser(page, await apiLogin(request, demo));
  await setLanguageCookie(page, lang);
  await open(page, `/product/${product.id}?vendor=demo`);
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('ADDED_TO_CART', lang) })).toBeVisible();

  await open(page, '/checkout');
  const confirm = page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(tr('checkout.confirm', lang))}`),
  });
  await expect(confirm).toBeVisible();
  const offlineAlert = page.getByRole('alert').filter({ hasText: tr('checkout.offline', lang) });
  await expect(offlineAlert).toHaveCount(0);
  await context.setOffline(true);
  try {
    await expect(offlineAlert).toBeVisible();
    await expect(offlineAlert).toHaveText('You are offline: connect to place the order');
    await expect(confirm).toBeDisabled();
    await confirm.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath(`pwa-offline-checkout-${test.info().project.name}`) });
    expect(blocking(await axeViolations(page))).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
  await expect(offlineAlert).toHaveCount(0);

  await open(page, '/basket');
  const notice = page.getByRole('status').filter({ hasText: tr('basket.offline', lang) });
  await expect(page.getByText(product.name.eng).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  try {
    await expect(notice).toBeVisible();
    await page.screenshot({ path: screenPath(`pwa-offline-basket-${test.info().project.name}`) });
  } finally {
    await context.setOffline(false);
  }
  await expect(notice).toHaveCount(0);

  // Both pages were opened online with a basket: nothing of them, nor of any API call but photos,
  // was kept — while the menu was.
  await open(page, '/');
  await workerKept(page, 'demo', '/');
  const kept = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(kept).toContain('/');
  expect(
    kept.filter(
      (p) => /^\/(checkout|basket)/.test(p) || (p.startsWith('/api/') && !p.startsWith('/api/media/')),
    ),
  ).toEqual([]);
  await context.setOffline(true);
  try {
    for (const path of ['/checkout', '/basket']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You are offline' }), path).toBeVisible();
    }
  } finally {
    await context.setOffline(false);
  }
  // Offline, React Router cannot discover routes it has not seen yet and says so, and Chromium's
  // own check for a newer service worker fails to fetch the script; nothing else.
  const expectedOffline = [
    'Failed to fetch manifest patches',
    'An unknown error occurred when fetching the script',
  ];
  expect(pageErrors.filter((e) => !expectedOffline.some((known) => e.includes(known)))).toEqual([]);
});
