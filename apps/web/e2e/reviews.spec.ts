// Issue 7 (decision 015): a customer's order is delivered while they watch its page; the rating
// block appears live, they rate a dish (the form refuses a missing grade first) and find the
// review on the dish's page. In each interface language.
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { axeViolations, blocking } from './axe-support';
import { placeOrder } from './orders-support';
import {
  expect,
  LANGUAGES,
  merchantId,
  open,
  screenPath,
  setLanguageCookie,
  settled,
  skipOtherViewports,
  test,
  tr,
} from './support';
import { moveThrough, TO_DELIVERED } from './venue-feedback-support';

/** axe on the page as it is now: no serious or critical violation. */
async function expectNoSeriousAxeViolations(page: import('@playwright/test').Page) {
  await settled(page);
  expect(blocking(await axeViolations(page))).toEqual([]);
}

for (const lang of LANGUAGES) {
  test(`${lang}: a delivered order's dish is rated on the order page and shown on the product page`, async ({
    page,
    request,
    pageErrors,
  }) => {
    skipOtherViewports(lang);
    const demo = await merchantId(request, 'demo');
    const session = await apiLogin(request, demo);
    const order = await placeOrder(request, session);
    const dish = order.cartItems[0]!.product;
    const dishName = dish.name![lang];
    await setLanguageCookie(page, lang);
    await putSessionInBrowser(page, session);

    await open(page, `/profile/orders/${order.id}`);
    await expect(page.locator('[data-stream="live"]')).toBeVisible();
    const block = page.getByRole('region', { name: tr('reviews.title', lang) });
    // Not received yet: nothing to rate, only the way to write about the order.
    await expect(block).toHaveCount(0);
    await expect(page.getByRole('link', { name: tr('reviews.feedbackLink', lang) })).toBeVisible();

    await moveThrough(request, demo, order.id, TO_DELIVERED);
    await expect(block).toBeVisible();
    const rate = block.getByRole('button', { name: tr('reviews.rateDish', lang, { name: dishName }) });
    await rate.click();
    const form = block.getByRole('form', { name: tr('reviews.rateDish', lang, { name: dishName }) });
    await form.getByRole('button', { name: tr('reviews.send', lang) }).click();
    await expect(form.getByRole('alert')).toHaveText(tr('reviews.chooseGrade', lang));

    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: screenPath(`reviews-form-${lang}-${test.info().project.name}`),
      fullPage: true,
      scale: 'css',
    });

    const four = form.getByRole('radio', { name: tr('stars.option', lang, { grade: 4 }), exact: true });
    await four.locator('xpath=..').click();
    await expect(four).toBeChecked();
    const text = `E2E ${lang} ${Date.now()} — juda mazali`;
    await form.getByLabel(tr('reviews.text', lang)).fill(text);
    await form.getByRole('button', { name: tr('reviews.send', lang) }).click();

    await expect(block.getByRole('status')).toHaveText(tr('reviews.thanks', lang));
    await expect(block.getByText(text)).toBeVisible();
    await expect(block.getByRole('img', { name: tr('stars.option', lang, { grade: 4 }) })).toBeVisible();
    await expect(rate).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: screenPath(`reviews-done-${lang}-${test.info().project.name}`),
      fullPage: true,
      scale: 'css',
    });

    // Reloaded, the page remembers: the line shows my review, and "Rate" is gone for good.
    await page.reload();
    await expect(block.getByText(text)).toBeVisible();
    await expect(rate).toHaveCount(0);

    await block.getByRole('link', { name: dishName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${dish.id}$`));
    const reviews = page.getByRole('region', { name: tr('product.reviews', lang), exact: true });
    await expect(reviews.getByText(text)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}
