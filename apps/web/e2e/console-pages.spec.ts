// The console's Marketing screen (decision 026) in the browser: a vacancy published from its sheet
// is open in the list and on the storefront's API; a page's Markdown shows in the server's preview
// as the storefront will show it (typed HTML as text). Nothing shared is saved: the tenant's pages
// stay as other specs expect them (saving and sanitising are API tests: operator-pages.test.ts).
import { DEMO_OWNER_PHONE, foldTakeovers, openConsole, staffSession } from './console-support';
import { expect, merchantId, test } from './support';

test.skip(({ isMobile }) => isMobile, 'one journey, at the desktop width');

test('a vacancy is published from the sheet; Markdown is previewed as the server renders it', async ({
  page,
  request,
  pageErrors,
}) => {
  const demo = await merchantId(request, 'demo');
  const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
  const stamp = Date.now().toString(36);
  await foldTakeovers(page);
  await openConsole(page, owner, 'pages?tab=vacancies');
  await page.getByRole('button', { name: 'New vacancy' }).click();
  const sheet = page.getByRole('dialog', { name: 'New vacancy' });
  const position = sheet.getByRole('group', { name: 'Position' });
  await position.getByLabel('Uzbek').fill(`Kassir ${stamp}`);
  await position.getByLabel('Russian').fill(`Кассир ${stamp}`);
  await position.getByLabel('English').fill(`Cashier ${stamp}`);
  await sheet.getByLabel('Contact person').fill('Aziza');
  await sheet.getByLabel('Their phone').fill('998 90 111 22 33');
  await sheet
    .getByRole('group', { name: 'Description' })
    .getByLabel('English')
    .fill(`Evening shifts ${stamp}`);
  await sheet.getByRole('button', { name: 'Publish' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('listitem', { name: `Cashier ${stamp}` })).toContainText('Open');
  const open = await request.get('/api/support/v1/vacancies', { headers: { merchant: String(demo) } });
  expect(JSON.stringify(await open.json())).toContain(`Evening shifts ${stamp}`);

  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByRole('radio', { name: 'Public offer' }).check();
  await page.getByRole('radio', { name: 'English' }).check();
  await page
    .getByLabel('Text (Markdown)')
    .fill(`## Offer ${stamp}\n\nPay **cash**. <script>alert(1)</script>`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: `Offer ${stamp}` })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('cash');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await expect(page.getByText('No translation: Uzbek, Russian', { exact: false })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
