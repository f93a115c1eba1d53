// Issue 19, points 1, 7, 9 and the unread badge: the account in the desktop header and footer,
// a phone header that fits 360 px (brand, branch row, chips that show they scroll), the 404 inside
// the layout with one title, a localised <title> on every page, the login page's language switch.

import type { Locator, Page } from '@playwright/test';
import { accountMessages } from '../src/i18n/messages/account';
import { basketMessages } from '../src/i18n/messages/basket';
import { loginMessages } from '../src/i18n/messages/login';
import { ordersMessages } from '../src/i18n/messages/orders';
import { searchMessages } from '../src/i18n/messages/search';
import { apiLogin, putSessionInBrowser } from './accounts-support';
import { axeViolations, blocking } from './axe-support';
import {
  escapeRegExp,
  expect,
  LANGUAGES,
  type Language,
  languageGroup,
  mainNav,
  merchantId,
  open,
  registerMessages,
  setLanguageCookie,
  switchLanguage,
  test,
  tr,
} from './support';

for (const messages of [accountMessages, basketMessages, loginMessages, ordersMessages, searchMessages])
  registerMessages(messages);

const isDesktop = () => test.info().project.name === 'desktop';
const accountNav = (page: Page, lang: Language) =>
  page.getByRole('navigation', { name: tr('nav.account', lang), exact: true });
const footerLinks = (page: Page, lang: Language) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: tr('footer.links', lang) });

/** The brand as the header shows it (the tenant's setting), for "Page — Brand" titles. */
async function brandOf(page: Page) {
  return (
    (await page.locator('.site-header .brand-name, .auth-header .brand-name').first().textContent()) ?? ''
  );
}

test.describe('the account from the desktop header and the footer', () => {
  test('a guest sees "Log in" in the header and the footer, and it leads to the login page', async ({
    page,
  }) => {
    test.skip(!isDesktop(), 'the phone reaches the account through its tab bar');
    const lang: Language = 'ru';
    await setLanguageCookie(page, lang);
    await open(page, '/basket');
    const header = accountNav(page, lang);
    await expect(header.getByRole('link', { name: tr('guest.login', lang), exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: tr('account.orders', lang) })).toHaveCount(0);
    await expect(footerLinks(page, lang).getByRole('link', { name: tr('guest.login', lang) })).toBeVisible();
    await expect(
      footerLinks(page, lang).getByRole('link', { name: tr('account.orders', lang) }),
    ).toBeVisible();
    await header.getByRole('link', { name: tr('guest.login', lang), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('login.title', lang) })).toBeVisible();
  });

  for (const lang of ['uz', 'eng'] as const) {
    test(`signed in (${lang}): orders and profile in the header, the unread count a one-line pill`, async ({
      page,
      request,
    }) => {
      test.skip(!isDesktop(), 'the phone reaches the account through its tab bar');
      await putSessionInBrowser(page, await apiLogin(request, await merchantId(request, 'demo')));
      // The count itself is the API's business (its own tests); here, how a big one is drawn.
      await page.route('**/api/users/v1/notifications/unread-count', (route) =>
        route.fulfill({ json: { data: { unreadCount: 120 } } }),
      );
      await setLanguageCookie(page, lang);
      await open(page, '/');
      const header = accountNav(page, lang);
      const profile = header.getByRole('link', { name: new RegExp(`^${tr('nav.profile', lang)}`) });
      // The pill shows "99+"; a screen reader hears the words with the real count.
      await expect(profile.locator('.count-badge [aria-hidden="true"]')).toHaveText('99+');
      await expect(profile).toHaveAccessibleName(
        new RegExp(escapeRegExp(tr('account.unread', lang, { count: 120 }))),
      );
      await expectOneLinePill(profile.locator('.count-badge'));
      await expect(header.getByRole('link', { name: tr('guest.login', lang) })).toHaveCount(0);
      await expect(
        footerLinks(page, lang).getByRole('link', { name: tr('nav.profile', lang) }),
      ).toBeVisible();
      expect(blocking(await axeViolations(page))).toEqual([]);

      await header.getByRole('link', { name: tr('account.orders', lang) }).click();
      await expect(page).toHaveURL(/\/profile\/orders$/);
      await expect(page.getByRole('heading', { level: 1, name: tr('orders.title', lang) })).toBeVisible();
      await expect(header.getByRole('link', { name: tr('account.orders', lang) })).toHaveClass(/active/);
    });
  }

  test('on a phone the unread count sits on the tab bar and in the profile as a one-line pill', async ({
    page,
    request,
  }) => {
    test.skip(isDesktop(), 'the desktop is covered above');
    const lang: Language = 'ru';
    await putSessionInBrowser(page, await apiLogin(request, await merchantId(request, 'demo')));
    await page.route('**/api/users/v1/notifications/unread-count', (route) =>
      route.fulfill({ json: { data: { unreadCount: 7 } } }),
    );
    await setLanguageCookie(page, lang);
    await open(page, '/profile');
    const tab = mainNav(page, lang).getByRole('link', { name: new RegExp(tr('nav.profile', lang)) });
    await expect(tab.locator('.count-badge [aria-hidden="true"]')).toHaveText('7');
    await expectOneLinePill(tab.locator('.count-badge'));
    const row = page.getByRole('link', { name: new RegExp(`^${tr('account.notifications', lang)}`) });
    await expect(row).toHaveAccessibleName(
      new RegExp(escapeRegExp(tr('account.unread', lang, { count: 7 }))),
    );
    await expectOneLinePill(row.locator('.count-badge'));
    expect(blocking(await axeViolations(page))).toEqual([]);
  });
});

/** A pill of one line: no taller than its 20 px, and round-ish (not a wrapped sentence). */
async function expectOneLinePill(badge: Locator) {
  await expect(badge).toBeVisible();
  const box = (await badge.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(22);
  expect(box.width).toBeLessThan(44);
}

test.describe('the header and the menu rows fit the screen', () => {
  const pages = ['/', '/basket', '/search', '/profile', '/no/such/page', '/login'];
  for (const lang of LANGUAGES) {
    test(`nothing runs off the right edge, and the brand is whole (${lang})`, async ({ page }) => {
      test.setTimeout(90_000); // nine pages
      await setLanguageCookie(page, lang);
      // The branch row's selects cut long names with an ellipsis and stay tappable. (First: lavash
      // has no English, so visiting it turns the language cookie to its own.)
      await open(page, '/?vendor=demo');
      const branch = page.getByRole('combobox', { name: tr('branch.label', lang) });
      await expect(branch).toHaveCSS('text-overflow', 'ellipsis');
      await expect(page.getByRole('button', { name: tr('branch.nearest', lang) })).toBeInViewport();
      for (const sub of ['demo', 'bigmenu', 'lavash']) {
        for (const path of sub === 'demo' ? pages : ['/']) {
          await open(page, `${path}${path.includes('?') ? '&' : '?'}vendor=${sub}`);
          const where = `${sub} ${path}`;
          const width = page.viewportSize()!.width;
          // The page never scrolls sideways, and no row of the header reaches past the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
            width,
          );
          const rights = await page
            .locator('.site-header > *:visible, .auth-header > *:visible, .branch-picker > *:visible')
            .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
          expect(rights.length, where).toBeGreaterThan(1);
          for (const right of rights) expect(right, where).toBeLessThanOrEqual(width);
          // The demo names fit (two short lines at most on a phone): no "Dastarkha…".
          const clipped = await page
            .locator('.brand-name')
            .first()
            .evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
          expect(clipped, `${where}: the brand is cut`).toBe(false);
        }
      }
    });
  }

  test('rows of chips that scroll fade at the edge where more wait, and snap', async ({ page }) => {
    await setLanguageCookie(page, 'uz');
    const rows = () =>
      page.locator('.scroll-fade').evaluateAll((els) =>
        els.map((el) => {
          const style = getComputedStyle(el);
          return {
            scrolls: el.scrollWidth > el.clientWidth,
            start: style.getPropertyValue('--fade-start'),
            end: style.getPropertyValue('--fade-end'),
            snap: style.scrollSnapType,
          };
        }),
      );
    // The first row that scrolls, scrolled to its end: the fade moves to the start.
    const scrolledToEnd = () =>
      page.locator('.scroll-fade').evaluateAll((els) => {
        const el = els.find((e) => e.scrollWidth > e.clientWidth);
        el?.scrollTo({ left: el.scrollWidth });
        const style = el && getComputedStyle(el);
        return style ? [style.getPropertyValue('--fade-start'), style.getPropertyValue('--fade-end')] : null;
      });
    const seen = new Set<boolean>();
    // bigmenu's and demo's groups and categories: some rows wider than the screen, some not.
    for (const sub of ['bigmenu', 'demo']) {
      await open(page, `/?vendor=${sub}`);
      const found = await rows();
      expect(found.length, sub).toBeGreaterThan(0);
      for (const row of found) {
        seen.add(row.scrolls);
        // At the start: a fade at the end only where more chips wait ("x" is "x proximity").
        expect(row, sub).toEqual({
          scrolls: row.scrolls,
          start: '0px',
          end: row.scrolls ? '40px' : '0px',
          snap: 'x',
        });
      }
      if (found.some((row) => row.scrolls)) await expect.poll(scrolledToEnd).toEqual(['40px', '0px']);
    }
    // Some row scrolls on either screen; on the desktop some fit too (on a phone, all may scroll).
    expect(seen.has(true)).toBe(true);
    if (isDesktop()) expect(seen.has(false)).toBe(true);
  });
});

test.describe('the 404 page', () => {
  for (const lang of LANGUAGES) {
    test(`is drawn inside the layout with one title (${lang})`, async ({ page }) => {
      await setLanguageCookie(page, lang);
      expect(await open(page, '/no/such/page')).toBe(404);
      const brand = await brandOf(page);
      await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(brand) })).toBeVisible();
      await expect(mainNav(page, lang)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tr('error.notFoundPath', lang, { path: '/no/such/page' }),
      );
      await expect(page.getByText(tr('error.notFound', lang), { exact: true })).toHaveCount(0);
      await expect(page).toHaveTitle(`${tr('error.notFound', lang)} — ${brand}`);
      expect(blocking(await axeViolations(page))).toEqual([]);
    });
  }

  test('an unknown product keeps the layout too', async ({ page }) => {
    await setLanguageCookie(page, 'eng');
    expect(await open(page, '/product/999999')).toBe(404);
    await expect(mainNav(page, 'eng')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /product/999999');
  });
});

test.describe('page titles', () => {
  test('the server names each page in its language', { tag: '@server' }, async ({ request }) => {
    const cases: [string, Language, string][] = [
      ['/basket', 'ru', tr('basket.title', 'ru')],
      ['/search', 'eng', tr('search.title', 'eng')],
      ['/profile/orders', 'uz', tr('orders.title', 'uz')],
      ['/login', 'ru', tr('login.title', 'ru')],
    ];
    for (const [path, lang, title] of cases) {
      const html = await (await request.get(path, { headers: { cookie: `lang=${lang}` } })).text();
      expect(html, path).toMatch(new RegExp(`<title>${title} — [^<]+</title>`));
    }
  });

  for (const lang of LANGUAGES) {
    test(`the title follows client navigation (${lang})`, async ({ page }) => {
      await setLanguageCookie(page, lang);
      await open(page, '/');
      const brand = await brandOf(page);
      const home = await page.title();
      const nav = mainNav(page, lang);
      await nav.getByRole('link', { name: new RegExp(tr('nav.basket', lang)) }).click();
      await expect(page).toHaveTitle(`${tr('basket.title', lang)} — ${brand}`);
      await nav.getByRole('link', { name: tr('nav.search', lang), exact: true }).click();
      await expect(page).toHaveTitle(`${tr('search.title', lang)} — ${brand}`);
      await nav.getByRole('link', { name: tr('nav.menu', lang), exact: true }).click();
      await expect(page).toHaveTitle(home);
    });
  }
});

test.describe('the login page', () => {
  test('switches its language in place', async ({ page }) => {
    await setLanguageCookie(page, 'uz');
    await open(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: tr('login.title', 'uz') })).toBeVisible();
    await expect(languageGroup(page, 'uz')).toBeVisible();
    expect(blocking(await axeViolations(page))).toEqual([]);
    await switchLanguage(page, 'uz', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: tr('login.title', 'ru') })).toBeVisible();
    await expect(page.getByLabel(tr('login.phone', 'ru'))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${tr('login.title', 'ru')} — `));
    await expect(page).toHaveURL(/\/login$/);
  });
});
