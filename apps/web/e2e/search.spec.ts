// /search: results in the page's language (names of every language are searched), the
// no-result state, and the search history — per tenant in the browser, surviving a reload,
// clearable — plus /category?id=.
import type { Page } from '@playwright/test';
import { searchMessages } from '../src/i18n/messages/search';
import {
  type ApiProduct,
  cardPrice,
  expect,
  type Language,
  type Menu,
  menuOf,
  open,
  productNamed,
  registerMessages,
  setLanguageCookie,
  somPattern,
  test,
  tr,
} from './support';

registerMessages(searchMessages);

function searchBox(page: Page, lang: Language) {
  return page.getByRole('search').getByRole('searchbox', { name: tr('search.label', lang) });
}

/** Types a query and submits it (Enter), as a visitor does; history keeps submitted queries. */
async function search(page: Page, lang: Language, query: string) {
  await searchBox(page, lang).fill(query);
  await searchBox(page, lang).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, '(%20|\\+)')}`));
}

function resultCards(page: Page) {
  return page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .getByRole('article');
}

/** Products whose name, in any language, contains the word (what the search must at least find). */
function namedWith(menu: Menu, word: string): ApiProduct[] {
  return menu.products.filter((p) => Object.values(p.name).some((n) => n.toLowerCase().includes(word)));
}

test('finds every product named with the word, shows them in uz with prices, and the count', async ({
  page,
  request,
}) => {
  const lang: Language = 'uz';
  const menu = await menuOf(request, 'demo');
  const somsas = namedWith(menu, 'somsa');
  expect(somsas.length).toBeGreaterThanOrEqual(3);
  const plov = productNamed(menu, 'Tashkent plov');

  await open(page, '/search');
  await expect(page.getByRole('heading', { level: 1, name: tr('search.title', lang) })).toBeVisible();
  await search(page, lang, 'somsa');
  const results = page.getByRole('region', { name: /^«somsa» bo'yicha \d+ ta natija$/ });
  await expect(results).toBeVisible();
  const cards = results.getByRole('article');
  // The count the heading announces is the number of cards shown (they may render a frame later).
  const title = await results.locator('#search-results-title').innerText();
  const count = Number(title.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThanOrEqual(somsas.length);
  await expect(cards).toHaveCount(count);
  await expect(results).toHaveAccessibleName(tr('search.results', lang, { query: 'somsa', count }));
  for (const product of somsas) {
    const card = cards.filter({ hasText: product.name[lang] });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(somPattern(cardPrice(product), lang));
  }
  await expect(cards.filter({ hasText: plov.name[lang] })).toHaveCount(0);

  // The result page is a plain URL: a reload shows the same.
  await page.reload();
  await expect(searchBox(page, lang)).toHaveValue('somsa');
  await expect(cards).toHaveCount(count);
});

test('a Russian word finds the product while the interface stays in English', async ({ page, request }) => {
  const lang: Language = 'eng';
  const menu = await menuOf(request, 'demo');
  const plovs = menu.products.filter((p) => p.name.ru.toLowerCase().includes('плов'));
  expect(plovs.length).toBeGreaterThan(1);
  await setLanguageCookie(page, lang);
  await open(page, '/search');
  await search(page, lang, 'плов');
  const results = page.getByRole('region', { name: /results? for “плов”$/ });
  for (const product of plovs)
    await expect(results.getByRole('article').filter({ hasText: product.name.eng })).toHaveCount(1);
});

test('typing alone searches (no Enter needed)', async ({ page, request }) => {
  const lang: Language = 'uz';
  const menu = await menuOf(request, 'demo');
  const ayran = productNamed(menu, 'Ayran');
  await open(page, '/search');
  await searchBox(page, lang).pressSequentially('ayro');
  await expect(page).toHaveURL(/[?&]q=ayro\b/);
  await expect(resultCards(page).filter({ hasText: ayran.name[lang] })).toHaveCount(1);
});

test('no match: the no-result state in the language, with the way back to the menu', async ({ page }) => {
  for (const lang of ['uz', 'ru'] as Language[]) {
    await setLanguageCookie(page, lang);
    await open(page, '/search');
    await search(page, lang, 'qwertyzzz');
    const empty = page
      .getByRole('status')
      .filter({ hasText: tr('search.noResults', lang, { query: 'qwertyzzz' }) });
    await expect(
      empty.getByRole('heading', { name: tr('search.noResults', lang, { query: 'qwertyzzz' }) }),
    ).toBeVisible();
    await expect(empty.getByRole('link', { name: tr('soon.toMenu', lang) })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  }
});

test('search history: newest first, survives a reload, runs again, per tenant, clearable', async ({
  page,
  request,
}) => {
  const lang: Language = 'uz';
  const demo = await menuOf(request, 'demo');
  const lavash = await menuOf(request, 'lavash');
  const history = () => page.getByRole('region', { name: tr('search.history', lang) });

  await open(page, '/search?vendor=demo');
  await expect(history()).toHaveCount(0);
  await expect(page.getByText(tr('search.prompt', lang))).toBeVisible();
  await search(page, lang, 'somsa');
  await search(page, lang, 'lagmon');

  await open(page, '/search');
  await expect(history().getByRole('link')).toHaveText(['lagmon', 'somsa']);
  const stored = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    `dastarkhan:search-history:${demo.merchantId}`,
  );
  expect(JSON.parse(stored ?? '[]')).toEqual(['lagmon', 'somsa']);

  // An entry runs its search again and moves to the top.
  await history().getByRole('link', { name: 'somsa' }).click();
  await expect(page).toHaveURL(/[?&]q=somsa\b/);
  await expect(searchBox(page, lang)).toHaveValue('somsa');
  await expect(
    page
      .getByRole('region', { name: /^«somsa» bo'yicha/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await open(page, '/search');
  await expect(history().getByRole('link')).toHaveText(['somsa', 'lagmon']);

  // Another tenant keeps its own history.
  await open(page, '/search?vendor=lavash');
  await expect(history()).toHaveCount(0);
  await search(page, lang, 'lavash');
  await open(page, '/search');
  await expect(history().getByRole('link')).toHaveText(['lavash']);
  expect(lavash.merchantId).not.toBe(demo.merchantId);

  // Back at demo: its history is intact; clearing it empties it for good.
  await open(page, '/search?vendor=demo');
  await expect(history().getByRole('link')).toHaveText(['somsa', 'lagmon']);
  await history()
    .getByRole('button', { name: tr('search.clearHistoryLabel', lang) })
    .click();
  await expect(history()).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(tr('search.prompt', lang))).toBeVisible();
  await expect(history()).toHaveCount(0);
});

test('/category?id= shows one category with its products and count; back to the menu', async ({
  page,
  request,
}) => {
  const lang: Language = 'ru';
  const menu = await menuOf(request, 'demo');
  const somsa = productNamed(menu, 'Meat somsa');
  const inCategory = menu.products.filter((p) => p.categoryId === somsa.categoryId);
  await setLanguageCookie(page, lang);
  expect(await open(page, `/category?id=${somsa.categoryId}`)).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: somsa.category.name[lang] })).toBeVisible();
  await expect(
    page.getByText(tr('category.count', lang, { count: inCategory.length }), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(inCategory.length);
  for (const product of inCategory)
    await expect(page.getByRole('article').filter({ hasText: product.name[lang] })).toContainText(
      somPattern(cardPrice(product), lang),
    );
  await page.getByRole('link', { name: tr('category.back', lang) }).click();
  await expect(page).toHaveURL(/\/$/);
});
