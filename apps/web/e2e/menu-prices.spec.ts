// A menu change made by staff reaches an open storefront on its next navigation (issue 17,
// decision 024): a basket line holding a product whose price changed is repriced with a message,
// and one holding a product since deleted is removed with a message. The API tests cover every
// call and refusal; this is what only a browser shows.
import type { Page } from '@playwright/test';
import { basketMessages } from '../src/i18n/messages/basket';
import { productMessages } from '../src/i18n/messages/product';
import { axeViolations, blocking } from './axe-support';
import { authHeaders, DEMO_OWNER_PHONE, staffSession } from './console-support';
import {
  basketLink,
  escapeRegExp,
  expect,
  merchantId,
  open,
  registerMessages,
  screenPath,
  setLanguageCookie,
  somPattern,
  test,
  tr,
} from './support';

registerMessages(productMessages);
registerMessages(basketMessages);

interface EditableMenu {
  branches: Array<{ id: number }>;
  categories: Array<{ id: number; isActive: boolean; isWithoutCart: boolean; groupId: number | null }>;
  groups: Array<{ id: number; isActive: boolean }>;
}

const lang = 'eng' as const;
const lines = (page: Page) =>
  page.getByRole('list', { name: tr('basket.lines', lang) }).getByRole('listitem');

test('a price change and a deletion reach an open storefront on its next navigation, and the basket says so', async ({
  page,
  request,
}, testInfo) => {
  const demo = await merchantId(request, 'demo');
  const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
  const headers = authHeaders(owner);
  const menu = (await (await request.get('/api/products/v1/operator/menu', { headers })).json())
    .data as EditableMenu;
  const shownGroups = new Set(menu.groups.filter((g) => g.isActive).map((g) => g.id));
  const category = menu.categories.find(
    (c) => c.isActive && !c.isWithoutCart && c.groupId !== null && shownGroups.has(c.groupId),
  )!;
  const name = `Price check ${testInfo.project.name} ${Date.now().toString(36)}`;
  const body = {
    name: { uz: name, ru: name, eng: name },
    categoryId: category.id,
    costPrice: 20_000,
    productBranch: menu.branches.map((b) => ({ branch: { id: b.id, isActive: true }, price: null })),
  };
  const created = await request.post('/api/products/v1/operator/products', { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };

  // The visitor has picked a branch (its city and branch cookies): the menu is that branch's.
  const branches = (
    await (await request.get('/api/users/v1/branches', { headers: { merchant: String(demo) } })).json()
  ).data as Array<{ id: number; cityId: number }>;
  const visited = branches[0]!;
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([
    { name: 'city', value: String(visited.cityId), url: baseURL },
    { name: 'branch', value: String(visited.id), url: baseURL },
  ]);
  await setLanguageCookie(page, lang);
  await open(page, `/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('product.add', lang))}`) }).click();
  await expect(basketLink(page, lang)).toContainText('1');
  await expect(page.getByRole('main')).toContainText(somPattern(20_000, lang));

  // While the page stays open, staff give the visitor's branch its own price.
  const repriced = await request.put(`/api/products/v1/operator/products/${id}`, {
    headers,
    data: {
      ...body,
      productBranch: menu.branches.map((b) => ({
        branch: { id: b.id, isActive: true },
        price: b.id === visited.id ? 23_500 : null,
      })),
    },
  });
  expect(repriced.status(), await repriced.text()).toBe(200);

  await basketLink(page, lang).click();
  await expect(page).toHaveURL(/\/basket$/);
  const notice = page.getByRole('status').filter({ hasText: tr('basket.repriced', lang, { names: name }) });
  await expect(notice).toBeVisible();
  await expect(lines(page).filter({ hasText: name })).toContainText(somPattern(23_500, lang));
  expect(blocking(await axeViolations(page))).toEqual([]);
  await page.screenshot({ path: screenPath(`menu-prices-basket-${testInfo.project.name}`), fullPage: true });
  await notice.getByRole('button', { name: tr('basket.noticeDismiss', lang) }).click();
  await expect(notice).toHaveCount(0);

  // The menu itself shows the new price on the next page.
  await open(page, `/product/${id}`);
  await expect(page.getByRole('main')).toContainText(somPattern(23_500, lang));

  // Deleted (never ordered): gone from the menu, and from the basket with a message.
  const deleted = await request.delete(`/api/products/v1/operator/products/${id}`, { headers });
  expect((await deleted.json()).data).toEqual({ id, outcome: 'deleted' });
  await basketLink(page, lang).click();
  await expect(
    page.getByRole('status').filter({ hasText: tr('basket.removed', lang, { names: name }) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('basket.empty', lang) })).toBeVisible();
});
