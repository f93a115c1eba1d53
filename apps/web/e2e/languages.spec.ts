// Browsing `demo` in each of its three languages: the header switch, the `lang` cookie the
// server reads for the first render, interface texts and multilingual fields, so'm formats.
import { basketMessages } from '../src/i18n/messages/basket';
import { branchesMessages } from '../src/i18n/messages/branches';
import { searchMessages } from '../src/i18n/messages/search';
import {
  cookie,
  expect,
  formatSom,
  HTML_LANG,
  inHtml,
  LANGUAGES,
  type Language,
  languageGroup,
  mainNav,
  menuOf,
  open,
  productNamed,
  registerMessages,
  setLanguageCookie,
  somPattern,
  switchLanguage,
  test,
  tr,
} from './support';

registerMessages(basketMessages);
registerMessages(branchesMessages);
registerMessages(searchMessages);

test('demo offers all three languages, Uzbek first', async ({ page }) => {
  await open(page, '/');
  const group = languageGroup(page, 'uz');
  await expect(group.getByRole('radio')).toHaveCount(3);
  for (const lang of LANGUAGES)
    await expect(group.getByRole('radio', { name: tr(`lang.${lang}`, 'uz'), exact: true })).toBeVisible();
  await expect(group.getByRole('radio', { name: tr('lang.uz', 'uz'), exact: true })).toBeChecked();
});

test('switching uz → ru → eng → uz re-renders everything and keeps the choice in the cookie', async ({
  page,
  request,
}) => {
  const menu = await menuOf(request, 'demo');
  const plov = productNamed(menu, 'Tashkent plov');
  const wedding = productNamed(menu, 'Wedding plov');
  await open(page, '/');
  let from: Language = 'uz';
  for (const to of ['ru', 'eng', 'uz'] as const) {
    await switchLanguage(page, from, to);
    from = to;
    expect(await cookie(page, 'lang')).toBe(to);
    await expect(page.getByRole('heading', { level: 1, name: tr('menu.title', to) })).toBeAttached();
    const nav = mainNav(page, to);
    await expect(nav.getByRole('link', { name: tr('nav.search', to), exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: tr('nav.basket', to), exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(plov.group.name[to]);
    await expect(
      page.getByRole('heading', { level: 2, name: plov.category.name[to], exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: tr('menu.add', to, { name: plov.name[to] }), exact: true }),
    ).toBeVisible();
    await expect(page.getByText(somPattern(wedding.costPrice, to)).first()).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: tr('footer.links', to) })
        .getByRole('link', { name: tr('footer.about', to) }),
    ).toBeVisible();
  }
});

for (const lang of LANGUAGES) {
  test(`browse demo in ${lang}: first render, tabs, pages, product, basket all speak ${lang}`, async ({
    page,
    request,
    pageErrors,
  }) => {
    const menu = await menuOf(request, 'demo');
    const plov = productNamed(menu, 'Tashkent plov');
    const somsa = productNamed(menu, 'Meat somsa');
    const others = LANGUAGES.filter((l) => l !== lang);

    // The server renders the chosen language from the cookie: no flash of another language.
    const html = await (await request.get('/', { headers: { cookie: `lang=${lang}` } })).text();
    expect(html).toContain(`<html lang="${HTML_LANG[lang]}"`);
    expect(html).toContain(inHtml(plov.name[lang]));
    expect(html).toContain(inHtml(formatSom(plov.costPrice, lang)));
    // Other languages' names travel only inside the loader data (escaped JSON), never as text.
    const body = html.slice(0, html.indexOf('<script'));
    for (const other of others)
      if (plov.name[other] !== plov.name[lang]) expect(body).not.toContain(inHtml(plov.name[other]));

    await setLanguageCookie(page, lang);
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
    await expect(
      languageGroup(page, lang).getByRole('radio', { name: tr(`lang.${lang}`, lang), exact: true }),
    ).toBeChecked();

    // Another group's tab: names and prices of that group in the language.
    await page.getByRole('tab', { name: somsa.group.name[lang] }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: somsa.category.name[lang], exact: true }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: tr('menu.add', lang, { name: somsa.name[lang] }), exact: true })
      .click();
    await expect(
      page.getByRole('button', { name: tr('menu.increase', lang, { name: somsa.name[lang] }), exact: true }),
    ).toBeVisible();

    // The product page, shareable and server-rendered, in the language.
    await open(page, `/product/${plov.id}`);
    await expect(page.getByRole('heading', { level: 1, name: plov.name[lang] })).toBeVisible();
    await expect(page.getByText(somPattern(plov.costPrice, lang)).first()).toBeVisible();

    // The basket holds the somsa, named in the language, priced in its so'm format.
    await mainNav(page, lang)
      .getByRole('link', { name: new RegExp(tr('nav.basket', lang)) })
      .click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${tr('basket.title', lang)}`) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: somsa.name[lang], exact: true })).toBeVisible();
    await expect(page.getByText(somPattern(somsa.costPrice, lang)).first()).toBeVisible();

    // Branches and the search page, reached through the navigation.
    await mainNav(page, lang)
      .getByRole('link', { name: tr('nav.search', lang), exact: true })
      .click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('heading', { level: 1, name: tr('search.title', lang) })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: tr('search.label', lang) })).toBeVisible();
    await page
      .getByRole('link', { name: tr('nav.branches', lang), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/branches$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('branches.title', lang) })).toBeVisible();
    expect(await cookie(page, 'lang')).toBe(lang);
    expect(pageErrors).toEqual([]);
  });
}
