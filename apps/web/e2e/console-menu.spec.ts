// The menu editor (issue 17): an OWNER builds a category and a product with a photo and options
// in the console and a customer finds it on the storefront; the screen passes axe on a phone; a
// MANAGER may open it, an OPERATOR is shown the not-allowed screen. Every record is named with a
// unique suffix: other specs run at the same time on the same demo tenant.
import sharp from 'sharp';
import { axeViolations, blocking } from './axe-support';
import {
  authHeaders,
  DEMO_OPERATOR_PHONE,
  DEMO_OWNER_PHONE,
  data,
  openConsole,
  staffSession,
  uniquePhone,
} from './console-support';
import { expect, merchantId, test } from './support';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A real photo (a gradient the server has to decode), as a phone's camera would give it. */
async function photo() {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    raw[i] = (i / 3) % width;
    raw[i + 1] = Math.floor(i / 3 / width);
    raw[i + 2] = 90;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

test.describe('the menu editor', () => {
  test('an OWNER creates a category and a product with a photo and options, and the storefront shows it', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'one journey at the desktop width; the phone layout is checked by axe below');
    test.setTimeout(60_000);
    const demo = await merchantId(request, 'demo');
    const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
    const tag = unique();
    const category = `Test menu ${tag}`;
    const product = `Somsa ${tag}`;
    await openConsole(page, owner, 'menu');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'New category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'New category' });
    const categoryName = categoryDialog.getByRole('group', { name: 'Name' });
    await categoryName.getByLabel('Uzbek').fill(category);
    await categoryName.getByLabel('Russian').fill(`Тест ${tag}`);
    await categoryName.getByLabel('English').fill(category);
    // Outside every group: the storefront specs count the categories of demo's groups meanwhile.
    await categoryDialog.getByLabel('Group', { exact: true }).selectOption({ label: 'No group' });
    await categoryDialog.getByRole('button', { name: 'Save' }).click();
    await expect(categoryDialog).toBeHidden();
    await expect(page.getByRole('heading', { name: category, level: 2 })).toBeVisible();

    await page.getByRole('button', { name: 'New product' }).click();
    const sheet = page.getByRole('dialog', { name: 'New product' });
    await sheet
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'somsa.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(sheet.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    const names = sheet.getByRole('group', { name: 'Name', exact: true });
    await names.getByLabel('Uzbek').fill(product);
    // A translation left empty is marked as missing until it is filled.
    await expect(names.getByText('translation missing')).toHaveCount(2);
    // Closing with unsaved changes asks first.
    await page.keyboard.press('Escape');
    await expect(sheet.getByText('There are unsaved changes. Discard them?')).toBeVisible();
    await sheet.getByRole('button', { name: 'Keep editing' }).click();
    await names.getByLabel('Russian').fill(`Самса ${tag}`);
    await names.getByLabel('English').fill(product);
    await expect(names.getByText('translation missing')).toHaveCount(0);
    await sheet.getByLabel('Price, so‘m').fill('-5');
    await sheet.getByRole('button', { name: 'Save' }).click();
    // The server's refusal is shown at the field it names; nothing is saved.
    await expect(sheet.getByLabel('Price, so‘m')).toHaveAttribute('aria-invalid', 'true');
    await sheet.getByLabel('Price, so‘m').fill('17000');

    await sheet.getByRole('button', { name: 'Add an option group' }).click();
    const group = sheet.getByRole('group', { name: 'Group 1' });
    const groupName = group.getByRole('group', { name: 'Group name' });
    await groupName.getByLabel('Uzbek').fill(`Sous ${tag}`);
    await groupName.getByLabel('Russian').fill(`Соус ${tag}`);
    await groupName.getByLabel('English').fill(`Sauce ${tag}`);
    await group.getByLabel('Min').fill('1');
    const first = group.getByRole('group', { name: 'Option 1' });
    await first.getByLabel('Uzbek').fill('Qatiq');
    await first.getByLabel('Russian').fill('Катык');
    await first.getByLabel('English').fill('Katyk');
    await group.getByRole('button', { name: 'Add an option' }).click();
    const second = group.getByRole('group', { name: 'Option 2' });
    await second.getByLabel('Uzbek').fill('Achchiq');
    await second.getByLabel('Russian').fill('Острый');
    await second.getByLabel('English').fill('Hot');
    await group.getByRole('listitem').nth(1).getByLabel('Extra price').fill('2000');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toBeHidden();
    const row = page.getByRole('listitem').filter({ hasText: product });
    await expect(row).toContainText('17');
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/media\/photos\//);

    const menu = await data<{ products: Array<{ id: number; name: { eng: string }; image: string | null }> }>(
      await request.get('/api/products/v1/operator/menu', { headers: authHeaders(owner) }),
    );
    const saved = menu.products.find((p) => p.name.eng === product)!;
    expect(saved.image).toMatch(/^\/api\/media\/photos\/\d+\/[0-9a-f]+\.webp$/);

    // A customer opens it on the storefront (the catalogue follows within seconds).
    await expect(async () => {
      await page.goto(`/product/${saved.id}?vendor=demo`);
      await expect(page.getByRole('heading', { name: product })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(
      page
        .getByText(`Sauce ${tag}`)
        .or(page.getByText(`Sous ${tag}`))
        .first(),
    ).toBeVisible();
    await expect(
      page.locator(`img[src*="${saved.image!.replace('/api/media/', '')}"]`).first(),
    ).toBeVisible();

    // Hidden from the console: the switch flips at once and the server keeps it.
    await openConsole(page, owner, 'menu');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: new RegExp(category) })
      .click();
    const toggle = page.getByRole('switch', { name: `“${product}” shown on the menu` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(async () => {
        const now = await data<{ products: Array<{ id: number; active: boolean }> }>(
          await request.get('/api/products/v1/operator/menu', { headers: authHeaders(owner) }),
        );
        return now.products.find((p) => p.id === saved.id)?.active;
      })
      .toBe(false);
  });

  test('an OWNER reorders, reprices by a percent and imports a file, each previewed in the console', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'one journey at the desktop width');
    test.setTimeout(60_000);
    const demo = await merchantId(request, 'demo');
    const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
    const headers = authHeaders(owner);
    const tag = unique();
    const text = (name: string) => ({ uz: name, ru: name, eng: name });
    const category = await data<{ id: number }>(
      await request.post('/api/products/v1/operator/categories', {
        headers,
        data: { name: text(`Order ${tag}`), groupId: null },
      }),
    );
    const make = async (name: string, costPrice: number) =>
      data<{ id: number }>(
        await request.post('/api/products/v1/operator/products', {
          headers,
          data: { name: text(name), categoryId: category.id, costPrice },
        }),
      );
    const first = await make(`First ${tag}`, 10_000);
    const second = await make(`Second ${tag}`, 20_500);
    const stored = async () =>
      (
        await data<{
          products: Array<{ id: number; categoryId: number; costPrice: number; priority: number }>;
        }>(await request.get('/api/products/v1/operator/menu', { headers }))
      ).products.filter((p) => p.categoryId === category.id);

    await openConsole(page, owner, 'menu');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: new RegExp(`Order ${tag}`) })
      .click();
    await page.getByRole('button', { name: `Move “Second ${tag}” up` }).click();
    await expect(page.locator('.menu-product-name').first()).toHaveText(`Second ${tag}`);
    await expect.poll(async () => (await stored()).map((p) => p.id)).toEqual([second.id, first.id]);

    await page.getByRole('button', { name: 'Change prices by %' }).click();
    const bulk = page.getByRole('dialog', { name: `Change the prices of “Order ${tag}”` });
    await bulk.getByLabel(/By how many percent/).fill('10');
    const preview = bulk.getByRole('table');
    await expect(preview.getByRole('row', { name: new RegExp(`First ${tag}`) })).toContainText(
      /10.000.*11.000/,
    );
    await expect(preview.getByRole('row', { name: new RegExp(`Second ${tag}`) })).toContainText(
      /20.500.*22.550/,
    );
    await bulk.getByRole('button', { name: 'Save the prices' }).click();
    await expect(bulk).toBeHidden();
    await expect
      .poll(async () => Object.fromEntries((await stored()).map((p) => [p.id, p.costPrice])))
      .toEqual({ [first.id]: 11_000, [second.id]: 22_550 });

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import the menu' });
    await dialog.getByLabel('Choose a file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`id;costPrice\n${first.id};12 000\n${second.id};22550\n`),
    });
    await expect(dialog.getByText('Changed: 1', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Unchanged: 1', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('row', { name: new RegExp(`First ${tag}`) })).toContainText(
      '11000 → 12000',
    );
    // Nothing is written by the preview.
    expect((await stored()).find((p) => p.id === first.id)?.costPrice).toBe(11_000);
    await dialog.getByRole('button', { name: 'Apply (1)' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await stored()).find((p) => p.id === first.id)?.costPrice).toBe(12_000);
    await expect(page.getByRole('listitem').filter({ hasText: `First ${tag}` })).toContainText('12');
  });

  for (const lang of ['uz', 'ru'] as const)
    test(`the menu screen and the product sheet pass axe at 360 px and on a desktop (${lang})`, async ({
      page,
      request,
      isMobile,
    }) => {
      test.skip(!isMobile, 'both widths are checked from the phone project');
      const demo = await merchantId(request, 'demo');
      const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
      await openConsole(page, owner, 'menu', { lang });
      await expect(page.locator('.menu-product').first()).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0);
      const found = blocking(await axeViolations(page));
      await page.screenshot({ path: `test-results/screens/console-menu-${lang}-360.png`, fullPage: true });
      await page.locator('.menu-product-main').first().click();
      await expect(page.locator('.menu-sheet[open]')).toBeVisible();
      found.push(...blocking(await axeViolations(page)));
      await page.screenshot({ path: `test-results/screens/console-menu-sheet-${lang}-360.png` });
      await page.keyboard.press('Escape');
      await expect(page.locator('.menu-sheet[open]')).toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      found.push(...blocking(await axeViolations(page)));
      expect(found).toEqual([]);
    });

  test('a MANAGER may open the menu', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'role checks once, at the desktop width');
    const demo = await merchantId(request, 'demo');
    const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
    const phone = uniquePhone();
    const made = await request.post('/api/users/v1/operator/staff', {
      headers: authHeaders(owner),
      data: { phone, role: 'MANAGER' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const manager = await staffSession(request, demo, phone);
    await openConsole(page, manager, 'menu');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New product' })).toBeVisible();
    await request.delete(`/api/users/v1/operator/staff/${manager.user.id}`, { headers: authHeaders(owner) });
  });

  test('an OPERATOR is neither offered the menu nor shown it', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'role checks once, at the desktop width');
    const demo = await merchantId(request, 'demo');
    const operator = await staffSession(request, demo, DEMO_OPERATOR_PHONE);
    await openConsole(page, operator, 'menu');
    await expect(page.getByRole('heading', { name: 'This section is not for your role' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Menu' }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New product' })).toHaveCount(0);
  });
});
