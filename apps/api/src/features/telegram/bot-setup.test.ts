import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, loginByPhone } from '../../test-support/accounts.js';
import type { FakeReply } from '../../test-support/fake-http-server.js';
import { startFakeTelegram, telegramReplies } from '../../test-support/fake-telegram.js';
import { createTestApp } from '../../test-support/test-app.js';

const DEMO_TOKEN = '7000000001:demo-bot-token-for-local-tests';
const LAVASH_TOKEN = '7000000002:lavash-token_XYZ';
let answer: FakeReply | undefined;
const fake = await startFakeTelegram({ tokens: [DEMO_TOKEN, LAVASH_TOKEN], script: () => answer });
// A development box: the storefront on plain http.
const t = await createTestApp({
  TELEGRAM_API_URL: fake.url,
  DEMO_TELEGRAM_BOT_TOKEN: DEMO_TOKEN,
  TENANT_URL_TEMPLATE: 'http://{sub}.localhost:3000',
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
const lavashId = await t.merchantId('lavash');
const lavash = String(lavashId);
const demo = String(await t.merchantId('demo'));
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const demoOwner = (await loginByPhone(t, demo, '998900000003')).token;
const save = (botToken: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/operator/settings',
    headers: asUser(lavash, lavashOwner),
    payload: { credentials: { telegram: { botToken } } },
  });
const storedToken = async () =>
  (await t.db.select().from(tables.merchants).where(eq(tables.merchants.id, lavashId)))[0]!.telegramBotToken;

describe('bot set-up when Telegram fails', () => {
  it('reports Telegram being down in three languages, and the token stays saved', async () => {
    answer = telegramReplies.serverError();
    const res = await save(LAVASH_TOKEN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.telegramSetup).toEqual({
      ok: false,
      message: {
        uz: expect.stringContaining("ulanib bo'lmadi"),
        ru: expect.stringContaining('Не удалось связаться с Telegram'),
        eng: expect.stringContaining('Could not reach Telegram'),
      },
    });
    expect(await storedToken()).toMatch(/^sealed:v1:/);
    expect(res.json().data.credentials.telegram.botToken).toBe('…_XYZ');
  });

  it('hands a long 429 back as "try later" without waiting, and the connect call works once Telegram is back', async () => {
    answer = telegramReplies.tooManyRequests(120);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/settings/telegram/connect',
      headers: asUser(lavash, lavashOwner),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.json().data).toMatchObject({ ok: false, message: { eng: expect.stringContaining('120 s') } });

    answer = undefined;
    const before = fake.calls.length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/settings/telegram/connect',
      headers: asUser(lavash, lavashOwner),
    });
    expect(again.json().data).toMatchObject({ ok: true });
    const calls = fake.calls.slice(before);
    expect(calls.find((c) => c.method === 'setWebhook')!.params.url).toBe(
      `http://lavash.localhost:3000/api/webbot/v1/telegram/${lavashId}/webhook`,
    );
    // Telegram opens web apps over https only: on http there is no menu button to set.
    expect(calls.some((c) => c.method === 'setChatMenuButton')).toBe(false);
    expect(fake.problems).toEqual([]);
  });

  it('does not call Telegram for a save that does not touch the token, nor for a cleared token', async () => {
    const before = fake.calls.length;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/v1/operator/settings',
      headers: asUser(lavash, lavashOwner),
      payload: { credentials: { telegram: { staffChatId: '-100123' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.telegramSetup).toBeUndefined();
    expect((await save('')).json().data.telegramSetup).toBeUndefined();
    expect(fake.calls.length).toBe(before);
  });

  it('answers /start on an http development host with a link button, not a web_app one', async () => {
    const connect = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/settings/telegram/connect',
      headers: asUser(demo, demoOwner),
    });
    expect(connect.json().data.ok).toBe(true);
    const secret = String(fake.of('setWebhook').at(-1)!.params.secret_token);
    const before = fake.calls.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webbot/v1/telegram/${demo}/webhook`,
      headers: { 'x-telegram-bot-api-secret-token': secret },
      payload: {
        update_id: 1,
        message: { chat: { id: 42, type: 'private' }, from: { id: 42, language_code: 'uz' }, text: '/start' },
      },
    });
    expect(res.statusCode).toBe(200);
    const [sent] = (await fake.waitForCalls(before + 1)).slice(before);
    expect(sent!.params.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Menyuni ochish', url: 'http://demo.localhost:3000/' }]],
    });
  });
});
