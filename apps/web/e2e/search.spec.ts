// /search: results in the page's language (names of every language are searched), what comes
// first for queries in each language, script and keyboard (issue 19), the no-result state, and the
// search history — per tenant in the browser, surviving a reload, clearable — plus /category?id=.
// How words fold and rank is unit-tested in packages/domain (product-search, search-fold).
import type { Page } from '@playwright/test';
import { searchMessages } from '../src/i18n/messages/search';
import { axeViolations, blocking } from './axe-support';
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

/**
 * What a customer types, on a page of which language, and the product (by its English name) that
 * must come first — the demo seed's names: "Toshkent oshi / Ташкентский плов / Tashkent plov".
 * One test per group, so that each stays short.
 */
const FIRST_RESULTS: ReadonlyArray<{ group: string; lang: Language; rows: ReadonlyArray<[string, string]> }> =
  [
    {
      // Uzbek Latin and Cyrillic meet; "osh" is the whole word "oshi", not the start of "oshqovoq".
      group: 'Uzbek, Latin and Cyrillic',
      lang: 'uz',
      rows: [
        ['osh', 'Tashkent plov'],
        ['Ош', 'Tashkent plov'],
        ['Самарқанд оши', 'Samarkand plov'],
        ['Ўйғур лағмон', 'Uyghur lagman'],
      ],
    },
    {
      // Russian, and Uzbek typed on a Russian keyboard (ў → у, қ → к, ҳ → х).
      group: 'Russian and a Russian keyboard',
      lang: 'ru',
      rows: [
        ['плов', 'Tashkent plov'],
        ['кук чой', 'Green tea'],
        ['холва', 'Sesame halva'],
      ],
    },
    {
      // A dish's other name, and a typo forgiven when nothing matches exactly.
      group: 'English',
      lang: 'eng',
      rows: [
        ['pilaf', 'Tashkent plov'],
        ['shashlk', 'Beef shashlik'],
      ],
    },
    {
      // Every apostrophe of o‘ and g‘, and none; a whole name word beats the start of one.
      group: 'apostrophes',
      lang: 'uz',
      rows: [
        ["qo'y go'shtli", 'Lamb shurpa'],
        ['qo‘y go‘shtli', 'Lamb shurpa'],
        ['qoʻy goʻshtli', 'Lamb shurpa'],
        ['qo’y go’shtli', 'Lamb shurpa'],
        ['qo`y go`shtli', 'Lamb shurpa'],
        ['qoy goshtli', 'Lamb shurpa'],
      ],
    },
  ];

for (const { group, lang, rows } of FIRST_RESULTS) {
  test(`first results of the table: ${group}`, async ({ page, request }) => {
    const menu = await menuOf(request, 'demo');
    await setLanguageCookie(page, lang);
    await open(page, '/search');
    for (const [query, first] of rows) {
      await searchBox(page, lang).fill(query);
      await searchBox(page, lang).press('Enter');
      // The results of this very query (their heading names it), not the previous one's.
      const results = page.getByRole('region', { name: query });
      await expect(results.getByRole('article').first(), `${lang} «${query}»`).toContainText(
        productNamed(menu, first).name[lang],
      );
    }
  });
}

test('"osh": every plov before the pumpkin dishes, nothing with "go‘sht"; axe passes', async ({
  page,
  request,
}) => {
  const lang: Language = 'uz';
  const menu = await menuOf(request, 'demo');
  const plovs = ['Tashkent plov', 'Samarkand plov', 'Wedding plov'].map((name) => productNamed(menu, name));
  const pumpkin = productNamed(menu, 'Pumpkin somsa');
  await open(page, '/search?q=osh');
  await expect(resultCards(page).first()).toBeVisible();
  const cards = await resultCards(page).allInnerTexts();
  const at = (name: string) => cards.findIndex((text) => text.includes(name));
  for (const plov of plovs) expect(at(plov.name[lang])).toBeLessThan(plovs.length);
  expect(at(pumpkin.name[lang])).toBeGreaterThanOrEqual(plovs.length);
  expect(at(productNamed(menu, 'Meat somsa').name[lang])).toBe(-1);
  expect(blocking(await axeViolations(page))).toEqual([]);
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

test('a category’s name in another script leads to the category, above the dishes; axe passes', async ({
  page,
  request,
}) => {
  const lang: Language = 'ru';
  await setLanguageCookie(page, lang);
  await open(page, '/search');
  // Uzbek Cyrillic on a Russian page: "Salqin ichimliklar / Холодные напитки / Cold drinks".
  await search(page, lang, 'ичимлик');
  const matched = page.getByRole('navigation', { name: tr('search.matchedCategories', lang) });
  await expect(matched.getByRole('link')).toHaveText(['Холодные напитки']);
  expect(blocking(await axeViolations(page))).toEqual([]);
  await matched.getByRole('link', { name: 'Холодные напитки' }).click();
  await expect(page).toHaveURL(/\/category\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Холодные напитки' })).toBeVisible();

  // No dish is called "desserts", a category is: it says so, and shows the category's dishes.
  const lang2: Language = 'eng';
  const menu = await menuOf(request, 'demo');
  const desserts = menu.categories.find((category) => category.name.eng === 'Desserts')!;
  const dessertDishes = menu.products.filter((product) => product.categoryId === desserts.id);
  expect(dessertDishes.length).toBeGreaterThan(1);
  await setLanguageCookie(page, lang2);
  await open(page, '/search');
  await search(page, lang2, 'desserts');
  await expect(
    page.getByRole('status').filter({ hasText: tr('search.onlyCategories', lang2, { query: 'desserts' }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: tr('search.matchedCategories', lang2) }).getByRole('link'),
  ).toHaveText(['Desserts']);
  const dishes = page.getByRole('region', { name: tr('search.fromCategories', lang2) }).getByRole('article');
  await expect(dishes.first()).toBeVisible();
  const shown = await dishes.locator('.product-card-name').allInnerTexts();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown.filter((name) => !dessertDishes.some((dish) => dish.name.eng === name))).toEqual([]);
  await expect(
    page.getByRole('heading', { name: tr('search.noResults', lang2, { query: 'desserts' }) }),
  ).toHaveCount(0);

  // A query that names no category shows none.
  await setLanguageCookie(page, lang);
  await open(page, '/search');
  await search(page, lang, 'айран');
  await expect(resultCards(page).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: tr('search.matchedCategories', lang) })).toHaveCount(0);
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
  expect(blocking(await axeViolations(page))).toEqual([]);
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
