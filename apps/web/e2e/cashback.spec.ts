// Issue 7 (decision 015): after a CLOSED order the profile's balance and /profile/cashback show
// what was earned, with the order's number; a new customer sees the empty state; lavash, which
// has no cashback, shows no balance and says so on the page.
import { formatSom } from '@dastarkhan/domain/client';
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { placeOrder } from './orders-support';
import {
  expect,
  LANGUAGES,
  merchantId,
  open,
  setLanguageCookie,
  skipOtherViewports,
  somPattern,
  test,
  tr,
} from './support';
import { moveThrough, TO_CLOSED } from './venue-feedback-support';

for (const lang of LANGUAGES) {
  test(`${lang}: a closed order's cashback is on the profile and in the history`, async ({
    page,
    request,
    pageErrors,
  }) => {
    skipOtherViewports(lang);
    const demo = await merchantId(request, 'demo');
    const session = await apiLogin(request, demo);
    const order = await placeOrder(request, session, 3);
    await moveThrough(request, demo, order.id, TO_CLOSED);
    // Demo's rate: 3 % of what was paid, whole so'm down (decision 012).
    const earned = Math.floor((order.totals.totalPrice * 3) / 100);
    await setLanguageCookie(page, lang);
    await putSessionInBrowser(page, session);

    await open(page, '/profile');
    const balance = page.getByRole('link', { name: new RegExp(tr('account.cashback', lang)) });
    await expect(balance).toContainText(somPattern(earned, lang));
    await balance.click();
    await expect(page).toHaveURL(/\/profile\/cashback$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('cashback.title', lang) })).toBeVisible();
    await expect(page.locator('.cashback-balance-amount')).toHaveText(somPattern(earned, lang));
    const row = page
      .getByRole('region', { name: tr('cashback.history', lang) })
      .getByRole('listitem')
      .filter({ hasText: tr('cashback.order', lang, { number: order.number }) });
    await expect(row).toContainText(tr('cashback.kind.EARNED', lang));
    await expect(row).toContainText(`+${formatSom(earned, lang)}`);
    await row.getByRole('link', { name: tr('cashback.order', lang, { number: order.number }) }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
    expect(pageErrors).toEqual([]);
  });
}

test('a new customer sees the empty history', async ({ page, request }) => {
  const demo = await merchantId(request, 'demo');
  await setLanguageCookie(page, 'uz');
  await putSessionInBrowser(page, await apiLogin(request, demo));
  await open(page, '/profile/cashback');
  await expect(page.getByText(tr('cashback.empty', 'uz'))).toBeVisible();
  await expect(page.locator('.cashback-balance-amount')).toHaveText(somPattern(0, 'uz'));
});

test('lavash has no cashback: no balance on the profile, and the page says so', async ({ page, request }) => {
  const lavash = await merchantId(request, 'lavash');
  await setLanguageCookie(page, 'ru');
  await page.goto('/?vendor=lavash');
  await putSessionInBrowser(page, await apiLogin(request, lavash));
  await open(page, '/profile');
  await expect(page.getByRole('link', { name: tr('account.personal', 'ru') })).toBeVisible();
  await expect(page.getByText(tr('account.cashback', 'ru'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: tr('cashback.title', 'ru'), exact: true })).toHaveCount(0);
  await open(page, '/profile/cashback');
  await expect(page.getByText(tr('cashback.unavailable', 'ru'))).toBeVisible();
});
