// Issue 19 as a customer sees it at 360 px and on a desktop: the basket bar on the menu pages and
// its "added" in place of a toast (point 5), the product sheet's facts and default choice
// (point 6), whole words on the order page (point 3), the delivery line before an address
// (point 10; the empty basket's state is basket.spec's first test).
import { SERVICE_TYPE_LABELS } from '@dastarkhan/domain';
import type { Locator, Page } from '@playwright/test';
import { basketMessages } from '../src/i18n/messages/basket';
import { checkoutMessages } from '../src/i18n/messages/checkout';
import { ordersMessages } from '../src/i18n/messages/orders';
import { productMessages } from '../src/i18n/messages/product';
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { axeViolations, blocking } from './axe-support';
import { data, postCartItems } from './orders-support';
import {
  type ApiProduct,
  basketLink,
  cardPrice,
  escapeRegExp,
  expect,
  LANGUAGES,
  type Language,
  menuOf,
  msg,
  open,
  productNamed,
  registerMessages,
  screenPath,
  setLanguageCookie,
  somPattern,
  test,
  tr,
} from './support';

registerMessages(basketMessages);
registerMessages(checkoutMessages);
registerMessages(ordersMessages);
registerMessages(productMessages);

const phone = () => test.info().project.name === 'phone';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'element on the page').not.toBeNull();
  return found as Box;
}

/** The "added" feedback, wherever the page shows it. */
function added(page: Page, lang: Language) {
  return page.getByRole('status').filter({ hasText: msg('ADDED_TO_CART', lang) });
}

/** The phone's basket bar: a link that reads "Basket, N items, total". */
function basketBar(page: Page, lang: Language, count: number) {
  return page.getByRole('link', {
    name: new RegExp(
      `^${escapeRegExp(tr('nav.basket', lang))}\\s*${escapeRegExp(tr('basket.summary', lang, { count }))}`,
    ),
  });
}

function card(page: Page, product: ApiProduct, lang: Language) {
  return page.locator('article').filter({ has: page.getByText(product.name[lang], { exact: true }) });
}

async function expectNoBlockingAxe(page: Page) {
  expect(blocking(await axeViolations(page))).toEqual([]);
}

test('the basket bar on the menu pages, "added" over no price or "+", gone on the next page', async ({
  page,
  request,
}) => {
  // One journey over three pages, with two waits for "added" to end: past 30 s on a busy machine.
  test.slow();
  const lang: Language = phone() ? 'uz' : 'ru';
  const menu = await menuOf(request, 'demo');
  const samsa = productNamed(menu, 'Tandoor somsa');
  await setLanguageCookie(page, lang);
  await open(page, '/');
  await page.getByRole('tab', { name: samsa.group.name[lang] }).click();
  const samsaCard = card(page, samsa, lang);
  // The card the customer is looking at (one scrolled under the bar's place is under the bar).
  await samsaCard.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await samsaCard.getByRole('button', { name: tr('menu.add', lang, { name: samsa.name[lang] }) }).click();

  // "Added" is said, and covers neither the card's price nor its buttons.
  await expect(added(page, lang)).toBeVisible();
  const note = await box(added(page, lang));
  expect(overlaps(note, await box(samsaCard.getByText(somPattern(cardPrice(samsa), lang))))).toBe(false);
  expect(overlaps(note, await box(samsaCard.getByRole('group')))).toBe(false);
  await page.screenshot({ path: screenPath(`basket-added-${test.info().project.name}`) });
  await expectNoBlockingAxe(page);

  // A second one: the count and the total follow (the header's badge on a desktop).
  await samsaCard
    .getByRole('button', { name: tr('menu.increase', lang, { name: samsa.name[lang] }) })
    .click();
  await expect(basketLink(page, lang)).toContainText('2');
  const bar = basketBar(page, lang, 2);
  if (phone()) {
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(somPattern(2 * cardPrice(samsa), lang));
    // Over the tab bar, never on it.
    const nav = await box(
      page.getByRole('navigation', { name: tr('nav.main', lang) }).locator('visible=true'),
    );
    const barBox = await box(bar);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(nav.y);
    // The page's end stays readable above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerText = page.locator('.site-footer .copyright');
    await expect(footerText).toBeVisible();
    const footerBox = await box(footerText);
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual((await box(bar)).y);
    // "Added" gives the bar back after a moment.
    await expect(added(page, lang)).toHaveCount(0);
    await page.screenshot({ path: screenPath('basket-bar-phone') });
  } else {
    // A desktop keeps its basket in the sticky header: no bar over the menu.
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(basketLink(page, lang)).toBeInViewport();
  }

  // Another page: the "added" does not come along; the bar does, on the pages dishes are picked on.
  await samsaCard
    .getByRole('button', { name: tr('menu.increase', lang, { name: samsa.name[lang] }) })
    .click();
  await expect(added(page, lang)).toBeVisible();
  await page
    .getByRole('navigation', { name: tr('nav.main', lang) })
    .locator('visible=true')
    .getByRole('link', { name: tr('nav.search', lang) })
    .click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(added(page, lang)).toHaveCount(0);
  if (phone()) await expect(basketBar(page, lang, 3)).toBeVisible();

  // Not on the basket it leads to.
  await basketLink(page, lang).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(tr('basket.title', lang)) }),
  ).toBeVisible();
  await expect(basketBar(page, lang, 3)).toHaveCount(0);
});

test('a stored basket shows its bar without moving anything on the page', async ({ page, request }) => {
  test.skip(!phone(), 'the bar is the phone’s');
  const lang: Language = 'uz';
  const menu = await menuOf(request, 'demo');
  const samsa = productNamed(menu, 'Tandoor somsa');
  await setLanguageCookie(page, lang);
  await open(page, '/');
  await page.getByRole('tab', { name: samsa.group.name[lang] }).click();
  await card(page, samsa, lang)
    .getByRole('button', { name: tr('menu.add', lang, { name: samsa.name[lang] }) })
    .click();
  await expect(basketBar(page, lang, 1)).toBeVisible();

  // A fresh load: the server does not know the browser's basket, the bar comes after hydration.
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, '/');
  await expect(basketBar(page, lang, 1)).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test('product sheet: facts never clipped in any language; a required single choice starts chosen', async ({
  page,
  request,
}) => {
  // Three languages, each a sheet opened and measured: past 30 s on a busy machine.
  test.slow();
  const menu = await menuOf(request, 'demo');
  const plov = productNamed(menu, 'Tashkent plov');
  const portion = plov.modificationGroups.find((g) => g.min === 1 && g.max === 1)!;
  expect(portion).toBeTruthy();
  for (const lang of LANGUAGES) {
    await setLanguageCookie(page, lang);
    await open(page, `/?product=${plov.id}`);
    const sheet = page.getByRole('dialog', { name: plov.name[lang] });
    await expect(sheet).toBeVisible();
    const facts = sheet.getByRole('term');
    await expect(facts.first()).toBeVisible();
    // Every label whole: nothing cut by its tile, every tile inside the sheet.
    const clipped = await sheet.locator('.product-facts').evaluate((list) => {
      const outer = list.getBoundingClientRect();
      return [...list.querySelectorAll('dt, dd')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const tile = (el.parentElement as HTMLElement).getBoundingClientRect();
          return (
            el.scrollWidth > el.clientWidth ||
            r.right > tile.right + 0.5 ||
            tile.right > outer.right + 0.5 ||
            tile.left < outer.left - 0.5
          );
        })
        .map((el) => el.textContent);
    });
    expect(clipped, `${lang}: clipped facts`).toEqual([]);
    // No word of a label broken across lines either.
    for (const label of await facts.allInnerTexts())
      expect(await wordsSplit(sheet.getByRole('term').filter({ hasText: label }))).toEqual([]);

    // The first portion is chosen, and the button's price includes it.
    const group = sheet.getByRole('group', { name: new RegExp(`^${escapeRegExp(portion.name[lang])}`) });
    await expect(
      group.getByRole('radio', {
        name: new RegExp(`^${escapeRegExp(portion.modifications[0]!.name[lang])}`),
      }),
    ).toBeChecked();
    await expect(
      sheet.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`) }),
    ).toContainText(somPattern(cardPrice(plov) + portion.modifications[0]!.price, lang));
    if (lang === 'ru') {
      await page.screenshot({ path: screenPath(`product-sheet-ru-${test.info().project.name}`) });
      await expectNoBlockingAxe(page);
    }
  }
});

test('a required single choice goes to the basket as chosen, "added" said inside the purchase bar', async ({
  page,
  request,
}) => {
  const lang: Language = phone() ? 'eng' : 'ru';
  const menu = await menuOf(request, 'demo');
  const manti = productNamed(menu, 'Manti');
  const count = manti.modificationGroups.find((g) => g.min === 1 && g.max === 1)!;
  await setLanguageCookie(page, lang);
  await open(page, `/product/${manti.id}`);
  const addButton = page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`),
  });
  await expect(addButton).toContainText(somPattern(cardPrice(manti) + count.modifications[0]!.price, lang));
  await addButton.click();
  await expect(added(page, lang)).toBeVisible();
  const note = await box(added(page, lang));
  expect(overlaps(note, await box(addButton))).toBe(false);
  await expect(basketLink(page, lang)).toContainText('1');
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { options: { id: number }[] }[],
    `dastarkhan:basket:${menu.merchantId}`,
  );
  expect(stored.map((line) => line.options.map((o) => o.id))).toEqual([[count.modifications[0]!.id]]);
  await page.screenshot({ path: screenPath(`product-added-${test.info().project.name}`) });

  // The "in basket" link leads on; no "added" follows.
  await page.getByRole('link', { name: tr('product.inBasket', lang, { count: 1 }) }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(added(page, lang)).toHaveCount(0);
});

test('checkout: the delivery line asks for an address instead of showing 0 so’m', async ({
  page,
  request,
}) => {
  const lang: Language = phone() ? 'ru' : 'uz';
  const menu = await menuOf(request, 'demo');
  const session = await apiLogin(request, menu.merchantId);
  await putSessionInBrowser(page, session);
  await setLanguageCookie(page, lang);
  const samsa = productNamed(menu, 'Tandoor somsa');
  await open(page, `/product/${samsa.id}`);
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`) }).click();
  await expect(basketLink(page, lang)).toContainText('1');
  await open(page, '/checkout');
  await page.getByRole('radio', { name: SERVICE_TYPE_LABELS.DELIVERY[lang] }).check();
  const aside = page.getByRole('complementary', { name: tr('checkout.summary', lang) });
  const line = aside
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: tr('checkout.delivery', lang) }) });
  await expect(line.getByRole('definition')).toHaveText(tr('checkout.deliveryNoAddress', lang));
  await expect(line).not.toContainText(somPattern(0, lang));
  await aside.screenshot({ path: screenPath(`checkout-no-address-${test.info().project.name}`) });
});

/** Words of an element's text that the layout split across two lines (a Range per word). */
function wordsSplit(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        // One line box per word; two distinct line tops mean the word was broken.
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

test('order page: dish names wrap between words in every language', async ({ page, request }) => {
  // Three languages, each a page load and a check per word: past 30 s on a busy machine.
  test.slow();
  const menu = await menuOf(request, 'demo');
  const session = await apiLogin(request, menu.merchantId);
  const order = await placeLongNamesOrder(request, session);
  await putSessionInBrowser(page, session);
  for (const lang of LANGUAGES) {
    await setLanguageCookie(page, lang);
    await open(page, `/profile/orders/${order.id}`);
    const items = page.getByRole('region', { name: tr('orders.items', lang) }).getByRole('listitem');
    await expect(items).toHaveCount(order.cartItems.length);
    for (const product of LONG_NAMES) {
      const name = items.getByText(productNamed(menu, product).name[lang], { exact: true });
      await expect(name).toBeVisible();
      expect(await wordsSplit(name), `${lang}: ${product}`).toEqual([]);
    }
    if (lang === 'ru') {
      await page
        .getByRole('region', { name: tr('orders.items', lang) })
        .screenshot({ path: screenPath(`order-items-ru-${test.info().project.name}`) });
      await expectNoBlockingAxe(page);
    }
  }
});

/** Dishes whose names broke in the middle at 360 px ("Ташкен|тский плов"). */
const LONG_NAMES = ['Tashkent plov', 'Chicken Caesar salad', 'Garlic yoghurt sauce', 'Samarkand plov'];

/** A pick-up order of the long-named dishes (the plov with its portion), totals as the server's. */
async function placeLongNamesOrder(
  request: Parameters<typeof apiLogin>[0],
  session: Awaited<ReturnType<typeof apiLogin>>,
) {
  const headers = { merchant: String(session.merchantId) };
  const full = await data<{
    products: Array<{
      id: number;
      costPrice: number;
      discount: number;
      name: { eng: string };
      modificationGroups: Array<{ min: number; modifications: Array<{ id: number; price: number }> }>;
      productBranch: Array<{ branch: { id: number; isActive: boolean } }>;
    }>;
  }>(await request.get('/api/products/v1/overalls?type=WEB', { headers }));
  const products = LONG_NAMES.map((name) => full.products.find((p) => p.name.eng === name)!);
  const branches = await data<Array<{ id: number; settings: { pickupEnabled?: boolean } | null }>>(
    await request.get('/api/users/v1/branches', { headers }),
  );
  const branch = branches.find(
    (b) =>
      b.settings?.pickupEnabled !== false &&
      products.every((p) => p.productBranch.some((pb) => pb.branch.id === b.id && pb.branch.isActive)),
  );
  expect(branch, 'a pick-up branch selling every long-named dish').toBeTruthy();
  const cartItems = products.map((p) => ({
    product: { id: p.id, costPrice: p.costPrice, discount: p.discount, count: 1 },
    modifications: p.modificationGroups
      .filter((g) => g.min > 0)
      .map((g) => ({ id: g.modifications[0]!.id, price: g.modifications[0]!.price, count: 1 })),
  }));
  return postCartItems(request, session, {
    cartItems,
    branchId: branch!.id,
    serviceType: 'PICK_UP',
    paymentType: 'CASH',
  });
}
