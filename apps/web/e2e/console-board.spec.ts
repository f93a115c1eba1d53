// The merchant console's live order board, as staff: a customer's order placed over the API
// reaches the open board by its stream (no reload) and takes over the screen ringing; accepting
// with a preparation time gives the customer a promised time; rejecting with a reason cancels it
// with that reason; two staff accepting the same order at once — exactly one wins, the other is
// told it was already changed. axe on the board at 360 px.
import type { OrderDetails } from '@dastarkhan/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeViolations, blocking } from './axe-support';
import {
  type ApiSession,
  apiLogin,
  authHeaders,
  DEMO_OPERATOR_PHONE,
  DEMO_OWNER_PHONE,
  openConsole,
  placeOrder,
  staffSession,
} from './console-support';
import { expect, merchantId, test } from './support';

/** The board signed in as `staff`, in English, on the server's ordering clock, its stream live. */
async function openBoard(page: Page, request: APIRequestContext, staff: ApiSession) {
  await openConsole(page, staff, 'orders', { request });
  await expect(page.locator('[data-stream="live"]')).toHaveText('Live');
}

/** The new-order takeover, moved along its queue to `order` (other tests' orders may wait too). */
async function takeoverOf(page: Page, order: OrderDetails) {
  const dialog = page.getByRole('dialog', { name: /^New order #\d+$/ });
  await expect(dialog).toBeVisible();
  const previous = dialog.getByRole('button', { name: 'Previous order' });
  const next = dialog.getByRole('button', { name: 'Next order' });
  // Other tests' orders come and go in the queue meanwhile: from the first waiting order, step
  // forward until it is ours, starting over when the end is reached first.
  // Ours may reach this board's queue a moment after the test placed it: try again until then.
  await expect(async () => {
    for (let step = 0; step < 40; step++) {
      if (Number(await dialog.getAttribute('data-order-id')) === order.id) return;
      // A queue of one has no arrows (and isEnabled would wait for them): try again later.
      if ((await next.count()) === 0) break;
      if (await next.isEnabled()) await next.click();
      else while (await previous.isEnabled()) await previous.click();
    }
    throw new Error(`order #${order.number} is not in the takeover's queue yet`);
  }).toPass({ timeout: 25_000, intervals: [250, 500, 1_000] });
  await expect(dialog).toHaveAttribute('data-order-id', String(order.id));
  await expect(dialog).toHaveAccessibleName(`New order #${order.number}`);
  return dialog;
}

async function customerView(request: APIRequestContext, customer: ApiSession, id: number) {
  const res = await request.get(`/api/orders/v1/orders/${id}`, { headers: authHeaders(customer) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: OrderDetails }).data;
}

test('a new order reaches the open board live, rings, and is accepted for 20 minutes', async ({
  page,
  request,
}) => {
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const customer = await apiLogin(request, demo);
  await openBoard(page, request, operator);

  const order = await placeOrder(request, customer, 2);
  // By the stream, without a reload: the card is on the board within 2 s, in New.
  await expect(page.locator(`[data-column="NEW"] [data-order-id="${order.id}"]`)).toBeAttached({
    timeout: 2_000,
  });
  const dialog = await takeoverOf(page, order);
  await expect(dialog).toHaveAttribute('data-ringing', /normal|late/);
  await expect(dialog).toContainText('2×');
  await page.screenshot({
    path: `test-results/screens/console-board-takeover-${test.info().project.name}.png`,
  });

  await dialog.getByRole('button', { name: 'Accept 20 min' }).click();
  const card = page.locator(`[data-column="KITCHEN"] [data-order-id="${order.id}"]`);
  await expect(card).toBeAttached();
  await expect(card).toHaveAttribute('data-status', 'ACCEPTED');
  const seen = await customerView(request, customer, order.id);
  expect(seen.status).toBe('ACCEPTED');
  expect(seen.prepMinutes).toBe(20);
  expect(seen.promisedAt).toBeTruthy();
  // The card promises the same time, in Tashkent.
  const promised = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tashkent',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(seen.promisedAt!));
  await expect(card).toContainText(`by ${promised}`);
  if (!(await dialog.isVisible())) {
    await page.screenshot({ path: `test-results/screens/console-board-${test.info().project.name}.png` });
  }
});

test('rejecting with a reason cancels the customer’s order with that reason', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the same takeover as the accept journey; once');
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const customer = await apiLogin(request, demo);
  await openBoard(page, request, operator);

  const order = await placeOrder(request, customer);
  const dialog = await takeoverOf(page, order);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reasons = dialog.getByRole('group', { name: 'Why reject it?' });
  const confirm = reasons.getByRole('button', { name: 'Confirm rejection' });
  await expect(confirm).toBeDisabled();
  await reasons.getByRole('radio', { name: 'An item in the order ran out' }).check();
  await confirm.click();
  // It leaves New for Done today, which is folded until asked for.
  await expect(page.locator(`[data-column="NEW"] [data-order-id="${order.id}"]`)).toHaveCount(0);
  // Another test's new order may take the screen meanwhile: folded away, it lets the board through.
  await expect(async () => {
    const later = page.getByRole('button', { name: 'Later' });
    if (await later.isVisible()) await later.click();
    await page.getByRole('button', { name: /^Show \(\d+\)$/ }).click({ timeout: 1_000 });
  }).toPass();
  const card = page.locator(`[data-column="DONE"] [data-order-id="${order.id}"]`);
  await expect(card).toHaveAttribute('data-status', 'CANCELED');
  await expect(card).toContainText('Reason: An item in the order ran out');

  const seen = await customerView(request, customer, order.id);
  expect(seen.status).toBe('CANCELED');
  expect(seen.reason).toBe('OUT_OF_STOCK');
});

async function staffPage(browser: Browser, request: APIRequestContext, staff: ApiSession) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await openBoard(page, request, staff);
  return page;
}

test('two staff accept the same order at once: one wins, the other is told it changed', async ({
  browser,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'two browsers side by side; once');
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
  const customer = await apiLogin(request, demo);
  const [first, second] = await Promise.all([
    staffPage(browser, request, operator),
    staffPage(browser, request, owner),
  ]);
  try {
    const order = await placeOrder(request, customer);
    const [one, two] = await Promise.all([takeoverOf(first, order), takeoverOf(second, order)]);
    // Both click before either hears of the other's accept: the first board's call is held in
    // the browser until the second's has gone through, so the first acts on a stale view.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await first.route('**/api/orders/v1/operator/orders/*/status', async (route) => {
      await held;
      await route.continue();
    });
    await one.getByRole('button', { name: 'Accept 15 min' }).click();
    await two.getByRole('button', { name: 'Accept 15 min' }).click();
    await expect(second.locator(`[data-column="KITCHEN"] [data-order-id="${order.id}"]`)).toBeAttached();
    release();

    const changed = /was already changed by someone else/;
    const toasts = [first, second].map((page) => page.getByText(changed));
    await expect
      .poll(async () => (await Promise.all(toasts.map((toast) => toast.count()))).reduce((a, b) => a + b, 0))
      .toBe(1);
    // Both boards end up showing the order accepted, once, with the winner's 15 minutes.
    for (const page of [first, second]) {
      await expect(page.locator(`[data-column="KITCHEN"] [data-order-id="${order.id}"]`)).toHaveAttribute(
        'data-status',
        'ACCEPTED',
      );
    }
    const seen = await customerView(request, customer, order.id);
    expect(seen.prepMinutes).toBe(15);
    const history = seen.history.filter((event) => event.toStatus === 'ACCEPTED');
    expect(history).toHaveLength(1);
  } finally {
    await first.context().close();
    await second.context().close();
  }
});

test('the board passes axe at 360 px', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone width');
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const customer = await apiLogin(request, demo);
  await openBoard(page, request, operator);
  const order = await placeOrder(request, customer);
  const dialog = await takeoverOf(page, order);
  await page.screenshot({ path: 'test-results/screens/console-board-takeover-360.png' });
  expect(blocking(await axeViolations(page))).toEqual([]);
  // Folded away, the board itself with a waiting card and the red bar.
  // Other tests' new orders open it again as they arrive (as they should): fold until it stays.
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByText(/new orders? waiting/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/screens/console-board-360.png', fullPage: true });
  expect(blocking(await axeViolations(page))).toEqual([]);
});
