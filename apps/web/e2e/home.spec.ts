// Home of `demo` (uz, its main language): the menu in the first HTML, groups and categories,
// product cards with prices in so'm and discounts, and the card's basket buttons. Home of
// `bigmenu` (545 products): its first screen streamed, the rest fetched after hydration.
import { get } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  basketLink,
  cardPrice,
  cookie,
  expect,
  formatSom,
  inHtml,
  type Menu,
  menuOf,
  merchantId,
  open,
  productNamed,
  somPattern,
  test,
  tr,
} from './support';

const uz = 'uz' as const;

function card(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: tr('menu.add', uz, { name }), exact: true }) })
    .or(
      page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: tr('menu.increase', uz, { name }), exact: true }) }),
    );
}

test("the first HTML already holds the menu of the first group, in Uzbek, with prices in so'm", {
  tag: '@server',
}, async ({ request }) => {
  const menu = await menuOf(request, 'demo');
  const plov = productNamed(menu, 'Tashkent plov');
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('<html lang="uz"');
  expect(html).toContain(inHtml(plov.name.uz));
  expect(html).toContain(inHtml(plov.category.name.uz));
  // no-break spaces between the digit groups and before the currency, as formatSom writes them
  expect(html).toContain(inHtml(formatSom(plov.costPrice, uz)));
  expect(html.slice(0, html.indexOf('<script'))).not.toContain(inHtml(plov.name.ru));
  // The start-up remembers tenant and language from the first visit on.
  const setCookie = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
  expect(setCookie.map((h) => h.value).join('\n')).toMatch(
    /lang=uz;.*Max-Age=31536000;.*Path=\/;.*SameSite=Lax/i,
  );
  expect(setCookie.map((h) => h.value).join('\n')).toMatch(new RegExp(`merchant=${menu.merchantId};`));
});

test('groups are tabs: each shows its own categories and cards', async ({ page, request, pageErrors }) => {
  const menu = await menuOf(request, 'demo');
  const plov = productNamed(menu, 'Tashkent plov');
  const somsa = productNamed(menu, 'Tandoor somsa');
  expect(await open(page, '/')).toBe(200);
  expect(await cookie(page, 'merchant')).toBe(String(await merchantId(request, 'demo')));
  expect(await cookie(page, 'lang')).toBe('uz');

  await expect(page.getByRole('heading', { level: 1, name: tr('menu.title', uz) })).toBeAttached();
  const tabs = page.getByRole('tablist', { name: tr('menu.groups', uz) });
  await expect(tabs.getByRole('tab')).toHaveCount(menu.groups.length);
  await expect(tabs.getByRole('tab', { selected: true })).toHaveAccessibleName(plov.group.name.uz);

  await expect(
    page.getByRole('heading', { level: 2, name: plov.category.name.uz, exact: true }),
  ).toBeVisible();
  await expect(card(page, plov.name.uz)).toContainText(somPattern(plov.costPrice, uz));
  await expect(
    page.getByRole('heading', { level: 2, name: somsa.category.name.uz, exact: true }),
  ).toHaveCount(0);

  await tabs.getByRole('tab', { name: somsa.group.name.uz }).click();
  await expect(tabs.getByRole('tab', { selected: true })).toHaveAccessibleName(somsa.group.name.uz);
  await expect(
    page.getByRole('heading', { level: 2, name: somsa.category.name.uz, exact: true }),
  ).toBeVisible();
  await expect(card(page, somsa.name.uz)).toContainText(somPattern(somsa.costPrice, uz));
  await expect(page.getByRole('heading', { level: 2, name: plov.category.name.uz, exact: true })).toHaveCount(
    0,
  );
  expect(pageErrors).toEqual([]);
});

test('the category bar lists the categories of the group and jumps to one', async ({ page, request }) => {
  const menu = await menuOf(request, 'demo');
  const firstGroup = [...menu.groups].sort((a, b) => a.priority - b.priority)[0]!;
  const categories = menu.categories
    .filter((c) => c.groupId === firstGroup.id)
    .sort((a, b) => a.priority - b.priority);
  await open(page, '/');
  const bar = page.getByRole('navigation', { name: tr('menu.categories', uz) });
  await expect(bar.getByRole('link')).toHaveText(categories.map((c) => c.name.uz));
  const last = categories.at(-1)!;
  await bar.getByRole('link', { name: last.name.uz, exact: true }).click();
  await expect(bar.getByRole('link', { name: last.name.uz, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: last.name.uz, exact: true })).toBeInViewport();
});

test('a discounted product shows its new price and the old one struck through', async ({ page, request }) => {
  const menu = await menuOf(request, 'demo');
  const weddingPlov = productNamed(menu, 'Wedding plov');
  expect(weddingPlov.discount).toBeGreaterThan(0);
  await open(page, '/');
  const wedding = card(page, weddingPlov.name.uz);
  await expect(wedding).toContainText(`−${weddingPlov.discount}%`);
  await expect(wedding.locator('.price-now')).toHaveText(somPattern(cardPrice(weddingPlov), uz));
  const old = wedding.locator('s, del');
  await expect(old).toHaveText(somPattern(weddingPlov.costPrice, uz));
  await expect(old).toHaveCSS('text-decoration-line', 'line-through');
});

test('the card adds a plain product to the basket and counts it up and down', async ({ page, request }) => {
  const menu = await menuOf(request, 'demo');
  const samarkand = productNamed(menu, 'Samarkand plov');
  const name = samarkand.name.uz;
  await open(page, '/');
  await expect(basketLink(page, uz)).toHaveText(tr('nav.basket', uz));

  await page.getByRole('button', { name: tr('menu.add', uz, { name }), exact: true }).click();
  const stepper = card(page, name).getByRole('group', { name: tr('menu.inBasket', uz, { count: 1 }) });
  await expect(stepper.getByRole('status')).toHaveText('1');
  await expect(basketLink(page, uz)).toContainText('1');

  await card(page, name)
    .getByRole('button', { name: tr('menu.increase', uz, { name }), exact: true })
    .click();
  await expect(card(page, name).getByRole('status')).toHaveText('2');
  await expect(basketLink(page, uz)).toContainText('2');

  await card(page, name)
    .getByRole('button', { name: tr('menu.decrease', uz, { name }), exact: true })
    .click();
  await card(page, name)
    .getByRole('button', { name: tr('menu.decrease', uz, { name }), exact: true })
    .click();
  await expect(page.getByRole('button', { name: tr('menu.add', uz, { name }), exact: true })).toBeVisible();
  await expect(basketLink(page, uz)).toHaveText(tr('nav.basket', uz));
});

test('a product with options opens the product view instead of going straight to the basket', async ({
  page,
  request,
}) => {
  const menu = await menuOf(request, 'demo');
  const plov = productNamed(menu, 'Tashkent plov');
  await open(page, '/');
  await page.getByRole('button', { name: tr('menu.add', uz, { name: plov.name.uz }), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]product=${plov.id}\\b`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(plov.name.uz);
  // Nothing reached the basket.
  await expect(basketLink(page, uz)).toHaveText(tr('nav.basket', uz));
});

const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The page as its bytes arrive, uncompressed, seen by a browser or a crawler. */
function rawPage(path: string, userAgent: string) {
  const url = new URL(path, test.info().project.use.baseURL);
  return new Promise<{ headers: Record<string, unknown>; html: string }>((resolve, reject) => {
    get(url, { headers: { 'user-agent': userAgent, 'accept-encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ headers: response.headers, html: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The groups in tab order with the products each one shows (every product is active in the seed). */
function productsByGroup(menu: Menu) {
  return [...menu.groups]
    .sort((a, b) => a.priority - b.priority)
    .map((group) => {
      const categories = menu.categories
        .filter((c) => c.groupId === group.id)
        .sort((a, b) => a.priority - b.priority);
      const ids = new Set(categories.map((c) => c.id));
      return { group, categories, products: menu.products.filter((p) => p.active && ids.has(p.categoryId)) };
    });
}

test('a big menu streams its first screen and stays small; a crawler gets every card of the tab', {
  tag: '@server',
}, async ({ request }) => {
  const [first] = productsByGroup(await menuOf(request, 'bigmenu'));
  const { headers, html } = await rawPage('/?vendor=bigmenu', BROWSER);
  expect(headers['transfer-encoding']).toBe('chunked');
  // The shell (header, first category, first cards) went out before React Router's data was
  // ready: that data arrives as a streamed Suspense boundary, filled by React's $RC script.
  const header = html.indexOf('<header class="site-header"');
  const firstCategory = html.indexOf(inHtml(first!.categories[0]!.name.uz));
  const boundary = html.search(/<template id="B:\d+"><\/template>/);
  expect(header).toBeGreaterThan(0);
  expect(firstCategory).toBeGreaterThan(header);
  expect(boundary).toBeGreaterThan(firstCategory);
  expect(html.indexOf('$RC(')).toBeGreaterThan(boundary);
  // Before decision 046: 291 KB, every product as JSON.
  expect(Buffer.byteLength(html)).toBeLessThan(140_000);
  expect(brotliCompressSync(html).length).toBeLessThan(60 * 1024);
  expect(html.match(/<article class="product-card/g)?.length).toBeLessThanOrEqual(12);

  const crawler = await rawPage('/?vendor=bigmenu', GOOGLEBOT);
  expect(crawler.html).not.toMatch(/<template id="B:/);
  for (const product of first!.products) expect(crawler.html).toContain(`href="/product/${product.id}"`);
});

test('every product of a big menu appears after hydration, tab by tab, without skeletons left, even when the first fetch of the rest fails', async ({
  page,
  request,
  pageErrors,
}) => {
  const groups = productsByGroup(await menuOf(request, 'bigmenu'));
  // A dropped connection on the first try: the page asks again (every 5 s) instead of leaving
  // skeletons for good.
  let tries = 0;
  await page.route('**/menu/cards*', (route) => (tries++ === 0 ? route.abort('failed') : route.continue()));
  await open(page, '/?vendor=bigmenu');
  const tabs = page.getByRole('tablist');
  for (const [index, { group, categories, products }] of groups.entries()) {
    await tabs.getByRole('tab', { name: group.name.uz }).click();
    await expect(page.locator('article.product-card')).toHaveCount(products.length, {
      timeout: index === 0 ? 20_000 : undefined,
    });
    await expect(page.locator('.card-skeleton')).toHaveCount(0);
    const last = products.filter((p) => p.categoryId === categories.at(-1)!.id).at(-1)!;
    await expect(page.locator(`article:has(a[href="/product/${last.id}"])`)).toContainText(last.name.uz);
  }
  expect(groups.reduce((sum, g) => sum + g.products.length, 0)).toBe(545);
  expect(tries).toBeGreaterThanOrEqual(1); // the first try failed: the cards came from a later one
  expect(pageErrors).toEqual([]);
});
