// Store controls seen from the storefront (issue 16, decision 021): a product the kitchen puts on
// the stop-list leaves the menu of that branch, and checkout at a paused branch says why and holds
// "Confirm" back. On lavash: no other journey orders there, so pausing its
// branches for a moment disturbs no test running beside this one.
import { tashkentTime } from '@dastarkhan/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkoutMessages } from '../src/i18n/messages/checkout';
import { productMessages } from '../src/i18n/messages/product';
import { type ApiSession, apiLogin, putSessionInBrowser } from './accounts-support';
import { followServerClock } from './payments-support';
import { staffSession } from './staff-session';
import {
  escapeRegExp,
  expect,
  type Language,
  menuOf,
  merchantId,
  msg,
  open,
  registerMessages,
  setLanguageCookie,
  test,
  tr,
} from './support';

registerMessages(checkoutMessages);
registerMessages(productMessages);

const LAVASH_OWNER_PHONE = '998900000005';

// Both tests change lavash for everyone for a moment: one browser is enough, and two would undo
// each other's pause or stop-list.
test.beforeEach(({ browserName: _ }, info) => {
  test.skip(info.project.name !== 'phone', 'store controls are shared state: phone only');
});
const lang: Language = 'ru';

const headers = (session: ApiSession) => ({
  merchant: String(session.merchantId),
  authorization: `Bearer ${session.token}`,
});

/**
 * A lavash branch, a product sold there (from the end of the menu: not the one the tenant journeys
 * look for; `fromEnd` keeps the two tests apart), and the owner.
 */
async function lavashWorld(page: Page, request: APIRequestContext, fromEnd: number) {
  const lavash = await merchantId(request, 'lavash');
  const menu = await menuOf(request, 'lavash');
  const response = await request.get('/api/users/v1/branches', { headers: { merchant: String(lavash) } });
  const branches = ((await response.json()) as { data: Array<{ id: number; cityId: number }> }).data;
  const branch = branches[0]!;
  type Sold = (typeof menu.products)[number] & {
    productBranch: Array<{ branch: { id: number; isActive: boolean } }>;
  };
  const product = (menu.products as Sold[])
    .filter(
      (p) =>
        p.type === 'NONE' && p.productBranch.some((pb) => pb.branch.id === branch.id && pb.branch.isActive),
    )
    .at(-fromEnd)!;
  expect(product).toBeTruthy();
  const owner = await staffSession(request, lavash, LAVASH_OWNER_PHONE);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'city', value: String(branch.cityId), url },
    { name: 'branch', value: String(branch.id), url },
  ]);
  await setLanguageCookie(page, lang);
  return { lavash, branches, branch, product, owner };
}

test('a product put on the stop-list leaves the menu of that branch', async ({ page, request }) => {
  const { branch, product, owner } = await lavashWorld(page, request, 1);
  const stop = (available: boolean) =>
    request.put('/api/products/v1/operator/stop-list', {
      headers: headers(owner),
      data: { branchId: branch.id, productId: product.id, available },
    });
  const card = page.getByRole('main').getByText(product.name[lang], { exact: true });

  await open(page, '/?vendor=lavash');
  await expect(card.first()).toBeAttached();
  try {
    expect((await stop(false)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: tr('menu.title', lang) })).toBeAttached();
    await expect(card).toHaveCount(0);
  } finally {
    expect((await stop(true)).status()).toBe(200);
  }
});

test('a paused branch: checkout says why and holds "Confirm" back', async ({ page, request }) => {
  const { lavash, branches, product, owner } = await lavashWorld(page, request, 2);
  const reason = 'Санитарный час';
  const pause = (minutes: number, branchId: number) =>
    request.put(`/api/users/v1/operator/branches/${branchId}/pause`, {
      headers: headers(owner),
      data: { minutes, reason },
    });
  await followServerClock(page, request);
  await putSessionInBrowser(page, await apiLogin(request, lavash));

  await open(page, `/product/${product.id}?vendor=lavash`);
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('ADDED_TO_CART', lang) })).toBeVisible();
  try {
    let until = '';
    for (const b of branches) {
      const res = await pause(30, b.id);
      expect(res.status(), await res.text()).toBe(200);
      until = tashkentTime(
        new Date(((await res.json()) as { data: { pause: { until: string } } }).data.pause.until),
      );
    }
    await open(page, '/checkout');
    await expect(page.getByText(tr('checkout.pausedBecause', lang, { until, reason })).first()).toBeVisible();
    // Decision 048: "Confirm" is held back, with the reason beside it, while the chosen time cannot
    // be ordered; the server's own refusal (BRANCH_PAUSED) is the API suite's (store-controls.test.ts).
    const confirm = page.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(tr('checkout.confirm', lang))}`),
    });
    await expect(confirm).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: tr('checkout.pausedThen', lang) })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  } finally {
    for (const b of branches) await pause(0, b.id);
  }
});
