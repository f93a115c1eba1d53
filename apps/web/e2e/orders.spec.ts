// Order screens (issue 5): the lists with their tabs, an order followed live while the operator
// moves it, the customer's cancel, the archive's paging, the map page, and the guest's notice.

import type { LabelledOrderStatus } from '@dastarkhan/domain';
import { branchAddress } from '@dastarkhan/domain/client';
import { ordersMessages } from '../src/i18n/messages/orders';
import { apiLogin, putSessionInBrowser } from './accounts-support';
import {
  cancelOrderAsCustomer,
  card,
  moveOrder,
  placeDelivery,
  placeOrder,
  staffSession,
  statusCard,
  statusLabel,
  tab,
} from './orders-support';
import {
  escapeRegExp,
  expect,
  type Language,
  merchantId,
  msg,
  open,
  registerMessages,
  setLanguageCookie,
  somPattern,
  test,
  tr,
} from './support';

registerMessages(ordersMessages);

test('an order placed through the API is followed live through every step, then archived', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'eng';
  const demo = await merchantId(request, 'demo');
  const session = await apiLogin(request, demo);
  const order = await placeOrder(request, session, 2);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);

  await open(page, '/profile/orders');
  await expect(page.getByRole('heading', { level: 1, name: tr('orders.title', lang) })).toBeVisible();
  await expect(tab(page, lang, 'active')).toHaveAttribute('aria-selected', 'true');
  const listed = card(page, lang, order.number);
  await expect(listed).toContainText(statusLabel('OPEN', lang));
  await expect(listed).toContainText(tr('orders.itemCount', lang, { count: 2 }));
  await expect(listed).toContainText(somPattern(order.totals.totalPrice, lang));

  await listed.click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: tr('orders.number', lang, { number: order.number }) }),
  ).toBeVisible();
  const status = statusCard(page, lang);
  // The stream is open before the operator acts (the card says so, and tests wait for it).
  await expect(page.locator(`[data-stream="live"]`)).toBeVisible();
  await expect(status.getByText(statusLabel('OPEN', lang), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('orders.cancel', lang) })).toBeVisible();

  // Nothing reloads the page from here on: this mark would be lost.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const operator = await staffSession(request, demo);
  const steps: Array<[string, LabelledOrderStatus]> = [
    ['ACCEPTED', 'ACCEPTED'],
    ['COOKING', 'COOKING'],
    ['DONE', 'DONE'],
    ['DELIVERED', 'DELIVERED'],
  ];
  for (const [move, shown] of steps) {
    await moveOrder(request, operator, order.id, move);
    await expect(status.getByText(statusLabel(shown, lang, 'PICK_UP'), { exact: true })).toBeVisible();
    // The history gains the step and marks it as the current one.
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByText(tr('orders.history.placed', lang)) })
        .locator('[aria-current="step"]'),
    ).toContainText(statusLabel(shown, lang, 'PICK_UP'));
  }
  await expect(status).toContainText(tr('orders.hint.DELIVERED.counter', lang));
  // Accepted and closing times appeared; canceling is no longer offered.
  const term = (text: string) =>
    page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
  await expect(term(tr('orders.time.accepted', lang))).toBeVisible();
  await expect(term(tr('orders.time.closed', lang))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('orders.cancel', lang) })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  await page.getByRole('link', { name: tr('orders.back', lang) }).click();
  await expect(page.getByText(msg('NO_ACTIVE_ORDERS', lang))).toBeVisible();
  await tab(page, lang, 'archive').click();
  await expect(page).toHaveURL(/\?tab=archive$/);
  await expect(card(page, lang, order.number)).toContainText(statusLabel('DELIVERED', lang, 'PICK_UP'));
  expect(pageErrors).toEqual([]);
});

test('the customer cancels an order after confirming, and the screen says so at once', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'ru';
  const session = await apiLogin(request, await merchantId(request, 'demo'));
  const order = await placeOrder(request, session);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  await open(page, `/profile/orders/${order.id}`);

  await page.getByRole('button', { name: tr('orders.cancel', lang) }).click();
  const dialog = page.getByRole('dialog', { name: tr('orders.cancelTitle', lang) });
  await expect(dialog).toContainText(tr('orders.cancelText', lang, { number: order.number }));
  // The safe choice has the focus; Escape keeps the order.
  await expect(dialog.getByRole('button', { name: tr('orders.cancelKeep', lang) })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: tr('orders.cancel', lang) }).click();
  await dialog.getByRole('button', { name: tr('orders.cancelConfirm', lang) }).click();
  await expect(
    statusCard(page, lang).getByText(statusLabel('CANCELED', lang), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(tr('orders.canceled', lang)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: tr('orders.cancel', lang) })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the archive shows ten orders a page and the rest on "show more"; tabs work from the keyboard', async ({
  page,
  request,
}) => {
  const lang: Language = 'uz';
  const session = await apiLogin(request, await merchantId(request, 'demo'));
  const numbers: number[] = [];
  for (let i = 0; i < 11; i++) {
    const order = await placeOrder(request, session);
    await cancelOrderAsCustomer(request, session, order.id);
    numbers.push(order.number);
  }
  await putSessionInBrowser(page, session);
  await open(page, '/profile/orders');
  await expect(page.getByText(msg('NO_ACTIVE_ORDERS', lang))).toBeVisible();

  await tab(page, lang, 'active').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, lang, 'archive')).toBeFocused();
  await expect(tab(page, lang, 'archive')).toHaveAttribute('aria-selected', 'true');

  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards).toHaveCount(10);
  // Newest first: the first order placed is the one left for the second page.
  await expect(card(page, lang, numbers[0]!)).toHaveCount(0);
  await page.getByRole('button', { name: tr('orders.loadMore', lang) }).click();
  await expect(cards).toHaveCount(11);
  await expect(card(page, lang, numbers[0]!)).toBeFocused();
  await expect(page.getByRole('button', { name: tr('orders.loadMore', lang) })).toHaveCount(0);
});

test('the order map lists the branch and draws it without tiles', async ({ page, request, pageErrors }) => {
  const lang: Language = 'eng';
  const session = await apiLogin(request, await merchantId(request, 'demo'));
  // A delivery: only an order that travels has the courier's map (issue 19).
  const order = await placeDelivery(request, session, { latitude: 41.311151, longitude: 69.279737 });
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  await open(page, `/profile/orders/${order.id}`);
  await page.getByRole('link', { name: tr('orders.map.open', lang) }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}/map$`));
  await expect(
    page.getByRole('heading', { level: 1, name: tr('orders.map.title', lang, { number: order.number }) }),
  ).toBeVisible();
  const points = page.getByRole('region', { name: tr('orders.map.points', lang) });
  await expect(points).toContainText(order.branchDetails.name[lang]);
  await expect(points).toContainText(branchAddress(order.branchDetails, lang));
  const map = page.getByRole('region', { name: tr('orders.map.region', lang) });
  await expect(map.locator('.order-marker-branch')).toBeVisible();
  await expect(map.getByText(tr('orders.map.tilesFailed', lang))).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a guest is asked to log in on every order screen', async ({ page }) => {
  for (const path of ['/profile/orders', '/profile/orders/1', '/profile/orders/1/map']) {
    await open(page, path);
    await expect(page.getByText(tr('guest.notice', 'uz'))).toBeVisible();
  }
});
