// Staff sign in to the merchant console (/console/, apps/console) with the customers' phone and
// SMS code: an operator of demo lands on the order board and logs out; a customer's phone is told
// it is not staff; the login page passes axe at 360 px. The console is in English here (its
// remembered choice), and its texts are written out: the storefront's tests do not import the
// console's sources (docs/decisions/017).
import type { Page } from '@playwright/test';
import { axeViolations, blocking } from './axe-support';
import {
  authHeaders,
  DEMO_OWNER_PHONE,
  foldTakeovers,
  signInBySms,
  staffSession,
  uniquePhone,
} from './console-support';
import { expect, merchantId, test } from './support';

async function openLogin(page: Page) {
  await page.addInitScript(() => localStorage.setItem('dastarkhan:console:lang', 'eng'));
  await page.goto('/console/login?vendor=demo');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
}

test('an operator of demo signs in with an SMS code, lands on the orders screen and logs out', async ({
  page,
  request,
  pageErrors,
  isMobile,
}) => {
  // A member of staff of this test alone: the seeded operator signs in from other tests at the
  // same moment, and a newer code sent to the same phone would make this one wrong.
  const demo = await merchantId(request, 'demo');
  const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
  const phone = uniquePhone();
  const added = await request.post('/api/users/v1/operator/staff', {
    headers: authHeaders(owner),
    data: { phone, role: 'OPERATOR', firstName: 'Operator' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await openLogin(page);
  await foldTakeovers(page);
  await signInBySms(page, request, phone);

  await expect(page).toHaveURL(/\/console\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeAttached();
  // An operator is offered the board, the stop-list, the inbox and today — not staff management.
  const nav = page.getByRole('navigation', { name: 'Sections' });
  // (the inbox link may carry the count of waiter calls other tests left open)
  await expect(nav.getByRole('link')).toHaveText(['Orders', 'Stop-list', /^Inbox/, 'Today']);

  // The staff token lives under the console's own key; the storefront's stays empty.
  const stored = await page.evaluate(() => [
    localStorage.getItem('dastarkhan:console:session'),
    localStorage.getItem('dastarkhan:session'),
  ]);
  expect(stored[0]).toContain('"token"');
  expect(stored[1]).toBeNull();

  // Who is signed in and Log out: in the top bar on a wide screen, behind the menu on a phone.
  let account = page.getByRole('banner');
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    account = page.getByRole('dialog', { name: 'Menu' });
  }
  await expect(account.getByText(/Operator$/).first()).toBeVisible();
  // Other tests' new orders may open the takeover (a modal) just as the click lands: click again
  // until the page has left, which a click that did nothing would never do.
  await expect(async () => {
    await account.getByRole('button', { name: 'Log out' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/console\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dastarkhan:console:session'))).toBeNull();
  // Without a session every console page leads back to the login.
  await page.goto('/console/orders');
  await expect(page).toHaveURL(/\/console\/login$/);
  expect(pageErrors).toEqual([]);
});

test("a customer's phone is told it is not staff, and no session is kept", async ({ page, request }) => {
  await openLogin(page);
  await signInBySms(page, request, uniquePhone());

  await expect(page.getByRole('alert')).toContainText('This number is not staff of');
  await expect(page).toHaveURL(/\/console\/login\?vendor=demo$/);
  expect(await page.evaluate(() => localStorage.getItem('dastarkhan:console:session'))).toBeNull();
});

test('the console login passes axe at 360 px', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone width');
  await page.setViewportSize({ width: 360, height: 780 });
  await openLogin(page);
  expect(blocking(await axeViolations(page))).toEqual([]);
});
