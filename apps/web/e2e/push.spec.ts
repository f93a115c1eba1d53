// Web push (issue 18, decision 033): the order page's "Notify me about this order" switch and the
// console's new-order toggle. Playwright's Chromium contexts are incognito, where Chromium refuses
// every push subscription (saying so in the console itself): tapping must end in the short "not
// available" line, the switch off and usable again, never a page error of ours.
// Both workers carry the push handlers; axe on the order page with the switch.

import { join } from 'node:path';
import { pushMessages } from '../src/i18n/messages/push';
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { axeViolations, blocking } from './axe-support';
import { foldTakeovers, openConsole, staffSession } from './console-support';
import { placeOrder } from './orders-support';
import {
  expect,
  type Language,
  merchantId,
  open,
  registerMessages,
  SCREENS_DIR,
  setLanguageCookie,
  test,
  tr,
} from './support';

registerMessages(pushMessages);

/** Chromium's own console line when a page subscribes in incognito (crbug.com/41124656). */
const INCOGNITO = 'does not support the Push API in incognito mode';
const ours = (errors: string[]) => errors.filter((error) => !error.includes(INCOGNITO));

test('the order page turns push on, or says it is not available here, on a tap', async ({
  page,
  request,
  pageErrors,
}) => {
  await page.context().grantPermissions(['notifications']);
  const lang: Language = 'eng';
  const session = await apiLogin(request, await merchantId(request, 'demo'));
  const order = await placeOrder(request, session, 1);
  await setLanguageCookie(page, lang);
  await putSessionInBrowser(page, session);
  await open(page, `/profile/orders/${order.id}`);

  const toggle = page.getByRole('switch', { name: tr('push.notifyOrder', lang) });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(blocking(await axeViolations(page))).toEqual([]);

  await toggle.click();
  await expect(page.getByRole('status').getByText(tr('push.failed', lang))).toBeVisible({ timeout: 25_000 });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeEnabled();
  await page.screenshot({ path: join(SCREENS_DIR, `push-order-${test.info().project.name}.png`) });
  expect(blocking(await axeViolations(page))).toEqual([]);
  expect(ours(pageErrors)).toEqual([]);
});

test('both service workers handle push and notification taps @server', async ({ request }) => {
  for (const path of ['/sw.js', '/console/sw.js']) {
    const source = await (await request.get(path)).text();
    expect(source, path).toMatch(/addEventListener\(['"]push['"]/);
    expect(source, path).toMatch(/addEventListener\(['"]notificationclick['"]/);
    expect(source, path).toContain('showNotification');
  }
  const key = await request.get('/api/users/v1/push/key', {
    headers: { merchant: String(await merchantId(request, 'demo')) },
  });
  expect(((await key.json()) as { data: { publicKey: string } }).data.publicKey).toMatch(/^[\w-]{87}$/);
});

test('the console board’s push toggle turns on, or says it is not available here', async ({
  page,
  request,
  pageErrors,
}) => {
  await page.context().grantPermissions(['notifications']);
  const staff = await staffSession(request, await merchantId(request, 'demo'));
  await foldTakeovers(page);
  await openConsole(page, staff, 'orders');
  const toggle = page.getByRole('checkbox', { name: 'New order notifications when the console is closed' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(
    page.getByRole('status').getByText('Notifications are not available right now. Try again later'),
  ).toBeVisible({
    timeout: 25_000,
  });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.screenshot({ path: join(SCREENS_DIR, `push-console-${test.info().project.name}.png`) });
  expect(ours(pageErrors)).toEqual([]);
});
