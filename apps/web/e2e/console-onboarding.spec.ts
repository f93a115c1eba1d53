// A new restaurant without code (issue 17, decision 029), on a FRESH PRODUCTION database of its
// own: `merchant:create` writes the tenant, a server in APP_MODE=production starts on that data
// directory with the platform's SMS account pointed at a fake Eskiz this spec plays; the storefront
// says "opening soon"; the owner signs in with the code the fake received, walks the checklist
// (its own inline colour, branch and dish forms), goes live, and a customer's first order is
// placed (over the API) while the storefront now shows the menu.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { computeOrderPricing, requestTotals } from '@dastarkhan/domain';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { axeViolations, blocking } from './axe-support';
import { expect, SCREENS_DIR, test } from './support';

const root = resolve(import.meta.dirname, '../../..');
// Its own production server, on the free port playwright.config.ts chose for it.
const port = Number(process.env.E2E_ONBOARDING_PORT);
const base = `http://localhost:${port}`;
const OWNER = '998901112233';
const CUSTOMER = '998901112244';

/** Eskiz as the platform's SMS account sees it: a token for the login, every text recorded. */
function startFakeEskiz(): Promise<{
  server: Server;
  url: string;
  texts: Array<{ phone: string; text: string }>;
  logins: string[];
}> {
  const texts: Array<{ phone: string; text: string }> = [];
  const logins: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/auth/login') {
        logins.push(`${form.get('email')}:${form.get('password')}`);
        res.end(JSON.stringify({ message: 'token_generated', data: { token: 'platform-token' } }));
      } else if (
        req.url === '/api/message/sms/send' &&
        req.headers.authorization === 'Bearer platform-token'
      ) {
        texts.push({ phone: form.get('mobile_phone') ?? '', text: form.get('message') ?? '' });
        res.end(JSON.stringify({ id: `m${texts.length}`, status: 'waiting' }));
      } else {
        res.statusCode = 401;
        res.end(JSON.stringify({ message: 'Unauthorized' }));
      }
    });
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, texts, logins }),
    ),
  );
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string }> {
  return new Promise((done) =>
    execFile(command, args, { env, cwd: root, timeout: 90_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );
}

let dataDir: string;
let eskiz: Awaited<ReturnType<typeof startFakeEskiz>>;
let server: ChildProcess | undefined;
let api: APIRequestContext;
let created: string;

test.describe('a new restaurant without code', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    // One server of its own and one journey: at the phone width, the desktop looked at by resizing.
    test.skip(testInfo.project.name !== 'phone', 'one journey on its own production server');
    // A fresh PGlite directory (initdb, migrations) and a server start, on a shared CI machine.
    testInfo.setTimeout(90_000);
    dataDir = mkdtempSync(join(tmpdir(), 'dastarkhan-onboarding-'));
    eskiz = await startFakeEskiz();
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      APP_MODE: 'production',
      // Production refuses to start without the credentials' key (decision 027).
      SECRETS_KEY: randomBytes(32).toString('base64'),
    };
    // The command as `npm run merchant:create` runs it, from the build the server runs too.
    const cli = join(root, 'packages/db/dist/onboarding/merchant-create-cli.js');
    const result = await run(
      process.execPath,
      [cli, '--sub', 'cafe', '--name', 'Cafe Bahor', '--owner', OWNER],
      env,
    );
    expect(result.code, result.out).toBe(0);
    created = result.out;
    server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        MEDIA_DIR: join(dataDir, 'media'),
        MAP_TILE_URL: 'https://127.0.0.1:9/{z}/{x}/{y}.png',
        OTP_IP_LIMIT_PER_HOUR: '10000',
        ESKIZ_BASE_URL: `${eskiz.url}/api`,
        PLATFORM_SMS_GATEWAY: 'ESKIZ',
        PLATFORM_SMS_LOGIN: 'platform@dastarkhan.uz',
        PLATFORM_SMS_PASSWORD: 'platform-secret',
      },
    });
    api = await playwrightRequest.newContext({ baseURL: base });
    await expect
      .poll(async () => (await api.get('/api/health').catch(() => null))?.status() ?? 0, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    await api?.dispose();
    if (server?.pid) {
      const exited = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    if (eskiz) await new Promise((done) => eskiz.server.close(done));
    if (dataDir && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The newest code the fake Eskiz was asked to text to a phone. */
  async function codeFor(phone: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(() => {
        code = eskiz.texts
          .filter((t) => t.phone === phone)
          .at(-1)
          ?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      })
      .toBeTruthy();
    return code!;
  }

  async function expectAxeClean(page: import('@playwright/test').Page) {
    for (const [width, height] of [
      [360, 780],
      [1280, 860],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(blocking(await axeViolations(page)), `axe at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 360, height: 780 });
  }

  test('merchant:create, the owner signs in by the platform SMS, walks the checklist, goes live; a first order', async ({
    page,
    pageErrors,
  }) => {
    expect(created).toContain(`http://cafe.localhost:${port}/console/`);

    // The storefront of a tenant not live says so, in the tenant's main language (uz) and in Russian.
    await page.goto(`${base}/?vendor=cafe`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tez orada ochilamiz' })).toBeVisible();
    await expect(page.getByText('Cafe Bahor onlayn buyurtmalarni')).toBeVisible();
    await page.goto(`${base}/basket?vendor=cafe`);
    await page.context().addCookies([{ name: 'lang', value: 'ru', url: base }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Скоро открываемся' })).toBeVisible();
    await expectAxeClean(page);
    // Also a route whose data cannot exist yet (no product): still "soon", not an error.
    await page.goto(`${base}/product/1?vendor=cafe`);
    await expect(page.getByRole('heading', { level: 1, name: 'Скоро открываемся' })).toBeVisible();
    await page.screenshot({ path: join(SCREENS_DIR, 'onboarding-opening-soon-360.png'), fullPage: true });

    // The owner's sign-in: the code comes through the platform's Eskiz account.
    await page.evaluate(() => localStorage.setItem('dastarkhan:console:lang', 'eng'));
    await page.goto(`${base}/console/?vendor=cafe`);
    await page.getByLabel('Phone number').fill(OWNER.slice(3));
    await page.getByRole('button', { name: 'Get the code' }).click();
    await page.getByLabel('SMS code (6 digits)').fill(await codeFor(OWNER));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(eskiz.logins).toEqual(['platform@dastarkhan.uz:platform-secret']);

    // Not live: the owner lands on the checklist. Only payment (cash) is done.
    await expect(page).toHaveURL(/\/console\/setup/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get ready to open' })).toBeVisible();
    const step = (name: string) => page.getByRole('listitem', { name });
    await expect(page.getByText('1 of 4 done')).toBeVisible();
    await expect(step('Payment')).toContainText('Done');
    for (const name of ['Branding', 'First branch', 'Menu']) await expect(step(name)).toContainText('To do');
    await expect(step('Menu').getByRole('link', { name: 'Open the menu' })).toHaveAttribute(
      'href',
      '/console/menu',
    );
    await expectAxeClean(page);
    await page.screenshot({ path: join(SCREENS_DIR, 'onboarding-setup-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.screenshot({ path: join(SCREENS_DIR, 'onboarding-setup-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    // In Uzbek, the longest texts: still axe-clean at both widths.
    await page.evaluate(() => localStorage.setItem('dastarkhan:console:lang', 'uz'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ochilishga tayyorgarlik' })).toBeVisible();
    await expectAxeClean(page);
    await page.screenshot({ path: join(SCREENS_DIR, 'onboarding-setup-uz-360.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('dastarkhan:console:lang', 'eng'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Get ready to open' })).toBeVisible();

    // Going live too early names what is missing.
    await page.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Before going live, finish: brand colour or logo, a branch with opening hours, at least one dish on the menu.',
    );

    await step('Branding').getByLabel('Main colour').fill('#1e6b3a');
    await step('Branding').getByRole('button', { name: 'Save colour' }).click();
    await expect(step('Branding')).toContainText('Done');

    const branch = step('First branch');
    await branch.getByLabel('Branch name').fill('Bahor Chilonzor');
    await branch.getByLabel('Address').fill('Bunyodkor 12');
    await branch.getByLabel('Opens').fill('00:00');
    await branch.getByLabel('Closes').fill('23:59');
    await branch.getByRole('button', { name: 'Save branch' }).click();
    await expect(branch).toContainText('Done');

    const menu = step('Menu');
    await menu.getByLabel('Dish name').fill('Bahor osh');
    await menu.getByLabel("Price, so'm").fill('45000');
    await menu.getByRole('button', { name: 'Add dish' }).click();
    await expect(menu).toContainText('Done');
    await expect(page.getByText('4 of 4 done')).toBeVisible();

    await page.getByRole('button', { name: 'Go live' }).click();
    await expect(
      page.getByRole('heading', { name: 'You are live! Your storefront is taking orders.' }),
    ).toBeVisible();
    await page.screenshot({ path: join(SCREENS_DIR, 'onboarding-live-360.png'), fullPage: true });

    // A customer's first order, signed in through the platform SMS as well.
    const cafe = (await (await api.get('/api/users/v1/merchants/sub/cafe')).json()).data as {
      id: number;
      live: boolean;
    };
    expect(cafe.live).toBe(true);
    const headers = { merchant: String(cafe.id) };
    expect((await api.post('/api/users/v1/auth/otp', { headers, data: { phone: CUSTOMER } })).status()).toBe(
      200,
    );
    const verified = await api.post('/api/users/v1/auth/otp/verify', {
      headers,
      data: { phone: CUSTOMER, code: await codeFor(CUSTOMER) },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const { token } = (await verified.json()).data as { token: string };
    const menuAnswer = (await (await api.get('/api/products/v1/overalls?type=WEB', { headers })).json())
      .data as {
      products: Array<{
        id: number;
        costPrice: number;
        discount: number;
        productBranch: Array<{ branch: { id: number } }>;
      }>;
    };
    const [dish] = menuAnswer.products;
    const cartItems = [
      {
        product: { id: dish!.id, costPrice: dish!.costPrice, discount: dish!.discount, count: 2 },
        modifications: [],
      },
    ];
    const { totals } = computeOrderPricing({
      items: cartItems,
      serviceType: 'PICK_UP',
      deliveryPrice: 0,
      now: new Date(),
    });
    const order = await api.post('/api/orders/v1/orders', {
      headers: { ...headers, authorization: `Bearer ${token}` },
      data: {
        serviceType: 'PICK_UP',
        cartItems,
        branch: { id: dish!.productBranch[0]!.branch.id },
        paymentType: 'CASH',
        cashback: totals.cashback,
        deliveryPrice: totals.deliveryPrice,
        deliveryDiscount: totals.deliveryDiscount,
        totals: requestTotals(totals),
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    expect((await order.json()).data).toMatchObject({ totals: { totalPrice: 90_000 } });

    // The storefront is open now: its menu, in the tenant's colour.
    await page.goto(`${base}/?vendor=cafe`);
    await expect(page.getByText('Bahor osh').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Скоро открываемся' })).toHaveCount(0);
    await page.screenshot({ path: join(SCREENS_DIR, 'onboarding-storefront-live-360.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
