import { afterEach, describe, expect, it } from 'vitest';
import { deadServerUrl, startFakeServer } from '../../test-support/fake-http-server.js';
import { type FakeTelegram, startFakeTelegram, telegramReplies } from '../../test-support/fake-telegram.js';
import { createBotApi } from './bot-api.js';

const TOKEN = '7000000009:test-token_AbC';
let fake: FakeTelegram | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const waits: number[] = [];
const api = (url: string, extra: { timeoutMs?: number } = {}) =>
  createBotApi({ baseUrl: url, token: TOKEN, sleep: async (ms) => void waits.push(ms), ...extra });

describe('Bot API adapter', () => {
  it('sends an HTML message with a web_app button to /bot<token>/sendMessage and answers its id', async () => {
    fake = await startFakeTelegram({ tokens: [TOKEN] });
    const result = await api(fake.url).sendMessage({
      chatId: 42,
      html: '<b>Salom</b> &lt;b&gt;',
      buttons: [[{ text: 'Menyu', web_app: { url: 'https://demo.dastarkhan.uz/' } }]],
    });
    expect(result).toEqual({ ok: true, messageId: expect.any(Number) });
    expect(fake.problems).toEqual([]);
    expect(fake.calls).toEqual([
      {
        token: TOKEN,
        method: 'sendMessage',
        params: {
          chat_id: 42,
          text: '<b>Salom</b> &lt;b&gt;',
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          reply_markup: {
            inline_keyboard: [[{ text: 'Menyu', web_app: { url: 'https://demo.dastarkhan.uz/' } }]],
          },
        },
      },
    ]);
  });

  it('waits out a short 429 retry_after once and succeeds on the second try', async () => {
    waits.length = 0;
    fake = await startFakeTelegram({
      tokens: [TOKEN],
      script: (_call, index) => (index === 0 ? telegramReplies.tooManyRequests(3) : undefined),
    });
    const result = await api(fake.url).sendMessage({ chatId: 42, html: 'hi' });
    expect(result.ok).toBe(true);
    expect(waits).toEqual([3_000]);
    expect(fake.of('sendMessage')).toHaveLength(2);
  });

  it('hands a long 429 back as retryAfterMs without waiting or retrying', async () => {
    waits.length = 0;
    fake = await startFakeTelegram({ tokens: [TOKEN], script: () => telegramReplies.tooManyRequests(35) });
    const result = await api(fake.url).sendMessage({ chatId: 42, html: 'hi' });
    expect(result).toMatchObject({
      ok: false,
      permanent: false,
      reason: 'rate_limited',
      retryAfterMs: 35_000,
    });
    expect(waits).toEqual([]);
    expect(fake.calls).toHaveLength(1);
  });

  it('answers a second 429 after the inline retry as a value for the worker', async () => {
    waits.length = 0;
    fake = await startFakeTelegram({ tokens: [TOKEN], script: () => telegramReplies.tooManyRequests(2) });
    const result = await api(fake.url).sendMessage({ chatId: 42, html: 'hi' });
    expect(result).toMatchObject({ ok: false, reason: 'rate_limited', retryAfterMs: 2_000 });
    expect(fake.calls).toHaveLength(2);
  });

  it('answers 403 as permanent "blocked" with Telegram’s description', async () => {
    fake = await startFakeTelegram({ tokens: [TOKEN], script: () => telegramReplies.blocked() });
    const result = await api(fake.url).sendMessage({ chatId: 42, html: 'hi' });
    expect(result).toEqual({
      ok: false,
      permanent: true,
      reason: 'blocked',
      status: 403,
      description: 'Forbidden: bot was blocked by the user',
    });
  });

  it('answers a 5xx as a temporary failure and a wrong token as permanent', async () => {
    fake = await startFakeTelegram({ tokens: [TOKEN], script: () => telegramReplies.serverError() });
    expect(await api(fake.url).getMe()).toMatchObject({ ok: false, permanent: false, reason: 'server' });
    const other = createBotApi({ baseUrl: fake.url, token: '1:wrong' });
    expect(await other.getMe()).toMatchObject({ ok: false, permanent: true, reason: 'refused', status: 401 });
  });

  it('answers a dead server, a hung one and a non-JSON one as values, within the timeout', async () => {
    expect(await api(await deadServerUrl()).getMe()).toEqual({
      ok: false,
      permanent: false,
      reason: 'unreachable',
    });
    const hung = await startFakeServer(() => ({ hang: true }));
    const started = Date.now();
    expect(await api(hung.url, { timeoutMs: 200 }).getMe()).toMatchObject({ reason: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(2_000);
    await hung.close();
    const html = await startFakeServer(() => ({ text: '<html>proxy</html>' }));
    expect(await api(html.url).sendMessage({ chatId: 1, html: 'x' })).toMatchObject({
      ok: false,
      reason: 'bad_answer',
    });
    await html.close();
  });

  it('sets the webhook, the commands per language and the menu button with Telegram’s field names', async () => {
    fake = await startFakeTelegram({ tokens: [TOKEN] });
    const bot = api(fake.url);
    await bot.setWebhook({
      url: 'https://demo.dastarkhan.uz/hook',
      secretToken: 'abc_DEF-1',
      allowedUpdates: ['message'],
    });
    await bot.setMyCommands([{ command: 'start', description: 'Boshlash' }], 'uz');
    await bot.setChatMenuButton({ text: 'Menyu', url: 'https://demo.dastarkhan.uz/' });
    expect(fake.problems).toEqual([]);
    expect(fake.calls.map((c) => [c.method, c.params])).toEqual([
      [
        'setWebhook',
        {
          url: 'https://demo.dastarkhan.uz/hook',
          secret_token: 'abc_DEF-1',
          allowed_updates: ['message'],
          drop_pending_updates: true,
        },
      ],
      ['setMyCommands', { commands: [{ command: 'start', description: 'Boshlash' }], language_code: 'uz' }],
      [
        'setChatMenuButton',
        { menu_button: { type: 'web_app', text: 'Menyu', web_app: { url: 'https://demo.dastarkhan.uz/' } } },
      ],
    ]);
  });
});
