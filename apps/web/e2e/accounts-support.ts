// Logging in from the end-to-end tests the way a person does: the phone on /login, the code
// from the SMS — read from the demo SMS outbox (docs/design.md), which the console gateway fills.
import { createHmac } from 'node:crypto';
import { clientMessages } from '@dastarkhan/client/messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { loginMessages } from '../src/i18n/messages/login';
import { expect, type Language, registerMessages, tr } from './support';

// The resend texts of the shared code fields are the client package's.
registerMessages(clientMessages);
registerMessages(loginMessages);

let sequence = 0;

/** A phone no other test uses: 99893 + 7 digits from the worker, the time and a counter. */
export function uniquePhone(): string {
  sequence += 1;
  const tail = (Date.now() * 10 + sequence + Number(process.env.TEST_WORKER_INDEX ?? 0) * 7919) % 10_000_000;
  return `99893${String(tail).padStart(7, '0')}`;
}

/** The newest code texted to a phone. */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/v1/sms-outbox?phone=${phone}`);
      const texts = ((await response.json()) as { data: Array<{ text: string }> }).data;
      // Status and receipt texts (with a link) may have come after it: the newest code text counts.
      code = texts.find((t) => !t.text.includes('://'))?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Types the phone on /login, then the texted code; resolves once the user is signed in. */
export async function logInWithPhone(page: Page, request: APIRequestContext, phone: string, lang: Language) {
  await page.getByLabel(tr('login.phone', lang)).fill(phone.slice(3));
  await page.getByRole('button', { name: tr('login.sendCode', lang) }).click();
  await expect(page).toHaveURL(/\/login\/confirm\?phone=/);
  const code = await latestCode(request, phone);
  // Six digits submit the form by themselves.
  await page.getByLabel(tr('login.code', lang)).fill(code);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A valid Telegram web-app initData for the demo bot (HMAC as core.telegram.org describes). */
export function signedInitData(
  user: Record<string, unknown>,
  botToken: string,
  authDate = Math.floor(Date.now() / 1000),
) {
  const fields: Record<string, string> = {
    auth_date: String(authDate),
    query_id: 'AAE-e2e-query',
    user: JSON.stringify(user),
  };
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

export const DEMO_BOT_TOKEN =
  process.env.DEMO_TELEGRAM_BOT_TOKEN ?? '7000000001:demo-bot-token-for-local-tests';

export interface ApiSession {
  merchantId: number;
  token: string;
  user: { id: number; phone: string | null; firstName: string | null };
}

/** Logs a fresh phone in through the API (code from the outbox), for tests about account pages. */
export async function apiLogin(request: APIRequestContext, merchantId: number, phone = uniquePhone()) {
  const headers = { merchant: String(merchantId) };
  const sent = await request.post('/api/users/v1/auth/otp', { headers, data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await latestCode(request, phone);
  const verified = await request.post('/api/users/v1/auth/otp/verify', { headers, data: { phone, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token, user } = ((await verified.json()) as { data: Omit<ApiSession, 'merchantId'> }).data;
  return { merchantId, token, user } satisfies ApiSession;
}

/** Puts a session into the browser's storage before any page script runs. */
export async function putSessionInBrowser(page: Page, session: ApiSession) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('dastarkhan:session')) localStorage.setItem('dastarkhan:session', value);
  }, JSON.stringify(session));
}
