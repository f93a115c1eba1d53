// Shared fixtures and helpers of the storefront's end-to-end tests.
//
// - `test` is Playwright's, with a page that reports React commits (so a test can wait until
//   the server-rendered page is hydrated instead of sleeping) and collects page errors.
// - Texts come from the interface's own message catalogue and the domain's messages, in the
//   language under test, so every assertion is language-aware.
// - Catalogue facts (ids, names, prices) come from the public API of the same server.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ERROR_MESSAGES, type ErrorCode, type Language, SUCCESS_MESSAGES } from '@dastarkhan/domain';
import { formatSom } from '@dastarkhan/domain/client';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { commonMessages } from '../src/i18n/messages/common';
import { layoutMessages } from '../src/i18n/messages/layout';
import { menuMessages } from '../src/i18n/messages/menu';

export type { Language };
export { expect, formatSom };

export const LANGUAGES: readonly Language[] = ['uz', 'ru', 'eng'];

/** The viewport a journey repeated per language runs on: every language once, both viewports covered. */
const VIEWPORT_OF: Record<Language, 'phone' | 'desktop'> = { uz: 'phone', ru: 'desktop', eng: 'phone' };

/**
 * For journeys run once per language: each language runs on one viewport only (uz and eng on the
 * phone, ru on the desktop). Three languages × two viewports doubled the browser suite's time
 * for no new coverage; the screens themselves are checked on both viewports by a11y.spec.
 */
export function skipOtherViewports(lang: Language) {
  const project = test.info().project.name;
  test.skip(project !== VIEWPORT_OF[lang], `${lang} runs on the ${VIEWPORT_OF[lang]} viewport`);
}
export const HTML_LANG: Record<Language, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

const repoRoot = resolve(import.meta.dirname, '../../..');
export const SCREENS_DIR = join(repoRoot, 'test-results/screens');

// ---------------------------------------------------------------------------------------------
// Texts

type Catalogue = Record<string, Record<Language, string>>;
const uiMessages: Catalogue = { ...commonMessages, ...layoutMessages, ...menuMessages };

/** Extra message files of features, registered by the specs that need them. */
export function registerMessages(messages: Catalogue) {
  Object.assign(uiMessages, messages);
}

const LOCALE: Record<Language, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

/** The ICU subset the catalogue uses: `{name}` and `{count, plural, one {…} few {…} other {…}}`. */
function fill(
  template: string,
  values: Record<string, string | number> = {},
  lang: Language = 'eng',
): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const plural = /^\{(\w+), plural,/.exec(template.slice(i));
    if (!plural) {
      out += template[i];
      i += 1;
      continue;
    }
    // Find the end of this plural block, then its `key {text}` branches.
    let depth = 0;
    let end = i;
    for (; end < template.length; end++) {
      if (template[end] === '{') depth++;
      if (template[end] === '}' && --depth === 0) break;
    }
    const body = template.slice(i + plural[0].length, end);
    const branches: Record<string, string> = {};
    for (let j = 0; j < body.length; ) {
      const key = /^\s*(=?\w+)\s*\{/.exec(body.slice(j));
      if (!key) break;
      let d = 0;
      let k = j + key[0].length - 1;
      const start = k + 1;
      for (; k < body.length; k++) {
        if (body[k] === '{') d++;
        if (body[k] === '}' && --d === 0) break;
      }
      branches[key[1]!] = body.slice(start, k);
      j = k + 1;
    }
    const n = Number(values[plural[1]!]);
    const category = new Intl.PluralRules(LOCALE[lang]).select(n);
    const chosen = branches[`=${n}`] ?? branches[category] ?? branches.other ?? '';
    out += chosen.replaceAll('#', String(n));
    i = end + 1;
  }
  return out.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** An interface text in a language, with simple `{placeholder}` values filled in. */
export function tr(key: string, lang: Language, values?: Record<string, string | number>): string {
  const message = uiMessages[key];
  if (!message) throw new Error(`no message "${key}" in the catalogue`);
  return fill(message[lang], values, lang);
}

/** A domain message (spec §8), as the API and the interface show it. */
export function msg(
  code: ErrorCode | keyof typeof SUCCESS_MESSAGES,
  lang: Language,
  values?: Record<string, string | number>,
): string {
  const message =
    (ERROR_MESSAGES as Record<string, Record<Language, string>>)[code] ??
    (SUCCESS_MESSAGES as Record<string, Record<Language, string>>)[code];
  if (!message) throw new Error(`no domain message ${code}`);
  return fill(message[lang], values, lang);
}

/** A text as React writes it into HTML (so it can be looked for in a server response). */
export function inHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** For building regular expressions out of texts. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Prices are written with no-break spaces; this matches them whatever the space. */
export function somPattern(amount: number, lang: Language): RegExp {
  return new RegExp(escapeRegExp(formatSom(amount, lang)).replace(/\u00a0|\\s| /g, '[\\s\\u00a0]'));
}

// ---------------------------------------------------------------------------------------------
// Catalogue facts through the API

export type Text = Record<Language, string>;

export interface ApiModification {
  id: number;
  name: Text;
  price: number;
}
export interface ApiModificationGroup {
  id: number;
  name: Text;
  min: number;
  max: number;
  modifications: ApiModification[];
}
export interface ApiProduct {
  id: number;
  name: Text;
  description: Text | null;
  categoryId: number;
  category: { id: number; name: Text };
  group: { id: number; name: Text };
  costPrice: number;
  discount: number;
  type: 'NONE' | 'MODIFICATION';
  active: boolean;
  maxCount: number | null;
  modificationGroups: ApiModificationGroup[];
}
export interface ApiCategory {
  id: number;
  groupId: number;
  name: Text;
  priority: number;
}
export interface ApiGroup {
  id: number;
  name: Text;
  priority: number;
}
export interface Menu {
  merchantId: number;
  groups: ApiGroup[];
  categories: ApiCategory[];
  products: ApiProduct[];
}

const merchantIds = new Map<string, number>();

export async function merchantId(request: APIRequestContext, sub: string): Promise<number> {
  const known = merchantIds.get(sub);
  if (known) return known;
  const response = await request.get(`/api/users/v1/merchants/sub/${sub}`);
  expect(response.status(), `tenant ${sub}`).toBe(200);
  const id = ((await response.json()) as { data: { id: number } }).data.id;
  merchantIds.set(sub, id);
  return id;
}

const menus = new Map<string, Menu>();

export async function menuOf(request: APIRequestContext, sub: string): Promise<Menu> {
  const known = menus.get(sub);
  if (known) return known;
  const id = await merchantId(request, sub);
  const response = await request.get('/api/products/v1/overalls?type=WEB', {
    headers: { merchant: String(id) },
  });
  expect(response.status(), `menu of ${sub}`).toBe(200);
  const data = ((await response.json()) as { data: Omit<Menu, 'merchantId'> }).data;
  const menu = { merchantId: id, ...data };
  menus.set(sub, menu);
  return menu;
}

export function productNamed(menu: Menu, englishName: string): ApiProduct {
  const product = menu.products.find((p) => p.name.eng === englishName);
  if (!product) throw new Error(`no product "${englishName}" in the seed`);
  return product;
}

/** A product of the first group (the tab a home page opens with), by the menu's priorities. */
export function firstTabProduct(menu: Menu): ApiProduct {
  const group = [...menu.groups].sort((a, b) => a.priority - b.priority)[0]!;
  const category = menu.categories
    .filter((c) => c.groupId === group.id)
    .sort((a, b) => a.priority - b.priority)[0]!;
  const product = menu.products.find((p) => p.categoryId === category.id && p.active);
  if (!product) throw new Error('no product in the first category');
  return product;
}

/** The price a card shows: the product's own price less its percentage discount (integer so'm). */
export function cardPrice(product: Pick<ApiProduct, 'costPrice' | 'discount'>) {
  return product.costPrice - Math.round((product.costPrice * product.discount) / 100);
}

// ---------------------------------------------------------------------------------------------
// Pages

declare global {
  interface Window {
    __e2eCommits?: number;
  }
}

interface Fixtures {
  /** Uncaught exceptions and console errors of the page (failed tile/resource loads excluded). */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text.includes('Failed to load resource') || text.includes('net::ERR_')) return;
      errors.push(`console: ${text}`);
    });
    await use(errors);
  },
  page: async ({ page }, use) => {
    // A minimal React DevTools hook: React calls onCommitFiberRoot after every commit, so the
    // first call marks the end of hydration. Nothing of the app is changed for the tests.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      if (w.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
      // The storefront's Preact build (decision 057) says so with an event instead.
      addEventListener('dastarkhan:hydrated', () => {
        window.__e2eCommits = (window.__e2eCommits ?? 0) + 1;
      });
      let renderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => ++renderers,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberRoot: () => {
          window.__e2eCommits = (window.__e2eCommits ?? 0) + 1;
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      };
    });
    await use(page);
  },
});

/** Waits until React has hydrated the server-rendered page (its first commit). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window.__e2eCommits ?? 0) > 0, undefined, { timeout: 15_000 });
}

/** After hydration: waits until the main thread is idle (effects, lazy chunks, map set-up). */
export async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 3000 });
        // Two frames first, so effects scheduled by the first commit have run.
        requestAnimationFrame(() => requestAnimationFrame(idle));
      }),
  );
}

/** Opens a path and waits for hydration; returns the HTTP status of the document. */
export async function open(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  await hydrated(page);
  return response?.status() ?? 0;
}

/** Sets the language cookie before a page is opened (the server reads it for the first render). */
export async function setLanguageCookie(page: Page, lang: Language) {
  const baseURL = test.info().project.use.baseURL ?? `http://localhost:${process.env.E2E_PORT}`;
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

export async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** The header's language radio group of the page's current language. */
export function languageGroup(page: Page, lang: Language) {
  return page.getByRole('group', { name: tr('lang.label', lang), exact: true });
}

/** Picks a language with the header's radio group and waits until the page speaks it. */
export async function switchLanguage(page: Page, from: Language, to: Language) {
  // A click, not check(): the radio is controlled and only turns checked once the page has
  // re-rendered in the new language (which is what the next lines wait for).
  await languageGroup(page, from)
    .getByRole('radio', { name: tr(`lang.${to}`, from), exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[to]);
  await expect(
    languageGroup(page, to).getByRole('radio', { name: tr(`lang.${to}`, to), exact: true }),
  ).toBeChecked();
}

/** The main navigation landmark that is visible in this project (header on desktop, bottom bar on phones). */
export function mainNav(page: Page, lang: Language) {
  return page.getByRole('navigation', { name: tr('nav.main', lang), exact: true }).locator('visible=true');
}

/** The basket link of the visible main navigation. */
export function basketLink(page: Page, lang: Language) {
  return mainNav(page, lang).getByRole('link', { name: new RegExp(escapeRegExp(tr('nav.basket', lang))) });
}

/** Basket count shown by the navigation badge (0 when there is no badge). */
export async function basketBadge(page: Page, lang: Language): Promise<number> {
  const link = basketLink(page, lang);
  const digits = (await link.innerText()).replace(/\D+/g, '');
  return digits ? Number(digits) : 0;
}

export function screenPath(name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  return join(SCREENS_DIR, `${name}.png`);
}
