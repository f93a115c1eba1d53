// Anonymous pages served from the page cache (issue 22, decision 044), checked at the HTTP level
// against the built server: nothing personal is stored or served to another visitor, each tenant,
// language and branch gets its own page, and a price change shows at once. Requests go through
// node:http so that every cookie and Host header is exactly the one the test names.
import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { authHeaders, DEMO_OWNER_PHONE, staffSession } from './console-support';
import { expect, HTML_LANG, hydrated, LANGUAGES, merchantId, test } from './support';

test.skip(({ isMobile }) => isMobile, 'HTTP-level checks: run once, in the desktop project');

interface Visit {
  status: number;
  cache: string | undefined;
  tenant: string | undefined;
  csp: string;
  cookies: string[];
  html: string;
}

function visit(path: string, headers: Record<string, string> = {}): Promise<Visit> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: base.port,
        path,
        headers: { host: `localhost:${base.port}`, 'accept-encoding': 'identity', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers['x-page-cache'] as string | undefined,
            tenant: res.headers['x-dastarkhan-tenant'] as string | undefined,
            csp: String(res.headers['content-security-policy'] ?? ''),
            cookies: res.headers['set-cookie'] ?? [],
            html: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A query no other test (or earlier run) used: this test's own cache keys. */
const fresh = () => `utm_source=${randomUUID().slice(0, 8)}`;

test('a signed-in visitor, a table or any unknown cookie is rendered for itself and never stored', async ({
  request,
}) => {
  const demo = await merchantId(request, 'demo');
  const owner = await staffSession(request, demo, DEMO_OWNER_PHONE);
  const q = fresh();
  const personal = [
    visit(`/?${q}`, { authorization: authHeaders(owner).authorization }),
    visit(`/?${q}`, { cookie: 'lang=ru; session=someone' }),
    visit(`/?${q}&table=5`),
  ];
  for (const answer of await Promise.all(personal)) {
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('bypass');
  }
  // The table's cookie went to the table's visitor only: the anonymous page is rendered afresh
  // (nothing was stored by the visits above) and sets no table.
  const anonymous = await visit(`/?${q}`);
  expect(anonymous.cache).toBe('miss');
  const again = await visit(`/?${q}`);
  expect(again.cache).toBe('hit');
  expect(again.cookies.join('\n')).not.toContain('table=');
  // And a signed-in visit after it is still not served from the cache.
  expect((await visit(`/?${q}`, { cookie: 'table=5' })).cache).toBe('bypass');
});

test('tenants never share a page: by Host, by ?vendor= and by the merchant cookie', async ({ request }) => {
  const [demo, lavash] = await Promise.all([merchantId(request, 'demo'), merchantId(request, 'lavash')]);
  const port = new URL(test.info().project.use.baseURL!).port;
  const q = fresh();
  const cases: Array<[string, Record<string, string>, string]> = [
    [`/?${q}`, { host: `demo.localhost:${port}` }, 'demo'],
    [`/?${q}`, { host: `lavash.localhost:${port}` }, 'lavash'],
    [`/?${q}&vendor=lavash`, {}, 'lavash'],
    [`/?${q}&vendor=demo`, {}, 'demo'],
    [`/?${q}`, { cookie: `merchant=${lavash}` }, 'lavash'],
    [`/?${q}`, { cookie: `merchant=${demo}` }, 'demo'],
  ];
  for (const [path, headers, tenant] of cases) {
    const first = await visit(path, headers);
    const second = await visit(path, headers);
    expect(
      [first.cache, second.cache, first.tenant, second.tenant],
      `${path} ${JSON.stringify(headers)}`,
    ).toEqual(['miss', 'hit', tenant, tenant]);
    // The same page, less the first visitor's nonce.
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(first.csp)![1]!;
    expect(second.html).toBe(first.html.replaceAll(` nonce="${nonce}"`, '').replaceAll(nonce, ''));
  }
});

test('each language, city and branch cookie gets its own page', async ({ request }) => {
  const demo = await merchantId(request, 'demo');
  const branches = (
    await (await request.get('/api/users/v1/branches', { headers: { merchant: String(demo) } })).json()
  ).data as Array<{ id: number; cityId: number }>;
  expect(branches.length).toBeGreaterThan(1);
  const q = fresh();
  for (const lang of LANGUAGES) {
    const cookie = `merchant=${demo}; lang=${lang}`;
    expect((await visit(`/?${q}`, { cookie })).cache).toBe('miss');
    const hit = await visit(`/?${q}`, { cookie });
    expect(hit.cache).toBe('hit');
    expect(hit.html).toContain(`<html lang="${HTML_LANG[lang]}"`);
  }
  for (const branch of branches.slice(0, 2)) {
    const cookie = `merchant=${demo}; lang=ru; city=${branch.cityId}; branch=${branch.id}`;
    expect((await visit(`/?${q}`, { cookie })).cache).toBe('miss');
    expect((await visit(`/?${q}`, { cookie })).cache).toBe('hit');
  }
});

test('a cached page allows exactly its own inline scripts, by hash, with no nonce', async () => {
  const q = fresh();
  await visit(`/?${q}&vendor=demo`);
  const hit = await visit(`/?${q}&vendor=demo`);
  expect(hit.cache).toBe('hit');
  expect(hit.csp).not.toContain('nonce');
  expect(hit.html).not.toMatch(/nonce="/);
  const scripts = [...hit.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=/.test(` ${attributes}`),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const allowed = new Set(hit.csp.match(/'sha256-[^']+'/g)?.map((s) => s.slice(1, -1)));
  for (const [, , text] of scripts)
    expect(allowed).toContain(`sha256-${createHash('sha256').update(text!).digest('base64')}`);
});

test('a page from the cache hydrates under its hash CSP, with no script refused', async ({ page }) => {
  const path = `/?${fresh()}&vendor=demo`;
  await visit(path, { cookie: 'lang=ru' });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.context().addCookies([{ name: 'lang', value: 'ru', url: test.info().project.use.baseURL! }]);
  const response = await page.goto(path);
  expect(response?.headers()['x-page-cache']).toBe('hit');
  await hydrated(page);
  expect(refused).toEqual([]);
});

test("an owner's price change shows on the next anonymous page view within 2 seconds", async ({
  request,
}, testInfo) => {
  const demo = await merchantId(request, 'demo');
  const headers = authHeaders(await staffSession(request, demo, DEMO_OWNER_PHONE));
  const menu = (await (await request.get('/api/products/v1/operator/menu', { headers })).json()).data as {
    branches: Array<{ id: number }>;
    categories: Array<{ id: number; isActive: boolean; isWithoutCart: boolean; groupId: number | null }>;
    groups: Array<{ id: number; isActive: boolean }>;
  };
  const shown = new Set(menu.groups.filter((g) => g.isActive).map((g) => g.id));
  const category = menu.categories.find(
    (c) => c.isActive && !c.isWithoutCart && c.groupId !== null && shown.has(c.groupId),
  )!;
  const name = `Cache check ${testInfo.project.name} ${Date.now().toString(36)}`;
  const body = {
    name: { uz: name, ru: name, eng: name },
    categoryId: category.id,
    costPrice: 61_616,
    productBranch: menu.branches.map((b) => ({ branch: { id: b.id, isActive: true }, price: null })),
  };
  const created = await request.post('/api/products/v1/operator/products', { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };

  const q = fresh();
  await expect
    .poll(async () => (await visit(`/?${q}&vendor=demo`)).html.includes(name), { timeout: 2_000 })
    .toBe(true);
  const before = await visit(`/?${q}&vendor=demo`);
  expect(before.cache).toBe('hit');
  expect(before.html).toContain('61616');
  expect(before.html).not.toContain('72727');

  const repriced = await request.put(`/api/products/v1/operator/products/${id}`, {
    headers,
    data: { ...body, costPrice: 72_727 },
  });
  expect(repriced.status(), await repriced.text()).toBe(200);
  await expect
    .poll(async () => (await visit(`/?${q}&vendor=demo`)).html.includes('72727'), {
      timeout: 2_000,
      intervals: [100],
    })
    .toBe(true);
  await request.delete(`/api/products/v1/operator/products/${id}`, { headers });
});
