// Who may manage staff, in the browser and on the server: the kitchen is not offered the screen,
// is refused it when it types the address, and the API refuses its call; another tenant's OWNER
// sees only their own staff and orders; the demo OWNER adds a member of staff and removes them.
import type { APIRequestContext } from '@playwright/test';
import {
  type ApiSession,
  authHeaders,
  DEMO_OWNER_PHONE,
  KITCHEN_PHONE,
  LAVASH_OWNER_PHONE,
  openConsole,
  staffSession,
  uniquePhone,
} from './console-support';
import { expect, merchantId, test } from './support';

async function staffPhones(request: APIRequestContext, owner: ApiSession) {
  const response = await request.get('/api/users/v1/operator/staff', { headers: authHeaders(owner) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Array<{ phone: string | null }> }).data.map((m) => m.phone);
}

/** A phone as the console writes it: +998 (90) 000-00-03. */
const shown = (phone: string) =>
  `+998 (${phone.slice(3, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10, 12)}`;

test.describe('staff management', () => {
  test.skip(({ isMobile }) => isMobile, 'role checks and one add/remove journey, at the desktop width');

  test('the kitchen is neither offered nor given the staff screen, and the API refuses it', async ({
    page,
    request,
  }) => {
    const demo = await merchantId(request, 'demo');
    const kitchen = await staffSession(request, demo, KITCHEN_PHONE);
    await openConsole(page, kitchen, 'kitchen');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Kitchen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

    await page.goto('/console/staff?vendor=demo');
    await expect(page.getByRole('heading', { name: 'This section is not for your role' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);

    const refused = await request.get('/api/users/v1/operator/staff', { headers: authHeaders(kitchen) });
    expect(refused.status()).toBe(403);
  });

  test("another tenant's OWNER sees none of demo's staff or orders", async ({ page, request }) => {
    const demo = await merchantId(request, 'demo');
    const lavash = await merchantId(request, 'lavash');
    const owner = await staffSession(request, lavash, LAVASH_OWNER_PHONE);
    await openConsole(page, owner, 'staff', { vendor: 'lavash' });
    const list = page.getByRole('region', { name: 'Team' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list).toContainText(shown(LAVASH_OWNER_PHONE));
    await expect(list).not.toContainText(shown(KITCHEN_PHONE));
    await expect(list).not.toContainText(shown(DEMO_OWNER_PHONE));

    const orders = await request.get('/api/orders/v1/operator/orders?board=true&size=200', {
      headers: authHeaders(owner),
    });
    expect(orders.status(), await orders.text()).toBe(200);
    const content = ((await orders.json()) as { data: { content: Array<{ merchant: number }> } }).data
      .content;
    expect(content.filter((o) => o.merchant !== lavash)).toEqual([]);
    // Their token is no key to demo's console.
    const across = await request.get('/api/users/v1/operator/staff', {
      headers: { ...authHeaders(owner), merchant: String(demo) },
    });
    expect([401, 403]).toContain(across.status());
  });

  test('the demo OWNER adds a member of staff and removes them', async ({ page, request }) => {
    const demo = await merchantId(request, 'demo');
    const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
    const phone = uniquePhone();
    await openConsole(page, owner, 'staff');
    const form = page.getByRole('form', { name: 'Add a member of staff' });
    await form.getByLabel('Phone number').fill(phone.slice(3));
    await form.getByLabel('Name (optional)').fill('Dilnoza');
    await form.getByLabel('Role').selectOption('KITCHEN');
    await form.getByRole('button', { name: 'Add' }).click();

    const row = page.getByRole('listitem', { name: `Dilnoza ${shown(phone)}` });
    await expect(row).toContainText('Kitchen');
    await expect(row).toContainText('All branches');
    expect(await staffPhones(request, owner)).toContain(phone);

    // The same phone twice is refused, in words.
    await form.getByLabel('Phone number').fill(phone.slice(3));
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByRole('alert')).not.toBeEmpty();

    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Dilnoza?' });
    await dialog.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(row).toHaveCount(0);
    expect(await staffPhones(request, owner)).not.toContain(phone);
  });
});
