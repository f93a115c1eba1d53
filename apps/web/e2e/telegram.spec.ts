// The storefront inside the demo tenant's Telegram web-app (issue 4): a page that provides
// window.Telegram.WebApp with initData signed by the demo bot token lands logged in, expanded,
// without swipe-to-close, at the height Telegram reports; the menu is asked for as TG.
import { DEMO_BOT_TOKEN, signedInitData } from './accounts-support';
import { cookie, expect, hydrated, test } from './support';

interface FakeWebAppLog {
  calls: string[];
}

declare global {
  interface Window {
    __tgLog?: FakeWebAppLog;
  }
}

test('opens inside the web-app: logged in from initData, expanded, Telegram height and TG menu', async ({
  page,
}) => {
  const telegramId = 880_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData(
    { id: telegramId, first_name: 'Dilnoza', last_name: 'Karimova', language_code: 'uz' },
    DEMO_BOT_TOKEN,
  );
  await page.addInitScript(
    ({ initData }) => {
      const log = { calls: [] as string[] };
      window.__tgLog = log;
      const record = (name: string) => () => {
        log.calls.push(name);
      };
      (window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: {
          initData,
          initDataUnsafe: {},
          version: '7.10',
          platform: 'android',
          colorScheme: 'dark',
          themeParams: {
            bg_color: '#17212b',
            text_color: '#f5f5f5',
            secondary_bg_color: '#232e3c',
            hint_color: '#a0acb6',
          },
          viewportHeight: 612,
          viewportStableHeight: 600,
          isVersionAtLeast: (version: string) => {
            const [a = 0, b = 0] = version.split('.').map(Number);
            return a < 7 || (a === 7 && b <= 10);
          },
          ready: record('ready'),
          expand: record('expand'),
          disableClosingConfirmation: record('disableClosingConfirmation'),
          enableClosingConfirmation: record('enableClosingConfirmation'),
          disableVerticalSwipes: record('disableVerticalSwipes'),
          onEvent: () => {},
          offEvent: () => {},
        },
      };
    },
    { initData },
  );
  await page.goto('/');
  await hydrated(page);

  // Logged in silently: the session arrives in storage with the Telegram user's name.
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('dastarkhan:session') ?? 'null')?.user?.firstName),
    )
    .toBe('Dilnoza');
  const calls = await page.evaluate(() => window.__tgLog?.calls ?? []);
  expect(calls).toEqual(
    expect.arrayContaining(['ready', 'expand', 'disableClosingConfirmation', 'disableVerticalSwipes']),
  );
  // The layout height is the one Telegram reports, and its theme is followed.
  await expect(page.locator('html')).toHaveAttribute('data-telegram', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--app-height'))).toBe(
    '600px',
  );
  // From now on the server asks for the TG catalogue.
  await expect.poll(() => cookie(page, 'channel')).toBe('TG');
  // The token works for the account API.
  const me = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('dastarkhan:session') ?? 'null');
    const response = await fetch('/api/users/v1/users/me', {
      headers: { merchant: String(session.merchantId), authorization: `Bearer ${session.token}` },
    });
    return (await response.json()).data;
  });
  expect(me.firstName).toBe('Dilnoza');
  expect(me.phone).toBeNull();
});

test('a launch link without Telegram’s script still logs in from the launch data', async ({ page }) => {
  // telegram.org cannot be reached here: the page must fall back to the hash Telegram appends.
  const telegramId = 890_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id: telegramId, first_name: 'Jasur' }, DEMO_BOT_TOKEN);
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '7.10',
    tgWebAppPlatform: 'android',
  });
  await page.goto(`/#${hash.toString()}`);
  await hydrated(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('dastarkhan:session') ?? 'null')?.user?.firstName,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe('Jasur');
});

test('forged initData leaves a guest, silently', async ({ page, pageErrors }) => {
  const initData = signedInitData({ id: 12345, first_name: 'Mallory' }, '123:not-the-demo-bot-token');
  await page.addInitScript(
    ({ initData }) => {
      (window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: {
          initData,
          initDataUnsafe: {},
          version: '6.0',
          colorScheme: 'light',
          themeParams: {},
          viewportHeight: 700,
          viewportStableHeight: 700,
          isVersionAtLeast: () => false,
          ready: () => {},
          expand: () => {},
          onEvent: () => {},
          offEvent: () => {},
        },
      };
    },
    { initData },
  );
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => cookie(page, 'channel')).toBe('TG');
  expect(await page.evaluate(() => localStorage.getItem('dastarkhan:session'))).toBeNull();
  // No error toast, no page error: the spec says the process stops silently.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
