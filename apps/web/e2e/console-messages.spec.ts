// The OWNER's Messages screen (issue 18, decision 035): a message that did not get through is
// there with its reason in words and the order's number, and Retry queues it again. The dead
// message is made the real way, on lavash: lavash has a staff group id but no bot token, so the
// staff group's "new order" message dies on its first try ("No bot token saved") without any call
// to Telegram. Each browser places its own order; only the staff group id of lavash is changed
// (as console-settings.spec.ts does).
import { computeOrderPricing, type OrderDetails, type OutboxPage, requestTotals } from '@dastarkhan/domain';
import type { APIRequestContext } from '@playwright/test';
import { axeViolations, blocking } from './axe-support';
import {
  type ApiSession,
  apiLogin,
  authHeaders,
  LAVASH_OWNER_PHONE,
  openConsole,
  staffSession,
} from './console-support';
import { expect, menuOf, merchantId, test } from './support';

interface Branch {
  id: number;
}

/** A pick-up order at lavash by a new customer; a moment's pause of lavash (another spec) is waited out. */
async function placeLavashOrder(request: APIRequestContext, lavash: number): Promise<OrderDetails> {
  const headers = { merchant: String(lavash) };
  const branches = (
    (await (await request.get('/api/users/v1/branches', { headers })).json()) as { data: Branch[] }
  ).data;
  const menu = await menuOf(request, 'lavash');
  type Sold = (typeof menu.products)[number] & {
    productBranch: Array<{ branch: { id: number; isActive: boolean } }>;
  };
  const branch = branches[0]!;
  // From the start of the menu: store-controls.spec.ts stops products from its end.
  const product = (menu.products as Sold[]).find(
    (p) =>
      p.type === 'NONE' && p.productBranch.some((pb) => pb.branch.id === branch.id && pb.branch.isActive),
  )!;
  const customer = await apiLogin(request, lavash);
  const cartItems = [
    {
      product: { id: product.id, costPrice: product.costPrice, discount: product.discount, count: 1 },
      modifications: [],
    },
  ];
  const { totals } = computeOrderPricing({
    items: cartItems,
    serviceType: 'PICK_UP',
    deliveryPrice: 0,
    now: new Date(),
  });
  let answer = '';
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/orders/v1/orders', {
          headers: authHeaders(customer),
          data: {
            serviceType: 'PICK_UP',
            cartItems,
            branch: { id: branch.id },
            paymentType: 'CASH',
            cashback: totals.cashback,
            deliveryPrice: totals.deliveryPrice,
            deliveryDiscount: totals.deliveryDiscount,
            totals: requestTotals(totals),
          },
        });
        answer = await response.text();
        return response.status();
      },
      { timeout: 20_000, message: 'the lavash order' },
    )
    .toBe(201);
  return (JSON.parse(answer) as { data: OrderDetails }).data;
}

/** The lavash owner, with a staff group id saved (any: the bot that would write there is missing). */
async function lavashWithDeadMessage(request: APIRequestContext) {
  const lavash = await merchantId(request, 'lavash');
  const owner: ApiSession = await staffSession(request, lavash, LAVASH_OWNER_PHONE);
  const settings = await request.get('/api/users/v1/operator/settings', { headers: authHeaders(owner) });
  const { credentials } = (
    (await settings.json()) as { data: { credentials: { telegram: { staffChatId: string } } } }
  ).data;
  if (!credentials.telegram.staffChatId) {
    const saved = await request.put('/api/users/v1/operator/settings', {
      headers: authHeaders(owner),
      data: { credentials: { telegram: { staffChatId: `-100${Date.now()}` } } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const order = await placeLavashOrder(request, lavash);
  await expect
    .poll(
      async () => {
        const page = await request.get('/api/users/v1/operator/outbox?state=dead&size=100', {
          headers: authHeaders(owner),
        });
        const { content } = ((await page.json()) as { data: OutboxPage }).data;
        return content.find((m) => m.order?.id === order.id)?.lastReason ?? null;
      },
      { timeout: 20_000, message: 'the dead staff message' },
    )
    .toBe('no_bot');
  return { owner, order };
}

test('the owner sees a message that did not get through, with its reason, and retries it', async ({
  page,
  request,
  isMobile,
}) => {
  const { owner, order } = await lavashWithDeadMessage(request);
  await openConsole(page, owner, 'messages', { vendor: 'lavash' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Messages');
  await expect(page.getByRole('button', { name: /^Not delivered/, pressed: true })).toBeVisible();
  const row = page
    .locator('.outbox-row')
    .filter({ has: page.getByRole('button', { name: `Open order #${order.number}` }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('New order, to the staff group');
  await expect(row).toContainText('No bot token saved');
  await expect(row).toContainText('Staff group');
  await expect(row).toContainText('Telegram');
  // The count beside the Messages link (the sidebar on a desktop, the Manage link on a phone).
  await expect(page.locator('[data-dead-messages]:visible').first()).toBeVisible();
  // The order number opens the order itself.
  await row.getByRole('button', { name: `Open order #${order.number}` }).click();
  await expect(page.getByRole('dialog', { name: `Order #${order.number}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.screenshot({
    path: `test-results/screens/console-messages-${isMobile ? '360' : 'desktop'}.png`,
    fullPage: true,
  });
  expect(blocking(await axeViolations(page))).toEqual([]);

  await row.getByRole('button', { name: /^Retry/ }).click();
  await expect(page.getByText('The message is queued again.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Open order #${order.number}` })).toHaveCount(0);
});

test('the settings explain the staff group id and the bot connection', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone width');
  const lavash = await merchantId(request, 'lavash');
  const owner = await staffSession(request, lavash, LAVASH_OWNER_PHONE);
  await openConsole(page, owner, 'settings', { vendor: 'lavash' });
  const chat = page.getByLabel('Staff group chat id');
  await expect(chat).toHaveAccessibleDescription(/-1001000000001/);
  await expect(page.getByRole('heading', { name: 'Telegram bot connection' })).toBeVisible();
  await expect(page.getByText('Save the bot token above first.')).toBeVisible();
  await page.getByRole('heading', { name: 'Telegram bot connection' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/console-settings-telegram-360.png' });
});
