// Favourites (issue 4, `favouriteActive`): the heart on cards and on the product page, the
// /profile/favorites list, and a guest's heart leading to login and back.
import { favouritesMessages } from '../src/i18n/messages/favourites';
import { logInWithPhone, uniquePhone } from './accounts-support';
import {
  expect,
  firstTabProduct,
  type Language,
  menuOf,
  open,
  registerMessages,
  setLanguageCookie,
  test,
  tr,
} from './support';

registerMessages(favouritesMessages);

const heart = (page: import('@playwright/test').Page, lang: Language, name: string, on: boolean) =>
  page.getByRole('button', {
    name: tr(on ? 'favourites.remove' : 'favourites.add', lang, { name }),
    exact: true,
  });

test('a favourite made on a card is listed on /profile/favorites and removed from the product page', async ({
  page,
  request,
}) => {
  const lang: Language = 'eng';
  const product = firstTabProduct(await menuOf(request, 'demo'));
  await setLanguageCookie(page, lang);
  await open(page, '/login');
  await logInWithPhone(page, request, uniquePhone(), lang);
  await open(page, '/');
  await heart(page, lang, product.name[lang], false).first().click();
  await expect(heart(page, lang, product.name[lang], true).first()).toHaveAttribute('aria-pressed', 'true');

  await open(page, '/profile/favorites');
  await expect(page.getByRole('heading', { name: tr('favourites.title', lang), level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product.name[lang]) }).first()).toBeVisible();

  // The heart on the product page knows it, and takes it back.
  await open(page, `/product/${product.id}`);
  await heart(page, lang, product.name[lang], true).first().click();
  await expect(heart(page, lang, product.name[lang], false).first()).toHaveAttribute('aria-pressed', 'false');
  await open(page, '/profile/favorites');
  await expect(page.getByText(tr('favourites.empty', lang))).toBeVisible();
});

test("a guest's heart asks to log in, then brings the guest back", async ({ page, request }) => {
  const product = firstTabProduct(await menuOf(request, 'demo'));
  await open(page, `/product/${product.id}`);
  await heart(page, 'uz', product.name.uz, false).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithPhone(page, request, uniquePhone(), 'uz');
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
});
