// The console screens that no journey spec checks with axe (stop-list, staff, Today, promos, messages, pages, the
// store controls), in Uzbek and Russian — the longest texts — at 360 px and at a desktop width: no
// serious or critical violations. Screenshots land in test-results/screens/ for a look.
import type { Page } from '@playwright/test';
import { axeViolations, blocking } from './axe-support';
import {
  DEMO_OPERATOR_PHONE,
  DEMO_OWNER_PHONE,
  foldTakeovers,
  openConsole,
  staffSession,
} from './console-support';
import { expect, merchantId, test } from './support';

const SCREENS = [
  { path: 'stop-list', phone: DEMO_OPERATOR_PHONE, heading: { uz: 'Stop-list', ru: 'Стоп-лист' } },
  { path: 'staff', phone: DEMO_OWNER_PHONE, heading: { uz: 'Xodimlar', ru: 'Сотрудники' } },
  { path: 'today', phone: DEMO_OPERATOR_PHONE, heading: { uz: 'Bugun', ru: 'Сегодня' } },
  { path: 'promos', phone: DEMO_OWNER_PHONE, heading: { uz: 'Promokodlar', ru: 'Промокоды' } },
  { path: 'messages', phone: DEMO_OWNER_PHONE, heading: { uz: 'Xabarlar', ru: 'Сообщения' } },
  {
    path: 'pages',
    phone: DEMO_OWNER_PHONE,
    heading: { uz: 'Marketing', ru: 'Маркетинг' },
  },
  {
    path: 'pages?tab=texts',
    phone: DEMO_OWNER_PHONE,
    heading: { uz: 'Marketing', ru: 'Маркетинг' },
  },
] as const;

async function blockingAt(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  // Skeletons gone: every screen replaces them with its content.
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 15_000 });
  return blocking(await axeViolations(page));
}

test.describe('console screens pass axe in uz and ru', () => {
  test.skip(({ isMobile }) => !isMobile, 'both widths are checked from the phone project');

  for (const lang of ['uz', 'ru'] as const)
    for (const screen of SCREENS)
      test(`${screen.path} (${lang})`, async ({ page, request }) => {
        const demo = await merchantId(request, 'demo');
        const session = await staffSession(request, demo, screen.phone);
        await foldTakeovers(page);
        await openConsole(page, session, screen.path, { lang });
        await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.heading[lang]);
        const found = await blockingAt(page, 360, 740);
        await page.screenshot({
          path: `test-results/screens/console-${screen.path.replace('?tab=', '-')}-${lang}-360.png`,
          fullPage: true,
          animations: 'disabled',
        });
        found.push(...(await blockingAt(page, 1280, 800)));
        expect(found).toEqual([]);
      });

  test('the store controls dialog (ru)', async ({ page, request }) => {
    const demo = await merchantId(request, 'demo');
    await foldTakeovers(page);
    await openConsole(page, await staffSession(request, demo, DEMO_OPERATOR_PHONE), 'orders', { lang: 'ru' });
    await page
      .getByRole('button', { name: /Принимаем заказы|Пауза до|Частичная пауза|мин до/ })
      .first()
      .click();
    // By name: another spec's new order may open its takeover over this dialog meanwhile.
    await expect(page.getByRole('dialog', { name: 'Работа филиалов' })).toBeVisible();
    const found = await blockingAt(page, 360, 740);
    await page.screenshot({ path: 'test-results/screens/console-store-controls-ru-360.png', fullPage: true });
    expect(found).toEqual([]);
  });
});
