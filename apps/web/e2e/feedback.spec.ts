// Issue 7 (decision 015): the feedback form at /profile/feedback, reached from the profile and
// from an order; an empty message is refused in the page's language; guests are asked to log in.
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { placeOrder } from './orders-support';
import {
  expect,
  LANGUAGES,
  merchantId,
  msg,
  open,
  setLanguageCookie,
  skipOtherViewports,
  test,
  tr,
} from './support';
import './venue-feedback-support';

for (const lang of LANGUAGES) {
  test(`${lang}: a comment about the service of one order is sent from the order page`, async ({
    page,
    request,
    pageErrors,
  }) => {
    skipOtherViewports(lang);
    const demo = await merchantId(request, 'demo');
    const session = await apiLogin(request, demo);
    const order = await placeOrder(request, session);
    await setLanguageCookie(page, lang);
    await putSessionInBrowser(page, session);

    await open(page, `/profile/orders/${order.id}`);
    await page.getByRole('link', { name: tr('reviews.feedbackLink', lang) }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/feedback\\?orderId=${order.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: tr('feedback.title', lang) })).toBeVisible();
    const select = page.getByLabel(tr('feedback.order', lang));
    await expect(select).toHaveValue(String(order.id));
    await expect(page.getByRole('radio', { name: tr('feedback.kind.SERVICE', lang) })).toBeChecked();

    const send = page.getByRole('button', { name: tr('feedback.send', lang) });
    await send.click();
    await expect(page.getByRole('alert')).toHaveText(msg('REQUIRED_FIELD', lang));

    const five = page.getByRole('radio', { name: tr('stars.option', lang, { grade: 5 }), exact: true });
    await five.locator('xpath=..').click();
    const text = `E2E ${lang} ${Date.now()}: rahmat!`;
    await page.getByLabel(tr('feedback.text', lang), { exact: true }).fill(text);
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: tr('feedback.sent', lang) })).toBeVisible();

    const history = page.getByRole('region', { name: tr('feedback.history', lang) });
    const item = history.getByRole('listitem').filter({ hasText: text });
    await expect(item).toContainText(tr('feedback.orderOption', lang, { number: order.number }));
    await expect(item).toContainText(tr('feedback.kind.SERVICE', lang));
    await expect(page.getByLabel(tr('feedback.text', lang), { exact: true })).toHaveValue('');
    expect(pageErrors).toEqual([]);
  });
}

test('the profile links to the feedback form; a restaurant comment without an order is sent', async ({
  page,
  request,
}) => {
  const lang = 'ru';
  const demo = await merchantId(request, 'demo');
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, await apiLogin(request, demo));
  await open(page, '/profile');
  await page.getByRole('link', { name: tr('feedback.title', lang) }).click();
  await expect(page).toHaveURL(/\/profile\/feedback$/);
  await expect(page.getByRole('radio', { name: tr('feedback.kind.RESTAURANT', lang) })).toBeChecked();
  const text = `Всё вкусно ${Date.now()}`;
  await page.getByLabel(tr('feedback.text', lang), { exact: true }).fill(text);
  await page.getByRole('button', { name: tr('feedback.send', lang) }).click();
  await expect(
    page
      .getByRole('region', { name: tr('feedback.history', lang) })
      .getByRole('listitem')
      .filter({ hasText: text }),
  ).toContainText(tr('feedback.kind.RESTAURANT', lang));
});

test('a guest is asked to log in before writing', async ({ page }) => {
  await setLanguageCookie(page, 'eng');
  await open(page, '/profile/feedback');
  await expect(page.getByRole('heading', { level: 1, name: tr('feedback.title', 'eng') })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(tr('guest.notice', 'eng'));
  await expect(page.getByLabel(tr('feedback.text', 'eng'), { exact: true })).toHaveCount(0);
});
