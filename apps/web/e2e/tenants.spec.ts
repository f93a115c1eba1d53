// Tenants: `demo` and `lavash` side by side — colours, languages, service types, the tenant
// remembered in the `merchant` cookie, sub-domains, and menus that never mix.
import { branchesMessages } from '../src/i18n/messages/branches';
import {
  basketLink,
  cookie,
  expect,
  firstTabProduct,
  HTML_LANG,
  languageGroup,
  menuOf,
  merchantId,
  open,
  productNamed,
  registerMessages,
  setLanguageCookie,
  test,
  tr,
} from './support';

registerMessages(branchesMessages);

const DEMO_YELLOW = 'rgb(252, 224, 0)'; // #FCE000
const LAVASH_RED = 'rgb(200, 16, 46)'; // #C8102E

test('demo wears its light yellow brand with black text on it', async ({ page, request }) => {
  await open(page, '/?vendor=demo');
  expect(await cookie(page, 'merchant')).toBe(String(await merchantId(request, 'demo')));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#FCE000');
  await expect(page).toHaveTitle('Dastarkhan Demo — milliy taomlarni yetkazib berish');
  const activeTab = page.getByRole('tab', { selected: true });
  await expect(activeTab).toHaveCSS('background-color', DEMO_YELLOW);
  await expect(activeTab).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('link', { name: `Dastarkhan Demo — ${tr('nav.home', 'uz')}` })).toBeVisible();
});

test('lavash: its own dark red brand, dark theme, Russian first, only uz + ru', async ({ page, request }) => {
  const lavash = await menuOf(request, 'lavash');
  // In the first HTML already: no flash of demo's (or the default) colours.
  const html = await (await request.get('/?vendor=lavash')).text();
  expect(html).toMatch(/<html lang="ru" data-theme="dark"/);
  expect(html).toContain(':root{--brand:#C8102E;--on-brand:#FFFFFF;}');

  const status = await open(page, '/?vendor=lavash');
  expect(status).toBe(200);
  expect(await cookie(page, 'merchant')).toBe(String(lavash.merchantId));
  // No saved language: the tenant's main language (ru), remembered from this first visit.
  expect(await cookie(page, 'lang')).toBe('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.ru);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#C8102E');
  await expect(page).toHaveTitle('Лаваш Маркази — быстро и вкусно');

  const activeTab = page.getByRole('tab', { selected: true });
  await expect(activeTab).toHaveCSS('background-color', LAVASH_RED);
  await expect(activeTab).toHaveCSS('color', 'rgb(255, 255, 255)');
  // Dark theme: the page itself is dark, its text light.
  const [bodyBg, bodyColor] = await page
    .locator('body')
    .evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]);
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, b = 0] = rgb.match(/\d+/g)!.map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  expect(luminance(bodyBg!)).toBeLessThan(80);
  expect(luminance(bodyColor!)).toBeGreaterThan(170);

  const languages = languageGroup(page, 'ru');
  await expect(languages.getByRole('radio')).toHaveCount(2);
  await expect(languages.getByRole('radio', { name: tr('lang.uz', 'ru'), exact: true })).toBeVisible();
  await expect(languages.getByRole('radio', { name: tr('lang.ru', 'ru'), exact: true })).toBeChecked();
  await expect(languages.getByRole('radio', { name: tr('lang.eng', 'ru'), exact: true })).toHaveCount(0);

  // Its own menu, in Russian, and nothing of demo's.
  const first = firstTabProduct(lavash);
  await expect(page.getByText(first.name.ru, { exact: true }).first()).toBeVisible();
  const demo = await menuOf(request, 'demo');
  await expect(page.getByText(productNamed(demo, 'Tashkent plov').name.ru)).toHaveCount(0);
});

test('lavash refuses an English language cookie and falls back to its main language', async ({
  page,
  request,
}) => {
  await merchantId(request, 'lavash');
  await page.context().addCookies([{ name: 'lang', value: 'eng', url: test.info().project.use.baseURL! }]);
  await open(page, '/?vendor=lavash');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: tr('menu.title', 'ru') })).toBeAttached();
  expect(await cookie(page, 'lang')).toBe('ru');
});

test('lavash is pick-up only: no delivery or dine-in offered, demo offers delivery', async ({
  page,
  request,
}) => {
  const lang = 'ru' as const;
  const branches = async (sub: string) => {
    const id = await merchantId(request, sub);
    const response = await request.get('/api/users/v1/branches', { headers: { merchant: String(id) } });
    return (
      (await response.json()) as { data: { name: Record<'ru', string>; isActive: boolean }[] }
    ).data.filter((b) => b.isActive);
  };
  const [demo, lavash] = [await branches('demo'), await branches('lavash')];
  await setLanguageCookie(page, lang);
  const services = () => page.getByRole('main').getByRole('list', { name: tr('branches.services', lang) });

  await open(page, '/branches?vendor=demo');
  await expect(services().getByText(tr('service.DELIVERY', lang), { exact: true }).first()).toBeVisible();

  await open(page, '/branches?vendor=lavash');
  await expect(services()).toHaveCount(lavash.length);
  for (const branch of lavash) {
    const card = page.getByRole('main').getByRole('article', { name: branch.name.ru, exact: true });
    await expect(
      card.getByRole('list', { name: tr('branches.services', lang) }).getByRole('listitem'),
    ).toHaveText([tr('service.PICK_UP', lang)]);
  }
  await expect(page.getByRole('main').getByText(tr('service.DELIVERY', lang), { exact: true })).toHaveCount(
    0,
  );
  await expect(page.getByRole('main').getByText(tr('service.DINE_IN', lang), { exact: true })).toHaveCount(0);
  for (const branch of demo) await expect(page.getByRole('main').getByText(branch.name.ru)).toHaveCount(0);
});

test('the tenant is remembered in the merchant cookie, and ?vendor= switches it', async ({
  page,
  request,
}) => {
  const lavash = await menuOf(request, 'lavash');
  const demo = await menuOf(request, 'demo');
  await open(page, '/?vendor=lavash');
  await open(page, '/');
  expect(await cookie(page, 'merchant')).toBe(String(lavash.merchantId));
  await expect(page.getByRole('link', { name: /^Lavash Markazi — / })).toBeVisible();

  await open(page, '/?vendor=demo');
  expect(await cookie(page, 'merchant')).toBe(String(demo.merchantId));
  await expect(page.getByRole('link', { name: /^Dastarkhan Demo — / })).toBeVisible();
});

test('a sub-domain selects its tenant: lavash.localhost', async ({ page, request }) => {
  const lavash = await menuOf(request, 'lavash');
  const port = new URL(test.info().project.use.baseURL!).port;
  const response = await page.goto(`http://lavash.localhost:${port}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: /^Lavash Markazi — / })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const first = firstTabProduct(lavash);
  await expect(page.getByText(first.name.ru, { exact: true }).first()).toBeVisible();
});

test('an unknown sub-domain gets a real 404, never another tenant', { tag: '@server' }, async ({
  request,
}) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  const response = await request.get('/', { headers: { host: `nosuchtenant.localhost:${port}` } });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Sahifa topilmadi');
  expect(html).not.toContain('Dastarkhan Demo');
});

test('baskets are per tenant: what is added at demo is not in lavash', async ({ page, request }) => {
  const demo = await menuOf(request, 'demo');
  const samsa = productNamed(demo, 'Meat somsa');
  await open(page, '/?vendor=demo');
  await page.getByRole('tab', { name: samsa.group.name.uz }).click();
  await page
    .getByRole('button', { name: tr('menu.add', 'uz', { name: samsa.name.uz }), exact: true })
    .click();
  await expect(basketLink(page, 'uz')).toContainText('1');

  // The language chosen at demo (uz) is one lavash speaks too, so it stays.
  await open(page, '/?vendor=lavash');
  await expect(page.getByRole('link', { name: /^Lavash Markazi — / })).toBeVisible();
  await expect(basketLink(page, 'uz')).toHaveText(tr('nav.basket', 'uz'));

  await open(page, '/?vendor=demo');
  await expect(basketLink(page, 'uz')).toContainText('1');
});
