import { tables } from '@dastarkhan/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone } from '../../test-support/accounts.js';
import { startFakeTelegram, telegramReplies } from '../../test-support/fake-telegram.js';
import { createTestApp } from '../../test-support/test-app.js';
import { sendToCustomer, sendToStaffGroup } from './bot-chats.js';

const DEMO_TOKEN = '7000000001:demo-bot-token-for-local-tests';
const LAVASH_TOKEN = '7000000002:lavash-token_XYZ';
/** chat ids the fake answers 403 for, as Telegram does for a person who blocked the bot. */
const blockedChats = new Set<number | string>();
const fake = await startFakeTelegram({
  tokens: [DEMO_TOKEN, LAVASH_TOKEN],
  script: (call) =>
    call.method === 'sendMessage' && blockedChats.has(call.params.chat_id as number)
      ? telegramReplies.blocked()
      : undefined,
});
const t = await createTestApp({ TELEGRAM_API_URL: fake.url, DEMO_TELEGRAM_BOT_TOKEN: DEMO_TOKEN });
afterAll(async () => {
  await t.close();
  await fake.close();
});
const demoId = await t.merchantId('demo');
const lavashId = await t.merchantId('lavash');
const demo = String(demoId);
const lavash = String(lavashId);
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const merchantRow = async (id: number) =>
  (await t.db.select().from(tables.merchants).where(eq(tables.merchants.id, id)))[0]!;
const demoName = (await merchantRow(demoId)).name;

const hookUrl = (merchantId: number | string) => `/api/webbot/v1/telegram/${merchantId}/webhook`;
const post = (merchantId: number | string, update: unknown, secret?: string) =>
  t.app.inject({
    method: 'POST',
    url: hookUrl(merchantId),
    headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: update as object,
  });
let updateId = 1;
const start = (chatId: number, languageCode?: string, text = '/start') => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 1_764_000_000,
    chat: { id: chatId, type: 'private', first_name: 'Aziz' },
    from: {
      id: chatId,
      is_bot: false,
      first_name: 'Aziz',
      ...(languageCode ? { language_code: languageCode } : {}),
    },
    text,
    ...(text.startsWith('/')
      ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] }
      : {}),
  },
});
/** Lets a background reply that should not happen have its chance to show up at the fake. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const newUser = async (merchantId: number, telegramId: number, blocked = false) =>
  (
    await t.db
      .insert(tables.users)
      .values({
        merchantId,
        telegramId,
        language: 'ru',
        ...(blocked
          ? { telegramBlockedAt: new Date(), telegramBlockedReason: 'Forbidden: bot was blocked by the user' }
          : {}),
      })
      .returning()
  )[0]!;
const userRow = async (id: number) =>
  (await t.db.select().from(tables.users).where(eq(tables.users.id, id)))[0]!;

// The real flow: the owner connects the bot, and the secret the fake was given is the only key.
const connect = await t.app.inject({
  method: 'POST',
  url: '/api/users/v1/operator/settings/telegram/connect',
  headers: asUser(demo, owner),
});
const demoSecret = String(fake.of('setWebhook').at(-1)?.params.secret_token);

describe('connecting the bot', () => {
  it('sets the webhook with its secret, the commands in every language and the web-app menu button', () => {
    expect(connect.statusCode, connect.body).toBe(200);
    expect(connect.json().data).toMatchObject({
      ok: true,
      message: { eng: expect.stringContaining('connected') },
    });
    expect(fake.problems).toEqual([]);
    expect(fake.calls.every((c) => c.token === DEMO_TOKEN)).toBe(true);
    const [hook] = fake.of('setWebhook');
    expect(hook!.params).toEqual({
      url: `https://demo.dastarkhan.uz/api/webbot/v1/telegram/${demoId}/webhook`,
      secret_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      allowed_updates: ['message', 'my_chat_member'],
      drop_pending_updates: true,
    });
    // Never the token itself, nor anything readable from it.
    expect(demoSecret).not.toContain('demo-bot-token');
    const commands = fake
      .of('setMyCommands')
      .map((c) => [
        c.params.language_code,
        (c.params.commands as Array<{ description: string }>)[0]!.description,
      ]);
    expect(commands).toEqual(
      expect.arrayContaining([
        [undefined, 'Menyuni ochish'],
        ['uz', 'Menyuni ochish'],
        ['ru', 'Открыть меню'],
        ['en', 'Open the menu'],
      ]),
    );
    expect(fake.of('setChatMenuButton')[0]!.params).toEqual({
      menu_button: { type: 'web_app', text: 'Menyu', web_app: { url: 'https://demo.dastarkhan.uz/' } },
    });
  });

  it('is the OWNER’s alone', async () => {
    const operator = (await loginByPhone(t, demo, '998900000001')).token;
    const before = fake.calls.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/settings/telegram/connect',
      headers: asUser(demo, operator),
    });
    expectError(res, 403, 'FORBIDDEN');
    expect(fake.calls.length).toBe(before);
  });
});

describe('/start through the webhook', () => {
  it.each([
    ['uz', 'uz', `${demoName.uz}</b> botiga xush kelibsiz`, 'Menyuni ochish'],
    ['ru', 'ru', `Добро пожаловать в бот <b>${demoName.ru}</b>`, 'Открыть меню'],
    ['en-US', 'eng', `Welcome to <b>${demoName.eng}</b>`, 'Open the menu'],
    ['de', 'uz (the tenant’s main language)', 'botiga xush kelibsiz', 'Menyuni ochish'],
  ])(
    'answers a %s user in %s with the greeting and the web-app button',
    async (code, _lang, greeting, button) => {
      const chatId = 500_000 + updateId;
      const before = fake.calls.length;
      const res = await post(demoId, start(chatId, code, '/start promo_42'), demoSecret);
      expect(res.statusCode, res.body).toBe(200);
      const calls = await fake.waitForCalls(before + 1);
      const sent = calls.at(-1)!;
      expect(sent.method).toBe('sendMessage');
      expect(sent.token).toBe(DEMO_TOKEN);
      expect(sent.params).toMatchObject({ chat_id: chatId, parse_mode: 'HTML' });
      expect(sent.params.text).toContain(greeting);
      expect(sent.params.reply_markup).toEqual({
        inline_keyboard: [[{ text: button, web_app: { url: 'https://demo.dastarkhan.uz/' } }]],
      });
      expect(fake.problems).toEqual([]);
    },
  );

  it('answers an unknown command with the help text and ignores plain text', async () => {
    const before = fake.calls.length;
    expect((await post(demoId, start(600_001, 'ru', '/foo'), demoSecret)).statusCode).toBe(200);
    const [help] = (await fake.waitForCalls(before + 1)).slice(before);
    expect(help!.params.text).toContain('/start — меню');
    expect((await post(demoId, start(600_001, 'ru', 'hello there'), demoSecret)).statusCode).toBe(200);
    await settle();
    expect(fake.calls.length).toBe(before + 1);
  });
});

describe('what the webhook refuses', () => {
  it.each([
    ['no secret', demoId, undefined, 401, 'UNAUTHORIZED'],
    ['a wrong secret', demoId, 'wrong', 401, 'UNAUTHORIZED'],
    ['a wrong secret of the right length', demoId, 'x'.repeat(43), 401, 'UNAUTHORIZED'],
    ['a tenant without a bot (lavash, before its token is saved)', lavashId, 'SECRET', 404, 'NOT_FOUND'],
    ['an unknown merchant', 999_999, 'SECRET', 404, 'MERCHANT_NOT_FOUND'],
    ['a merchant id that is no number', 'abc', 'SECRET', 404, 'MERCHANT_NOT_FOUND'],
  ] as const)(
    'refuses %s, sends nothing and unblocks nobody',
    async (_what, merchantId, secret, status, code) => {
      const user = await newUser(demoId, 700_000 + updateId, true);
      const before = fake.calls.length;
      const res = await post(merchantId, start(user.telegramId!), secret === 'SECRET' ? demoSecret : secret);
      expectError(res, status, code);
      await settle();
      expect(fake.calls.length).toBe(before);
      expect((await userRow(user.id)).telegramBlockedAt).not.toBeNull();
    },
  );

  it.each([
    ['an update without update_id', { message: { chat: { id: 1, type: 'private' } } }],
    [
      'a chat id that is text',
      { update_id: 1, message: { chat: { id: 'x', type: 'private' }, text: '/start' } },
    ],
    ['an array', [1, 2]],
  ])('refuses %s with 400 and sends nothing', async (_what, update) => {
    const before = fake.calls.length;
    expectError(await post(demoId, update, demoSecret), 400, 'VALIDATION_FAILED');
    await settle();
    expect(fake.calls.length).toBe(before);
  });

  it('refuses a body that is not JSON without crashing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: hookUrl(demoId),
      headers: { 'x-telegram-bot-api-secret-token': demoSecret, 'content-type': 'application/json' },
      payload: '{"update_id": 1, "message": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });
});

describe('a person who blocked the bot', () => {
  it('is marked blocked on the 403, with the reason, and the next message is not even tried', async () => {
    const merchant = await merchantRow(demoId);
    const user = await newUser(demoId, 800_001);
    blockedChats.add(800_001);
    const message = {
      html: '<b>Заказ №1</b>',
      button: { text: 'Открыть', url: 'https://demo.dastarkhan.uz/profile/orders/1' },
    };
    expect(await sendToCustomer(t.app, merchant, user.id, message)).toMatchObject({
      ok: false,
      permanent: true,
      reason: 'blocked',
    });
    const row = await userRow(user.id);
    expect(row.telegramBlockedAt).not.toBeNull();
    expect(row.telegramBlockedReason).toBe('Forbidden: bot was blocked by the user');
    const before = fake.calls.length;
    expect(await sendToCustomer(t.app, merchant, user.id, message)).toMatchObject({
      ok: false,
      reason: 'blocked',
    });
    expect(fake.calls.length).toBe(before);
  });

  it('is unblocked by writing /start again, and hears the greeting', async () => {
    const user = await newUser(demoId, 800_002, true);
    const before = fake.calls.length;
    expect((await post(demoId, start(800_002, 'ru'), demoSecret)).statusCode).toBe(200);
    expect((await userRow(user.id)).telegramBlockedAt).toBeNull();
    expect((await userRow(user.id)).telegramBlockedReason).toBeNull();
    const [greeting] = (await fake.waitForCalls(before + 1)).slice(before);
    expect(greeting!.params.chat_id).toBe(800_002);
    const merchant = await merchantRow(demoId);
    expect(await sendToCustomer(t.app, merchant, user.id, { html: 'ok' })).toMatchObject({ ok: true });
  });

  it('is marked blocked when Telegram tells the webhook the bot was blocked (my_chat_member)', async () => {
    const user = await newUser(demoId, 800_003);
    const update = {
      update_id: updateId++,
      my_chat_member: {
        chat: { id: 800_003, type: 'private' },
        from: { id: 800_003, is_bot: false },
        date: 1,
        old_chat_member: { status: 'member', user: { id: 1, is_bot: true } },
        new_chat_member: { status: 'kicked', user: { id: 1, is_bot: true } },
      },
    };
    expect((await post(demoId, update, demoSecret)).statusCode).toBe(200);
    expect((await userRow(user.id)).telegramBlockedAt).not.toBeNull();
  });

  it('gets nothing when the account has no Telegram chat', async () => {
    const [plain] = await t.db
      .insert(tables.users)
      .values({ merchantId: demoId, language: 'uz' })
      .returning();
    expect(await sendToCustomer(t.app, await merchantRow(demoId), plain!.id, { html: 'x' })).toMatchObject({
      ok: false,
      reason: 'no_chat',
    });
  });
});

describe('the staff group', () => {
  it('gets a link button; a 403 is recorded and nothing more is tried until someone writes in the group', async () => {
    const group = '-1001000000001';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/v1/operator/settings',
      headers: asUser(demo, owner),
      payload: { credentials: { telegram: { staffChatId: group } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.telegramSetup).toBeUndefined();
    const merchant = await merchantRow(demoId);
    const message = {
      html: '🆕 <b>Новый заказ №7</b>',
      button: { text: 'Консоль', url: 'https://demo.dastarkhan.uz/console/orders' },
    };
    expect(await sendToStaffGroup(t.app, merchant, message)).toMatchObject({ ok: true });
    expect(fake.calls.at(-1)!.params).toMatchObject({
      chat_id: group,
      reply_markup: {
        inline_keyboard: [[{ text: 'Консоль', url: 'https://demo.dastarkhan.uz/console/orders' }]],
      },
    });

    blockedChats.add(group);
    expect(await sendToStaffGroup(t.app, merchant, message)).toMatchObject({ ok: false, reason: 'blocked' });
    const before = fake.calls.length;
    expect(await sendToStaffGroup(t.app, merchant, message)).toMatchObject({ ok: false, reason: 'blocked' });
    expect(fake.calls.length).toBe(before);
    // Stored beside the private settings, never in the public settings answer.
    const pub = await t.app.inject({
      url: '/api/support/v1/merchant/settings/web',
      headers: { merchant: demo },
    });
    expect(pub.body).not.toContain('staffChatBlocked');

    blockedChats.delete(group);
    const inGroup = {
      update_id: updateId++,
      message: {
        chat: { id: Number(group), type: 'supergroup' },
        from: { id: 1, is_bot: false },
        text: 'bot, are you back?',
      },
    };
    expect((await post(demoId, inGroup, demoSecret)).statusCode).toBe(200);
    expect(await sendToStaffGroup(t.app, merchant, message)).toMatchObject({ ok: true });
  });
});

describe('the bot’s membership changes', () => {
  const memberUpdate = (chatId: number, type: string, status: string) => ({
    update_id: updateId++,
    my_chat_member: {
      chat: { id: chatId, type },
      from: { id: 5, is_bot: false },
      date: 1,
      old_chat_member: { status: 'member', user: { id: 1, is_bot: true } },
      new_chat_member: { status, user: { id: 1, is_bot: true } },
    },
  });

  it('stops writing to the staff group the bot was removed from, and starts again when it is added back', async () => {
    const merchant = await merchantRow(demoId);
    const group = -1001000000001;
    expect((await post(demoId, memberUpdate(group, 'supergroup', 'left'), demoSecret)).statusCode).toBe(200);
    const before = fake.calls.length;
    expect(await sendToStaffGroup(t.app, merchant, { html: 'x' })).toMatchObject({
      ok: false,
      reason: 'blocked',
    });
    expect(fake.calls.length).toBe(before);
    expect(
      (await post(demoId, memberUpdate(group, 'supergroup', 'administrator'), demoSecret)).statusCode,
    ).toBe(200);
    expect(await sendToStaffGroup(t.app, merchant, { html: 'x' })).toMatchObject({ ok: true });
  });

  it('marks the person blocked when the reply to their /start answers 403', async () => {
    const user = await newUser(demoId, 800_004);
    blockedChats.add(800_004);
    const before = fake.calls.length;
    expect((await post(demoId, start(800_004, 'ru'), demoSecret)).statusCode).toBe(200);
    await fake.waitForCalls(before + 1);
    const until = Date.now() + 2_000;
    while (!(await userRow(user.id)).telegramBlockedAt && Date.now() < until) await settle();
    expect((await userRow(user.id)).telegramBlockedReason).toBe('Forbidden: bot was blocked by the user');
  });
});

describe('saving a bot token', () => {
  const save = (botToken: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/v1/operator/settings',
      headers: asUser(lavash, lavashOwner),
      payload: { credentials: { telegram: { botToken } } },
    });

  it('refuses the webhook of a tenant without a bot', async () => {
    expectError(await post(lavashId, start(1), 'anything'), 404, 'NOT_FOUND');
  });

  it('sets up the webhook, commands and menu button with the new token after the save', async () => {
    const before = fake.calls.length;
    const res = await save(LAVASH_TOKEN);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body.telegramSetup).toMatchObject({ ok: true });
    expect(body.credentials.telegram.botToken).toBe('…_XYZ');
    expect(res.body).not.toContain(LAVASH_TOKEN);
    const calls = fake.calls.slice(before);
    expect(calls.every((c) => c.token === LAVASH_TOKEN)).toBe(true);
    expect(calls.map((c) => c.method).sort()).toEqual([
      'setChatMenuButton',
      'setMyCommands',
      'setMyCommands',
      'setMyCommands',
      'setMyCommands',
      'setWebhook',
    ]);
    const hook = calls.find((c) => c.method === 'setWebhook')!;
    expect(hook.params.url).toBe(`https://lavash.dastarkhan.uz/api/webbot/v1/telegram/${lavashId}/webhook`);
    expect(hook.params.secret_token).not.toBe(demoSecret);
    expect(fake.problems).toEqual([]);

    // The new webhook answers with the secret it was given: an English user of lavash (no English) gets Russian.
    const sentBefore = fake.calls.length;
    expect((await post(lavashId, start(900_001, 'en'), String(hook.params.secret_token))).statusCode).toBe(
      200,
    );
    const [greeting] = (await fake.waitForCalls(sentBefore + 1)).slice(sentBefore);
    expect(greeting!.token).toBe(LAVASH_TOKEN);
    expect(greeting!.params.text).toContain('Добро пожаловать');
    // And the demo tenant's secret does not open lavash's webhook.
    expectError(await post(lavashId, start(900_001), demoSecret), 401, 'UNAUTHORIZED');
  });

  it('reports a token Telegram does not know, in three languages, and keeps it saved', async () => {
    const res = await save('7000000003:unknown-to-telegram');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.telegramSetup).toEqual({
      ok: false,
      message: {
        uz: expect.stringContaining('tanimadi'),
        ru: expect.stringContaining('Токен сохранён'),
        eng: expect.stringContaining('The token is saved'),
      },
    });
    const [row] = await t.db.select().from(tables.merchants).where(eq(tables.merchants.id, lavashId));
    expect(row!.telegramBotToken).toMatch(/^sealed:v1:/);
    const settings = await t.app.inject({
      url: '/api/users/v1/operator/settings',
      headers: asUser(lavash, lavashOwner),
    });
    expect(settings.json().data.credentials.telegram.botToken).toBe('…gram');
  });
});
