// Waiter call (issue 7, decision 014): a customer seated at a table (its QR link `/?table=ID`)
// calls the waiter from the menu; staff see the call and acknowledge it; the table sees that.
import type { Language } from '@dastarkhan/domain';
import { venueMessages } from '../src/i18n/messages/venue';
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { axeViolations, blocking } from './axe-support';
import { DEMO_OPERATOR_PHONE } from './orders-support';
import {
  expect,
  LANGUAGES,
  merchantId,
  open,
  registerMessages,
  screenPath,
  setLanguageCookie,
  settled,
  skipOtherViewports,
  test,
  tr,
} from './support';
import { acknowledgeCall, bookingPlace, demoOperator, openCalls, tableFor } from './venue-support';

registerMessages(venueMessages);

LANGUAGES.forEach((lang, index) => {
  test(`a seated customer calls the waiter, staff acknowledge, the table sees it (${lang})`, async ({
    page,
    request,
    pageErrors,
  }, info) => {
    skipOtherViewports(lang);
    const demo = await merchantId(request, 'demo');
    const { halls } = await bookingPlace(request, demo);
    const table = tableFor(halls, 10 + index * 2 + (info.project.name === 'desktop' ? 1 : 0));
    const session = await apiLogin(request, demo);
    await setLanguageCookie(page, lang);
    await putSessionInBrowser(page, session);

    await open(page, `/?table=${table.id}`);
    const bar = page.getByRole('region', { name: tr('waiter.region', lang) });
    await expect(bar).toContainText(
      tr('waiter.atTable', lang, { hall: table.hall.name[lang], table: table.name }),
    );
    await bar.getByRole('button', { name: tr('waiter.call', lang) }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('waiter.calledToast', lang) })).toBeVisible();
    await expect(bar.getByRole('status')).toContainText(tr('waiter.called', lang));
    await expect(bar.getByRole('button', { name: tr('waiter.call', lang) })).toHaveCount(0);
    if (info.project.name === 'phone' || lang === 'eng')
      await page.screenshot({ path: screenPath(`waiter-called-${lang}-${info.project.name}`) });

    if (lang === 'eng') {
      // The filled state is axe-clean too (the a11y spec sees the empty ones).
      expect(blocking(await axeViolations(page))).toEqual([]);
    }
    // The table is remembered for the visit: the menu without the link still knows it.
    await open(page, '/');
    await expect(bar.getByRole('status')).toContainText(tr('waiter.called', lang));

    const operator = await demoOperator(request, demo, DEMO_OPERATOR_PHONE);
    const call = (await openCalls(request, operator)).find((c) => c.tableId === table.id);
    expect(call, 'the open call in the staff list').toBeDefined();
    await acknowledgeCall(request, operator, call!.id);
    await page.reload();
    await expect(bar.getByRole('status')).toContainText(tr('waiter.coming', lang));
    expect(pageErrors).toEqual([]);
  });
});

test('a guest at a table is asked to log in before calling', async ({ page, request }) => {
  const lang: Language = 'ru';
  const demo = await merchantId(request, 'demo');
  const { halls } = await bookingPlace(request, demo);
  await setLanguageCookie(page, lang);
  await open(page, `/?table=${tableFor(halls, 16).id}`);
  await page
    .getByRole('region', { name: tr('waiter.region', lang) })
    .getByRole('button', { name: tr('waiter.call', lang) })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: tr('waiter.login', lang) })).toBeVisible();
});

test('a tenant without dine-in shows no waiter call', async ({ page, request }) => {
  const lang: Language = 'uz';
  const demo = await merchantId(request, 'demo');
  const { halls } = await bookingPlace(request, demo);
  await setLanguageCookie(page, lang);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/users/v1/tables/')) asked.push(r.url());
  });
  // A demo table's id at lavash: not lavash's table, and lavash has dine-in off anyway.
  await open(page, `/?vendor=lavash&table=${tableFor(halls, 0).id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await settled(page);
  // The bar never even looks the table up where the tenant serves no dine-in.
  expect(asked).toEqual([]);
  await expect(page.getByRole('region', { name: tr('waiter.region', lang) })).toHaveCount(0);
});
