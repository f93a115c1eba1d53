// Issue 20 (points 7 and 13): what uptime monitors, link previews and caches see of the pages.
import { expect, firstTabProduct, menuOf, test } from './support';

test('HEAD answers like GET without a body: home, a product page, the 404 page', {
  tag: '@server',
}, async ({ request }) => {
  const product = firstTabProduct(await menuOf(request, 'demo'));
  for (const [path, status] of [
    ['/?vendor=demo', 200],
    [`/product/${product.id}?vendor=demo`, 200],
    ['/no/such/page?vendor=demo', 404],
  ] as const) {
    const get = await request.get(path);
    const head = await request.head(path);
    expect(head.status(), path).toBe(status);
    expect(get.status(), path).toBe(status);
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect(head.headers()['cache-control'], path).toBe(get.headers()['cache-control']);
    expect((await head.body()).length, path).toBe(0);
  }
  const api = await request.head('/api/health');
  expect(api.status()).toBe(200);
  expect(api.headers()['content-type']).toContain('application/json');
});

test('pages are private to the host and the cookies; hashed assets stay public and immutable', {
  tag: '@server',
}, async ({ request }) => {
  const page = await request.get('/?vendor=demo');
  expect(page.headers()['cache-control']).toBe('private, no-cache');
  expect(page.headers().vary).toMatch(/Cookie, Host/);
  const receipt = await request.get('/receipt/no-such-token');
  expect(receipt.headers()['cache-control']).toContain('no-store');
  const asset = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0];
  expect(asset, 'a script of the page').toBeDefined();
  const file = await request.get(asset!);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toContain('immutable');
  expect(file.headers()['cache-control']).not.toContain('private');
  expect(file.headers().vary ?? '').not.toMatch(/Cookie|Host/);
});

test('a host outside the platform never renders the tenant its first label names', {
  tag: '@server',
}, async ({ request }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  for (const host of [`demo.evil.example:${port}`, `lavash.localhost.evil.example:${port}`]) {
    const response = await request.get('/', { headers: { host } });
    expect(response.status(), host).toBe(404);
    expect(await response.text(), host).not.toContain('Dastarkhan Demo');
  }
  // The development hosts keep working: localhost with ?vendor=, and a tenant's sub-domain of it.
  expect((await request.get('/?vendor=lavash')).status()).toBe(200);
  expect((await request.get('/', { headers: { host: `lavash.localhost:${port}` } })).status()).toBe(200);
});
