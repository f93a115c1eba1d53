// Saved cards (issue 6): added through Payme's Subscribe API (played by
// scripts/fake-payme-subscribe.mjs, which the Playwright config starts), confirmed with the SMS
// code, listed, used to pay an order from its page, and deleted. Test card of the fake:
// 8600 0691 9540 6311, 03/99, code 666666.
import type { Page } from '@playwright/test';
import { accountMessages } from '../src/i18n/messages/account';
import { loginMessages } from '../src/i18n/messages/login';
import { type ApiSession, apiLogin, putSessionInBrowser } from './accounts-support';
import { placeOrder } from './orders-support';
import { authHeaders, getOrderAsCustomer, paidBadge, payPanel } from './payments-support';
import {
  escapeRegExp,
  expect,
  type Language,
  merchantId,
  msg,
  open,
  registerMessages,
  setLanguageCookie,
  test,
  tr,
} from './support';

registerMessages(accountMessages);
registerMessages(loginMessages);

const TEST_CARD = { number: '8600069195406311', expire: '0399', code: '666666', tail: '6311' };

async function signedIn(page: Page, request: Parameters<typeof apiLogin>[0], lang: Language) {
  const session = await apiLogin(request, await merchantId(request, 'demo'));
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  return session;
}

/** Types the test card into /profile/cards/create and asks for the code. */
async function addTestCard(page: Page, lang: Language, name?: string) {
  const number = page.getByLabel(tr('cards.number', lang));
  await number.fill(TEST_CARD.number);
  await expect(number).toHaveValue('8600 0691 9540 6311');
  const expire = page.getByLabel(new RegExp(`^${escapeRegExp(tr('cards.expire', lang))}`));
  await expire.fill(TEST_CARD.expire);
  await expect(expire).toHaveValue('03/99');
  if (name) await page.getByLabel(new RegExp(`^${escapeRegExp(tr('cards.name', lang))}`)).fill(name);
  await page.getByRole('button', { name: tr('cards.submit', lang) }).click();
  await expect(page).toHaveURL(/\/profile\/cards\/confirm\?id=\d+/);
}

function cardList(page: Page, lang: Language) {
  return page.getByRole('list', { name: tr('cards.list', lang) });
}

async function verifiedCards(request: Parameters<typeof apiLogin>[0], session: ApiSession) {
  const response = await request.get('/api/payments/v1/cards', { headers: authHeaders(session) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Array<{ id: number; number: string; isVerified: boolean }> })
    .data;
}

test('a card is added from an unpaid order, confirmed by SMS, pays the order, and is deleted', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'eng';
  const session = await signedIn(page, request, lang);
  const order = await placeOrder(request, session, 1, 'PAYME');

  // The order waits for its money; no card yet, so only "Pay with Payme" and "Add a card".
  await open(page, `/profile/orders/${order.id}`);
  const panel = payPanel(page, lang);
  await expect(
    panel.getByRole('button', { name: tr('payments.payWith', lang, { provider: 'Payme' }) }),
  ).toBeVisible();
  await panel.getByRole('link', { name: tr('payments.addCard', lang) }).click();

  // Payme's rules for the form: its offer, "Powered by Payme", no field names, no action.
  await expect(page).toHaveURL(/\/profile\/cards\/create\?back=/);
  await expect(page.getByRole('heading', { level: 1, name: tr('cards.createTitle', lang) })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('cards.backToOrder', lang) })).toHaveAttribute(
    'href',
    `/profile/orders/${order.id}`,
  );
  await expect(page.getByText('Powered by Payme')).toBeVisible();
  await expect(page.getByText(tr('cards.secure', lang))).toBeVisible();
  await expect(page.getByRole('link', { name: tr('cards.offer', lang) })).toHaveAttribute(
    'href',
    'https://cdn.payme.uz/terms/main.html',
  );
  const form = page.locator('form').filter({ has: page.getByLabel(tr('cards.number', lang)) });
  await expect(form.locator('input')).toHaveCount(3);
  await expect(form.locator('input[name]')).toHaveCount(0);
  expect(await form.getAttribute('action')).toBeNull();
  await addTestCard(page, lang);

  // The code: where it went (masked), a countdown before a resend, and the six digits.
  await expect(page.getByText(/We texted a code to .*\*/)).toBeVisible();
  const seconds = tr('login.resendIn', lang, { seconds: 999 }).split('999').map(escapeRegExp).join('\\d+');
  await expect(page.getByText(new RegExp(`^${seconds}$`))).toBeVisible();
  await page.getByLabel(tr('cards.code', lang)).fill(TEST_CARD.code);

  // Back to the order, which now offers the card.
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
  await expect(page.getByRole('status').filter({ hasText: tr('cards.added', lang) })).toBeVisible();
  const payByCard = panel.getByRole('button', {
    name: tr('payments.payCard', lang, { tail: TEST_CARD.tail }),
  });
  await expect(payByCard).toBeVisible();
  await expect(paidBadge(page, lang, false)).toBeVisible();
  // The same order in another tab follows the payment through its live stream.
  const tab = await page.context().newPage();
  await tab.goto(`/profile/orders/${order.id}`);
  await expect(tab.locator('[data-stream="live"]')).toBeVisible();
  await expect(paidBadge(tab, lang, false)).toBeVisible();
  await payByCard.click();
  await expect(page.getByRole('status').filter({ hasText: tr('payments.paid', lang) })).toBeVisible();
  await expect(paidBadge(page, lang, true)).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(paidBadge(tab, lang, true)).toBeVisible();
  await tab.close();
  expect((await getOrderAsCustomer(request, session, order.id)).isPaid).toBe(true);

  // The card in the list, then deleted after the question.
  await open(page, '/profile/cards');
  const row = cardList(page, lang).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`•••• ${TEST_CARD.tail}`);
  await expect(row).toContainText(tr('cards.expires', lang, { expire: '03/99' }));
  await row.getByRole('button', { name: new RegExp(escapeRegExp(TEST_CARD.tail)) }).click();
  const dialog = page.getByRole('dialog', { name: tr('cards.deleteTitle', lang) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: tr('cards.deleteAction', lang) }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('cards.deleted', lang) })).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('cards.emptyTitle', lang) })).toBeVisible();
  expect(await verifiedCards(request, session)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the card form checks the number and the expiry; a wrong SMS code is refused in Russian', async ({
  page,
  request,
  pageErrors,
}) => {
  const lang: Language = 'ru';
  await page.clock.install();
  const session = await signedIn(page, request, lang);
  await open(page, '/profile/cards');
  await expect(page.getByRole('heading', { name: tr('cards.emptyTitle', lang) })).toBeVisible();
  await page.getByRole('link', { name: tr('cards.add', lang) }).click();
  await expect(page).toHaveURL(/\/profile\/cards\/create$/);

  // Too short a number and a month that does not exist: said at the fields, nothing sent.
  await page.getByLabel(tr('cards.number', lang)).fill('8600 0691');
  await page.getByLabel(new RegExp(`^${escapeRegExp(tr('cards.expire', lang))}`)).fill('1399');
  await page.getByRole('button', { name: tr('cards.submit', lang) }).click();
  await expect(page.getByText(tr('cards.numberInvalid', lang))).toBeVisible();
  await expect(page.getByText(tr('cards.expireInvalid', lang))).toBeVisible();
  await expect(page.getByLabel(tr('cards.number', lang))).toBeFocused();
  await expect(page).toHaveURL(/\/profile\/cards\/create$/);

  await addTestCard(page, lang, 'Рабочая');
  await page.getByLabel(tr('cards.code', lang)).fill('111111');
  await expect(page.getByRole('alert').filter({ hasText: msg('CARD_CODE_WRONG', lang) })).toBeVisible();
  expect(await verifiedCards(request, session)).toEqual([]);

  // The resend waits for its countdown (the page's clock is moved past it), then sends again.
  const resend = page.getByRole('button', { name: tr('login.resend', lang) });
  await expect(resend).toHaveCount(0);
  await page.clock.fastForward(61_000);
  await resend.click();
  await expect(page.getByRole('status').filter({ hasText: tr('cards.resent', lang) })).toBeVisible();
  await expect(resend).toHaveCount(0);

  await page.getByLabel(tr('cards.code', lang)).fill(TEST_CARD.code);
  await expect(page).toHaveURL(/\/profile\/cards$/);
  const row = cardList(page, lang).getByRole('listitem');
  await expect(row).toContainText('Рабочая');
  await expect(row).toContainText(`•••• ${TEST_CARD.tail}`);
  expect(await verifiedCards(request, session)).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('the profile leads to the cards, in Uzbek', async ({ page, request }) => {
  const lang: Language = 'uz';
  await signedIn(page, request, lang);
  await open(page, '/profile');
  await page.getByRole('link', { name: tr('account.cards', lang) }).click();
  await expect(page).toHaveURL(/\/profile\/cards$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('cards.title', lang) })).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('cards.emptyTitle', lang) })).toBeVisible();
});

test('a tenant without saved cards (lavash) shows no cards in the profile and says so on their page', async ({
  page,
  request,
}) => {
  const lang: Language = 'uz';
  const session = await apiLogin(request, await merchantId(request, 'lavash'));
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  await open(page, '/profile?vendor=lavash');
  // The profile's own list (the header and the footer link the orders too).
  await expect(page.getByRole('main').getByRole('link', { name: tr('account.orders', lang) })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('account.cards', lang) })).toHaveCount(0);
  await open(page, '/profile/cards');
  await expect(page.getByText(tr('cards.unavailable', lang))).toBeVisible();
  await expect(page.getByRole('link', { name: tr('cards.add', lang) })).toHaveCount(0);
});
