// The basket (/basket): lines keyed by product + chosen options, quantities, totals from the
// domain pricing (spec §9), kept in the browser per tenant so it survives a reload.
import type { Locator, Page } from '@playwright/test';
import { basketMessages } from '../src/i18n/messages/basket';
import { productMessages } from '../src/i18n/messages/product';
import { axeViolations, blocking } from './axe-support';
import {
  type ApiProduct,
  basketLink,
  cardPrice,
  escapeRegExp,
  expect,
  type Language,
  menuOf,
  open,
  productNamed,
  registerMessages,
  screenPath,
  setLanguageCookie,
  somPattern,
  test,
  tr,
} from './support';

registerMessages(productMessages);
registerMessages(basketMessages);

function lines(page: Page, lang: Language) {
  return page.getByRole('list', { name: tr('basket.lines', lang) }).getByRole('listitem');
}

function line(page: Page, lang: Language, name: string) {
  return lines(page, lang).filter({ has: page.getByRole('link', { name, exact: true }) });
}

function summary(page: Page, lang: Language) {
  return page.getByRole('region', { name: tr('basket.summaryTitle', lang) });
}

/** The amount next to a term of the totals list ("Jami", "Chegirma", …). */
function total(
  page: Page,
  lang: Language,
  key: 'basket.total' | 'basket.discount' | 'basket.products',
): Locator {
  return summary(page, lang)
    .locator('div')
    .filter({
      has: page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(tr(key, lang))}`) }),
    })
    .getByRole('definition');
}

async function addFromCard(page: Page, lang: Language, product: ApiProduct) {
  await page.getByRole('tab', { name: product.group.name[lang] }).click();
  const add = page.getByRole('button', {
    name: tr('menu.add', lang, { name: product.name[lang] }),
    exact: true,
  });
  const more = page.getByRole('button', {
    name: tr('menu.increase', lang, { name: product.name[lang] }),
    exact: true,
  });
  await add.or(more).click();
}

test('an empty basket says so, offers the way to the menu, and no 0 so’m summary or checkout', async ({
  page,
}) => {
  const lang = 'uz' as const;
  await open(page, '/basket');
  await expect(page.getByRole('heading', { level: 1, name: tr('basket.title', lang) })).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('basket.empty', lang) })).toBeVisible();
  // Issue 19: the empty state alone, not beside a summary of zeros.
  await expect(summary(page, lang)).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(somPattern(0, lang));
  await expect(page.getByRole('button', { name: tr('basket.checkout', lang) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: tr('basket.checkout', lang) })).toHaveCount(0);
  expect(blocking(await axeViolations(page))).toEqual([]);
  await page.screenshot({ path: screenPath(`basket-empty-${test.info().project.name}`) });
  await page.getByRole('link', { name: tr('basket.toMenu', lang) }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('lines, quantities and totals; everything survives a reload; removing empties it', async ({
  page,
  request,
}) => {
  const lang = 'uz' as const;
  const menu = await menuOf(request, 'demo');
  const samarkand = productNamed(menu, 'Samarkand plov');
  const wedding = productNamed(menu, 'Wedding plov');
  const ayran = productNamed(menu, 'Ayran');
  expect(wedding.discount).toBeGreaterThan(0);

  await open(page, '/');
  await addFromCard(page, lang, samarkand);
  await addFromCard(page, lang, samarkand);
  await addFromCard(page, lang, wedding);
  await addFromCard(page, lang, ayran);
  await expect(basketLink(page, lang)).toContainText('4');

  await basketLink(page, lang).click();
  await expect(page).toHaveURL(/\/basket$/);
  const check = async (counts: [ApiProduct, number][]) => {
    const present = counts.filter(([, n]) => n > 0);
    await expect(lines(page, lang)).toHaveCount(present.length);
    for (const [product, count] of present) {
      const row = line(page, lang, product.name[lang]);
      await expect(row.getByRole('status')).toHaveText(String(count));
      await expect(row).toContainText(somPattern(cardPrice(product) * count, lang));
    }
    const gross = present.reduce((s, [p, n]) => s + p.costPrice * n, 0);
    const net = present.reduce((s, [p, n]) => s + cardPrice(p) * n, 0);
    await expect(total(page, lang, 'basket.products')).toHaveText(somPattern(gross, lang));
    await expect(total(page, lang, 'basket.total')).toHaveText(somPattern(net, lang));
    if (gross > net)
      await expect(total(page, lang, 'basket.discount')).toHaveText(
        new RegExp(somPattern(gross - net, lang).source),
      );
    else await expect(total(page, lang, 'basket.discount')).toHaveCount(0);
    const count = present.reduce((s, [, n]) => s + n, 0);
    await expect(basketLink(page, lang)).toContainText(String(count));
  };
  await check([
    [samarkand, 2],
    [wedding, 1],
    [ayran, 1],
  ]);

  await page.reload();
  await check([
    [samarkand, 2],
    [wedding, 1],
    [ayran, 1],
  ]);

  await line(page, lang, ayran.name[lang])
    .getByRole('button', { name: tr('basket.more', lang, { name: ayran.name[lang] }) })
    .click();
  await line(page, lang, samarkand.name[lang])
    .getByRole('button', { name: tr('basket.less', lang, { name: samarkand.name[lang] }) })
    .click();
  await check([
    [samarkand, 1],
    [wedding, 1],
    [ayran, 2],
  ]);

  await line(page, lang, wedding.name[lang])
    .getByRole('button', { name: tr('basket.remove', lang, { name: wedding.name[lang] }) })
    .click();
  await check([
    [samarkand, 1],
    [ayran, 2],
  ]);

  // Still there after a reload, and on the home cards.
  await page.reload();
  await check([
    [samarkand, 1],
    [ayran, 2],
  ]);
  await open(page, '/');
  await expect(
    page.getByRole('button', {
      name: tr('menu.increase', lang, { name: samarkand.name[lang] }),
      exact: true,
    }),
  ).toBeVisible();

  await open(page, '/basket');
  for (const product of [samarkand, ayran])
    await line(page, lang, product.name[lang])
      .getByRole('button', { name: tr('basket.remove', lang, { name: product.name[lang] }) })
      .click();
  await expect(page.getByRole('heading', { name: tr('basket.empty', lang) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: tr('basket.empty', lang) })).toBeVisible();
  await expect(basketLink(page, lang)).toHaveText(tr('nav.basket', lang));
});

test('the same choice of options merges into one line, a different choice is a new line', async ({
  page,
  request,
}) => {
  const lang = 'ru' as const;
  const menu = await menuOf(request, 'demo');
  const pizza = productNamed(menu, 'Margherita pizza');
  const sauces = pizza.modificationGroups[0]!;
  const [garlic, ranch] = [sauces.modifications[0]!, sauces.modifications[1]!];
  await setLanguageCookie(page, lang);
  const choices = [garlic, garlic, ranch];
  for (const [i, choice] of choices.entries()) {
    await open(page, `/product/${pizza.id}`);
    const group = page.getByRole('group', { name: new RegExp(`^${escapeRegExp(sauces.name[lang])}`) });
    await group.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(choice.name[lang])}`) }).check();
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`) }).click();
    await expect(basketLink(page, lang)).toContainText(String(i + 1));
  }

  await open(page, '/basket');
  const pizzaLines = line(page, lang, pizza.name[lang]);
  await expect(pizzaLines).toHaveCount(2);
  const garlicLine = pizzaLines.filter({ hasText: garlic.name[lang] });
  const ranchLine = pizzaLines.filter({ hasText: ranch.name[lang] });
  await expect(garlicLine.getByRole('status')).toHaveText('2');
  await expect(ranchLine.getByRole('status')).toHaveText('1');
  await expect(total(page, lang, 'basket.total')).toHaveText(
    somPattern(3 * cardPrice(pizza) + 2 * garlic.price + ranch.price, lang),
  );
});
