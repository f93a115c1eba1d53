// Decision 053: a page ships only its routes' messages; a client-side navigation fetches the next
// route's before it shows it, so no key ever shows raw (a missing one is a console error, which
// `pageErrors` collects).
import { basketMessages } from '../src/i18n/messages/basket';
import { searchMessages } from '../src/i18n/messages/search';
import { expect, mainNav, open, registerMessages, setLanguageCookie, test, tr } from './support';

registerMessages(basketMessages);
registerMessages(searchMessages);

test('a client-side navigation fetches the next route’s messages before showing it', async ({
  page,
  pageErrors,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/route-messages/')) fetched.push(pathname.split('/').slice(3).join('/'));
  });
  await setLanguageCookie(page, 'ru');
  await open(page, '/');
  expect(fetched).toEqual([]);

  await mainNav(page, 'ru')
    .getByRole('link', { name: tr('nav.search', 'ru'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: tr('search.title', 'ru') })).toBeVisible();
  await expect(page.getByLabel(tr('search.label', 'ru'))).toBeVisible();

  await mainNav(page, 'ru')
    .getByRole('link', { name: new RegExp(tr('nav.basket', 'ru')) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: tr('basket.title', 'ru') })).toBeVisible();
  await expect(page.getByText(tr('basket.emptyText', 'ru'))).toBeVisible();

  expect(fetched).toEqual(['ru/routes/search', 'ru/routes/basket']);
  expect(pageErrors).toEqual([]);
});

test('route messages: one route, one language, immutable for the build that names them', async ({
  request,
}) => {
  const { buildId } = (await (await request.get('/api/build')).json()).data;
  const basket = await request.get(`/route-messages/${buildId}/eng/routes/basket`);
  expect(basket.status()).toBe(200);
  expect(basket.headers()['cache-control']).toContain('immutable');
  const messages = await basket.json();
  expect(messages['basket.title']).toEqual(['Basket']);
  expect(messages['search.label']).toBeUndefined();

  const old = await request.get('/route-messages/an-old-build/eng/routes/basket');
  expect(old.headers()['cache-control']).toBe('no-store');
  expect((await request.get(`/route-messages/${buildId}/fr/routes/basket`)).status()).toBe(404);
  expect((await request.get(`/route-messages/${buildId}/eng/routes/nothing`)).status()).toBe(404);
});
