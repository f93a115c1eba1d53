// The console's end-to-end set-up, shared by every console-*.spec.ts: the demo staff phones, a
// console screen opened as a member of staff (in English, optionally on the server's ordering
// clock), and signing in by SMS code the way a person does. Orders are placed over HTTP by
// orders-support.ts, sessions come from accounts-support.ts and staff-session.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, latestCode } from './accounts-support';

export { type ApiSession, apiLogin, latestCode, uniquePhone } from './accounts-support';
export {
  authHeaders,
  data,
  moveOrder,
  placeDelivery,
  placeOrder,
} from './orders-support';
export { DEMO_OPERATOR_PHONE, staffSession } from './staff-session';

/** Seeded staff phones (README): demo's owner, kitchen and first courier; lavash's owner. */
export const DEMO_OWNER_PHONE = '998900000003';
export const KITCHEN_PHONE = '998900000004';
export const COURIER_PHONE = '998900000011';
export const LAVASH_OWNER_PHONE = '998900000005';

/**
 * A console screen (`orders`, `kitchen`, `inbox?tab=…`) signed in as `session`, in English
 * unless `lang` says otherwise. With
 * `request`, the page's clock is the server's ordering clock (a Monday noon in Tashkent), so
 * ages and "until" times agree with the server's.
 */
export async function openConsole(
  page: Page,
  session: ApiSession,
  path: string,
  options: { request?: APIRequestContext; vendor?: string; lang?: 'uz' | 'ru' | 'eng' } = {},
) {
  if (options.request) {
    const clock = await options.request.get('/api/dev/v1/clock');
    const { now } = ((await clock.json()) as { data: { now: string } }).data;
    await page.clock.install({ time: new Date(now) });
  }
  await page.addInitScript(
    ([value, lang]) => {
      localStorage.setItem('dastarkhan:console:session', value);
      localStorage.setItem('dastarkhan:console:lang', lang);
    },
    [JSON.stringify(session), options.lang ?? 'eng'] as const,
  );
  const [route, query] = path.split('?');
  const search = new URLSearchParams(query);
  search.set('vendor', options.vendor ?? 'demo');
  await page.goto(`/console/${route}?${search}`);
}

/**
 * Other tests' new orders take over the board (a modal with the alarm): a test about something
 * else folds it with "Later" whenever it stands in the way of an action — in any of the
 * console's languages (the axe spec opens the board in Russian).
 */
export async function foldTakeovers(page: Page) {
  const takeover = page.getByRole('dialog', { name: /^(New order #|Новый заказ №|Yangi buyurtma №)\d+$/ });
  // Another order arriving right after the fold opens it again: no waiting for it to stay
  // hidden, the handler simply runs again the next time it is in the way.
  await page.addLocatorHandler(
    takeover,
    async () => {
      await takeover.getByRole('button', { name: /^(Later|Позже|Keyinroq)$/ }).click();
    },
    { noWaitAfter: true },
  );
}

/** The console's sign-in by SMS code (English): the phone, the code from the demo outbox. */
export async function signInBySms(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('Phone number').fill(phone.slice(3));
  await page.getByRole('button', { name: 'Get the code' }).click();
  const code = await latestCode(request, phone);
  await page.getByLabel('SMS code (6 digits)').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
