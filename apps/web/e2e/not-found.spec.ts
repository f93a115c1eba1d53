// The 404 page: a real 404 status from the server, "Page not found: {path}" in the language as
// its one title, a way back to the menu; the API keeps its own JSON 404. (Its layout and <title>:
// layout-nav.spec.)
import { expect, LANGUAGES, menuOf, merchantId, open, setLanguageCookie, test, tr } from './support';

test('the server answers an unknown path with status 404 and the path in the text', {
  tag: '@server',
}, async ({ request }) => {
  const response = await request.get('/no/such/page', { headers: { cookie: 'lang=eng' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('Page not found: /no/such/page');
  expect(html).toContain('<html lang="en"');
});

for (const lang of LANGUAGES) {
  test(`404 page in ${lang}: status, heading, path, and back to the menu`, async ({ page, pageErrors }) => {
    await setLanguageCookie(page, lang);
    const path = `/missing-${lang}/page`;
    expect(await open(page, path)).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: tr('error.notFoundPath', lang, { path }) }),
    ).toBeVisible();
    await page.getByRole('link', { name: tr('soon.toMenu', lang) }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: tr('menu.title', lang) })).toBeAttached();
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    expect(pageErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });
}

test('a client-side navigation to an unknown path shows the same 404 screen', async ({ page }) => {
  await setLanguageCookie(page, 'eng');
  await open(page, '/');
  // What an in-app <Link> does: the router navigates without a document request.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate('/gone-for-good'),
  );
  await expect(page).toHaveURL(/\/gone-for-good$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /gone-for-good' })).toBeVisible();
});

test("unknown ids and other tenants' ids are 404s: product, category, vacancy", { tag: '@server' }, async ({
  request,
}) => {
  const lavash = await menuOf(request, 'lavash');
  const lavashId = await merchantId(request, 'lavash');
  const vacancies = await request.get('/api/support/v1/vacancies', {
    headers: { merchant: String(lavashId) },
  });
  const lavashVacancy = ((await vacancies.json()) as { data: { id: number }[] }).data[0]!;
  const paths = [
    '/product/999999',
    '/product/abc',
    `/product/${lavash.products[0]!.id}`, // lavash's product, asked at demo
    '/category?id=999999',
    `/category?id=${lavash.categories[0]!.id}`,
    '/vacancy/999999',
    `/vacancy/${lavashVacancy.id}`,
  ];
  for (const path of paths) {
    const response = await request.get(path, { headers: { cookie: 'lang=uz' } });
    expect(response.status(), path).toBe(404);
    const pathname = path.split('?')[0]!;
    expect(await response.text(), path).toContain(`Sahifa topilmadi: ${pathname}`);
  }
});

test('unknown API paths stay JSON 404s, not the HTML page', { tag: '@server' }, async ({ request }) => {
  const response = await request.get('/api/no/such/endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { error?: { code?: string } };
  expect(body.error?.code).toBeTruthy();
});
