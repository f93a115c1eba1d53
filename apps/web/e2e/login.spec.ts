// Login by phone + SMS code (issue 4): the masked phone, the code from the SMS, the resend timer,
// wrong codes in the user's language, the redirect back, and a guest's basket surviving it.
import { latestCode, logInWithPhone, uniquePhone } from './accounts-support';
import {
  basketBadge,
  escapeRegExp,
  expect,
  firstTabProduct,
  LANGUAGES,
  menuOf,
  msg,
  open,
  setLanguageCookie,
  test,
  tr,
} from './support';

for (const lang of LANGUAGES) {
  test(`logs in with the texted code in ${lang} and comes back to the menu`, async ({ page, request }) => {
    await setLanguageCookie(page, lang);
    await open(page, '/login');
    const phone = uniquePhone();
    // The mask formats what is typed.
    const field = page.getByLabel(tr('login.phone', lang));
    await field.pressSequentially(phone.slice(3));
    await expect(field).toHaveValue(
      `+998 (${phone.slice(3, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
    );
    await page.getByRole('button', { name: tr('login.sendCode', lang) }).click();
    await expect(page).toHaveURL(new RegExp(`/login/confirm\\?phone=${phone}`));
    // The resend timer runs right after a code was sent.
    const countdown = escapeRegExp(tr('login.resendIn', lang, { seconds: 999 })).replace('999', '\\d+');
    await expect(page.getByText(new RegExp(countdown))).toBeVisible();
    const code = await latestCode(request, phone);
    await page.getByLabel(tr('login.code', lang)).fill(code);
    await expect(page.getByText(msg('LOGGED_IN', lang))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('dastarkhan:session') ?? 'null'),
    );
    expect(stored.user.phone).toBe(phone);
    expect(stored.token.length).toBeGreaterThanOrEqual(22);
  });
}

test('a wrong code is refused in the current language and the right one still works', async ({
  page,
  request,
}) => {
  await setLanguageCookie(page, 'ru');
  await open(page, '/login');
  const phone = uniquePhone();
  await page.getByLabel(tr('login.phone', 'ru')).fill(phone.slice(3));
  await page.getByRole('button', { name: tr('login.sendCode', 'ru') }).click();
  const code = await latestCode(request, phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(tr('login.code', 'ru')).fill(wrong);
  await expect(page.getByRole('alert')).toHaveText(msg('OTP_WRONG', 'ru'));
  await expect(page).toHaveURL(/\/login\/confirm/);
  await page.getByLabel(tr('login.code', 'ru')).fill(code);
  await expect(page).not.toHaveURL(/\/login/);
});

test('an incomplete phone is refused on the page without sending anything', async ({ page }) => {
  await open(page, '/login');
  await page.getByLabel(tr('login.phone', 'uz')).fill('90 12');
  await page.getByRole('button', { name: tr('login.sendCode', 'uz') }).click();
  await expect(page.getByRole('alert')).toHaveText(tr('login.phoneInvalid', 'uz'));
  await expect(page).toHaveURL(/\/login$/);
});

test("a guest's basket survives logging in", async ({ page, request }) => {
  const menu = await menuOf(request, 'demo');
  // A product of the first tab that goes straight to the basket (no options to choose).
  // (Products outside every group, which the console specs add meanwhile, have no group.)
  const tab = firstTabProduct(menu).group?.id;
  const product = menu.products.find((p) => p.group?.id === tab && p.active && p.type === 'NONE');
  if (!product) throw new Error('no plain product in the first tab');
  await open(page, '/');
  await page
    .getByRole('button', { name: tr('menu.add', 'uz', { name: product.name.uz }), exact: true })
    .click();
  await expect.poll(() => basketBadge(page, 'uz')).toBe(1);
  await open(page, '/login');
  await logInWithPhone(page, request, uniquePhone(), 'uz');
  await open(page, '/');
  await expect.poll(() => basketBadge(page, 'uz')).toBe(1);
});
