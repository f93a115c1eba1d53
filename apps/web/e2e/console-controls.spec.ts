// The merchant console's store controls and order detail panel, as the demo operator: pause the
// branch through the toolbar button and see the storefront's branch answer carry the pause;
// resume; open an order and read its customer and timeline; axe on the panel at 360 px; the
// pick-up handed over reads "Picked up" there.
import type { APIRequestContext } from '@playwright/test';
import { axeViolations, blocking } from './axe-support';
import {
  apiLogin,
  authHeaders,
  DEMO_OPERATOR_PHONE,
  foldTakeovers,
  moveOrder,
  openConsole,
  placeOrder,
  staffSession,
} from './console-support';
import { expect, merchantId, test } from './support';

interface PublicBranch {
  id: number;
  pause: { until: string } | null;
}
async function publicBranch(request: APIRequestContext, merchant: number, id: number) {
  const res = await request.get('/api/users/v1/branches', { headers: { merchant: String(merchant) } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: PublicBranch[] }).data.find((b) => b.id === id);
}

test('the operator pauses a branch for 15 minutes and resumes it', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'one journey, at the desktop width');
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  // The store-controls API was finished in parallel with this screen: not there is a plain failure.
  const controls = await request.get('/api/users/v1/operator/branches/controls', {
    headers: authHeaders(operator),
  });
  expect(controls.status(), await controls.text()).toBe(200);
  const first = ((await controls.json()) as { data: Array<{ branchId: number }> }).data.at(-1);
  // Start from an open branch, whatever an earlier test left.
  await request.put(`/api/users/v1/operator/branches/${first!.branchId}/pause`, {
    headers: authHeaders(operator),
    data: { minutes: 0 },
  });

  await foldTakeovers(page);
  await openConsole(page, operator, 'orders', { request });
  const button = page.getByRole('button', { name: /Taking orders|Paused until|Partly paused|until/ });
  await expect(button).toHaveText(/Taking orders/);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Store controls' });
  const card = dialog.getByRole('region').last();
  await expect(card.getByRole('status')).toHaveText(/Open — taking orders/);
  await card.getByRole('group', { name: 'Pause' }).getByRole('button', { name: '15 min' }).click();
  await expect(card.getByRole('status')).toContainText(/PAUSED — not taking orders until \d\d:\d\d/);
  await expect(card.getByRole('status')).toContainText(/1[45]:\d\d left/);
  await expect(button).toHaveText(/Paused until \d\d:\d\d/);
  await expect.poll(async () => (await publicBranch(request, demo, first!.branchId))?.pause).not.toBeNull();

  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByRole('status')).toHaveText(/Open — taking orders/);
  await expect(button).toHaveText(/Taking orders/);
  expect((await publicBranch(request, demo, first!.branchId))?.pause ?? null).toBeNull();
});

test('the order detail panel shows the customer and the timeline, and passes axe at 360 px', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one journey; the phone width is set inside');
  const demo = await merchantId(request, 'demo');
  const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
  const customer = await apiLogin(request, demo);
  const order = await placeOrder(request, customer, 2);
  // Accepted, so the board does not take over the screen with a new order.
  await moveOrder(request, operator, order.id, 'ACCEPTED');

  await foldTakeovers(page);
  await openConsole(page, operator, 'orders', { request });
  await page.locator(`[data-order-id="${order.id}"] .order-card-open`).click();
  const panel = page.getByRole('dialog', { name: `Order #${order.number}` });
  await expect(panel).toBeVisible();
  // A side panel on the desktop, the whole screen on a phone.
  expect((await panel.boundingBox())?.width).toBeLessThan(600);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(panel.getByRole('region', { name: 'Customer' })).toContainText(/First order|past order/);
  await expect(panel.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+998/);
  const timeline = panel.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Operator');
  // The sheet covers the phone's screen.
  const box = await panel.boundingBox();
  expect(box?.width).toBe(360);
  await page.screenshot({ path: 'test-results/screens/console-order-detail-360.png' });
  expect(blocking(await axeViolations(page))).toEqual([]);

  // A pick-up handed over is "Picked up", in its status and its timeline: never "Delivered".
  for (const status of ['COOKING', 'DONE', 'DELIVERED']) await moveOrder(request, operator, order.id, status);
  await page.goto(`/console/orders?order=${order.id}&vendor=demo`);
  const handedOver = page.getByRole('dialog', { name: `Order #${order.number}` });
  await expect(handedOver.locator('.od-status')).toHaveText('Picked up');
  await expect(handedOver.getByRole('region', { name: 'Timeline' })).toContainText(
    'Ready for pick-up → Picked up',
  );
  await expect(handedOver).not.toContainText('Delivered');
});
