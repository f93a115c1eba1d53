// After hydration the document is the one the server sent. The browser build runs on Preact
// (issue 19 experiment), which never reports a hydration mismatch and never corrects an attribute:
// a client tree that draws something else than the server's HTML would adopt the wrong nodes, drop
// or duplicate some, or cost the page its stylesheets, silently. So on the key pages the server's
// HTML (the navigation's own response body, parsed with DOMParser in the page) is compared with
// the live document once hydrated: the same elements in the same order under <head> and <body>,
// by tag, key attributes and text — exactly as hydration left it, and again a frame later, when
// only the browser's own state (CLIENT_STATE) may differ. Breaking hydration on purpose (no
// preload step-aside in entry.client: the stylesheets are lost; an element drawn only in the
// browser: a footer paragraph adopted with its text replaced, nodes moved) fails every page.
// What it cannot see: an attribute alone that differs (Preact keeps the server's, so the DOM
// still matches the HTML while the client tree believes otherwise).
import type { Page } from '@playwright/test';
import { basketMessages } from '../src/i18n/messages/basket';
import {
  escapeRegExp,
  expect,
  HTML_LANG,
  hydrated,
  LANGUAGES,
  menuOf,
  productNamed,
  registerMessages,
  setLanguageCookie,
  test,
  tr,
} from './support';

registerMessages(basketMessages);

/** One element of the document as compared: where it is, what it is, and its own text. */
interface OutlineNode {
  path: string;
  tag: string;
  attrs: string;
  text: string;
}

interface Outline {
  head: OutlineNode[];
  body: OutlineNode[];
  counts: { html: number; head: number; body: number; siteHeader: number; main: number };
  stylesheets: { href: string; applied: boolean }[];
  styleSheets: number;
}

declare global {
  interface Window {
    __outline?: (doc: Document, ignore: string | null) => Outline;
    __hydratedOutline?: Outline;
  }
}

/**
 * Installed in the page before its scripts: `window.__outline(doc, ignore)`, the outline of a
 * document (the live one, or the server's HTML parsed), leaving out what matches `ignore`; and the
 * document as hydration left it, outlined in the same task as Preact's hydrate() returned
 * (entry.client's 'dastarkhan:hydrated'), before the first commit's effects run. What those draw
 * afterwards is the browser's own state, different from the server's by design (CLIENT_STATE):
 * hydration itself must change nothing.
 */
function installOutline() {
  // Not the attributes that hold useId values (id, for, aria-describedby…): hydration sets them to
  // the client's ids on purpose (entry.client, decision 057); that every reference among them
  // still resolves is checked on its own (unresolvedIdReferences).
  const ID_VALUED = /^(id|for|aria-(describedby|labelledby|controls|activedescendant|owns))$/;
  const KEY =
    /^(class|href|src|srcset|rel|type|as|media|name|content|lang|role|alt|hidden|data-testid|aria-.*)$/;
  const outline = (doc: Document, ignore: string | null): Outline => {
    // Not compared:
    // - <script> elements. React Router's inline data and module scripts run once and stay
    //   inert; the hydrate loader (lib/defer-hydration) makes the router's module script inert
    //   and appends a live copy of it.
    // - <link rel="modulepreload">: hints for those scripts. React Router's <Scripts> draws them;
    //   the server's (hoisted into <head> by React) are dropped by lib/defer-hydration, and
    //   Preact, which hoists nothing, appends the client's at the end of <body>, once the modules
    //   have loaded.
    const skip = (el: Element) =>
      el.localName === 'script' ||
      (el.localName === 'link' && el.getAttribute('rel') === 'modulepreload') ||
      (ignore ? el.matches(ignore) : false);
    const walk = (root: Element) => {
      const out: OutlineNode[] = [];
      const visit = (el: Element, path: string) => {
        let i = 0;
        for (const child of el.children) {
          if (skip(child)) continue;
          const at = `${path}>${child.localName}[${i++}]`;
          const attrs = [...child.attributes]
            .filter((a) => KEY.test(a.name) && !ID_VALUED.test(a.name))
            .map((a) => `${a.name}=${a.value.replace(/\s+/g, ' ').trim()}`)
            .sort()
            .join(' ');
          const text = [...child.childNodes]
            .filter((n): n is Text => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.data)
            .join('')
            .replace(/\s+/g, ' ')
            .trim();
          out.push({ path: at, tag: child.localName, attrs, text });
          visit(child, at);
        }
      };
      visit(root, root.localName);
      return out;
    };
    // entry.client takes the image preloads out during hydration and puts them back at the start
    // of <head>, not where React wrote them (after <meta charset> and the viewport): they are
    // compared as the head's first nodes, in their own order, wherever the server had them.
    const head = walk(doc.head);
    const preload = (n: OutlineNode) => n.tag === 'link' && / rel=preload(\s|$)/.test(` ${n.attrs}`);
    const live = [...document.styleSheets];
    return {
      head: [...head.filter(preload), ...head.filter((n) => !preload(n))].map((n) => ({
        ...n,
        path: `head>${n.tag}`,
      })),
      body: walk(doc.body),
      counts: {
        html: doc.querySelectorAll('html').length,
        head: doc.querySelectorAll('head').length,
        body: doc.querySelectorAll('body').length,
        siteHeader: doc.querySelectorAll(
          'header:not(main header, article header, section header, aside header, dialog header)',
        ).length,
        main: doc.querySelectorAll('main').length,
      },
      stylesheets: [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
        href: l.getAttribute('href') ?? '',
        // Loaded and in force (a parsed document has no style sheets: never asked of it).
        applied: l.sheet !== null && !l.disabled && live.includes(l.sheet),
      })),
      styleSheets: doc.styleSheets.length,
    };
  };
  window.__outline = outline;
  addEventListener('dastarkhan:hydrated', () => {
    window.__hydratedOutline = outline(document, null);
  });
}

/**
 * What the first commit's effects legitimately redraw, from the browser's own state (the server
 * cannot know it): left out of the comparison a frame after hydration only.
 * - `.badge`: the basket's count in the header and the tab bar (localStorage).
 * - `nav.header-account > *`: the header's login or profile link, once the session is known.
 * - the basket page below its title, and the title's count: the server draws a skeleton, the
 *   browser the lines stored in localStorage.
 * - stylesheets linked by an absolute URL: Vite's preload helper appends those of the chunks
 *   loaded lazily after hydration.
 * - `.closed-notice`: the server draws "closed now, opens at …" at its render time and the
 *   browser then judges on its own clock (decision 060): a cached home page (up to a minute
 *   old) or a browser clock set otherwise may legitimately disagree. At hydration it must match.
 */
const CLIENT_STATE = [
  '.badge',
  'nav.header-account > *',
  '.basket-page > :not(h1)',
  '.basket-title-count',
  'link[rel="stylesheet"][href^="http"]',
  '.closed-notice',
].join(', ');

function lines(nodes: OutlineNode[]) {
  return nodes.map((n) => `${n.path} ${n.attrs}${n.text ? ` "${n.text.slice(0, 80)}"` : ''}`);
}

async function expectHydratedAsServed(page: Page, path: string, errors: string[], status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  const html = await response!.text();
  await hydrated(page);
  const atHydration = await page.evaluate(() => window.__hydratedOutline);
  expect(atHydration, 'the outline taken when hydration ended').toBeDefined();
  // And a frame later, once the first commit's effects have drawn the client's state.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { server, live, serverAfter, liveAfter } = await page.evaluate(
    ([html, ignore]) => {
      const outline = window.__outline!;
      const doc = new DOMParser().parseFromString(html, 'text/html');
      // React streams what a Suspense boundary holds (here React Router's hydration data) in a
      // hidden <div id="S:n"> after the shell, and an inline script moves it into the boundary's
      // <template id="B:n">. Scripts do not run in a parsed document: the move is done here.
      for (const segment of doc.querySelectorAll('div[hidden][id^="S:"]')) {
        const boundary = doc.getElementById(`B:${segment.id.slice(2)}`);
        if (boundary) boundary.replaceWith(...segment.childNodes);
        segment.remove();
      }
      return {
        server: outline(doc, null),
        live: outline(document, null),
        serverAfter: outline(doc, ignore),
        liveAfter: outline(document, ignore),
      };
    },
    [html, CLIENT_STATE] as const,
  );
  const one = { html: 1, head: 1, body: 1, siteHeader: 1, main: 1 };
  expect(server.counts, 'the server drew one of each').toEqual(one);
  expect
    .soft(atHydration!.counts, 'at hydration: one <html>, <head>, <body>, site header, main')
    .toEqual(one);
  expect.soft(lines(atHydration!.head), '<head> as served').toEqual(lines(server.head));
  expect.soft(lines(atHydration!.body), '<body> as served').toEqual(lines(server.body));
  // A frame later: still one of each, and nothing changed but the client's own state.
  expect.soft(live.counts, 'a frame later: one <html>, <head>, <body>, site header, main').toEqual(one);
  expect.soft(lines(liveAfter.head), 'a frame later, <head> as served').toEqual(lines(serverAfter.head));
  expect.soft(lines(liveAfter.body), 'a frame later, <body> as served').toEqual(lines(serverAfter.body));
  // Every stylesheet of the server's HTML is still linked a frame later, in its place, and
  // applied. Lazily loaded chunks may link more of their own after them (Vite's preload helper
  // appends them to <head>).
  expect(server.stylesheets.length).toBeGreaterThan(0);
  expect
    .soft(live.stylesheets.slice(0, server.stylesheets.length), 'server stylesheets kept and applied')
    .toEqual(server.stylesheets.map(({ href }) => ({ href, applied: true })));
  expect.soft(live.styleSheets, 'document.styleSheets').toBeGreaterThanOrEqual(server.stylesheets.length);
  // Hydration gave the adopted elements the client's ids (decision 057): every element that
  // points at an id by for / aria-* finds it, a frame later as at first paint on the server.
  const unresolved = await page.evaluate(() => {
    const missing: string[] = [];
    const pointers =
      'label[for], [aria-describedby], [aria-labelledby], [aria-controls], [aria-activedescendant]';
    for (const el of document.querySelectorAll(pointers)) {
      for (const name of [
        'for',
        'aria-describedby',
        'aria-labelledby',
        'aria-controls',
        'aria-activedescendant',
      ]) {
        for (const id of (el.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
          if (!document.getElementById(id)) missing.push(`${el.localName} ${name}=${id}`);
      }
    }
    return missing;
  });
  expect.soft(unresolved, 'id references that find no element').toEqual([]);
  expect.soft(errors, 'no console or page errors').toEqual([]);
}

test.beforeEach(async ({ page }) => page.addInitScript(installOutline));

for (const lang of LANGUAGES) {
  test(`home in ${lang} hydrates into the server's document`, async ({ page, pageErrors }) => {
    await setLanguageCookie(page, lang);
    await expectHydratedAsServed(page, '/', pageErrors);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  });
}

test("category, product, search, login and 404 pages hydrate into the server's document", async ({
  page,
  request,
  pageErrors,
}) => {
  const menu = await menuOf(request, 'demo');
  const plov = productNamed(menu, 'Tashkent plov');
  await expectHydratedAsServed(page, `/category?id=${plov.categoryId}`, pageErrors);
  await expectHydratedAsServed(page, `/product/${plov.id}`, pageErrors);
  await expectHydratedAsServed(page, '/search?q=osh', pageErrors);
  await expectHydratedAsServed(page, '/login', pageErrors);
  await expectHydratedAsServed(page, '/no/such/page', pageErrors, 404);
});

test("the basket with one line hydrates into the server's document", async ({
  page,
  request,
  pageErrors,
}) => {
  const menu = await menuOf(request, 'demo');
  const plov = productNamed(menu, 'Tashkent plov');
  const line = {
    key: `${plov.id}|`,
    productId: plov.id,
    name: plov.name.uz,
    image: null,
    costPrice: plov.costPrice,
    discount: plov.discount,
    count: 1,
    maxCount: plov.maxCount,
    options: [],
  };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `dastarkhan:basket:${menu.merchantId}`,
    JSON.stringify([line]),
  ] as const);
  await expectHydratedAsServed(page, '/basket', pageErrors);
  // The line the server could not know is there once hydrated.
  await expect(page.getByRole('list', { name: tr('basket.lines', 'uz') }).getByRole('listitem')).toHaveText([
    new RegExp(escapeRegExp(plov.name.uz)),
  ]);
});

test("another tenant's home (?vendor=lavash) hydrates into the server's document", async ({
  page,
  pageErrors,
}) => {
  await expectHydratedAsServed(page, '/?vendor=lavash', pageErrors);
});
