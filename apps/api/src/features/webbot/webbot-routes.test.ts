import { tables } from '@dastarkhan/db';
import { signTelegramInitData } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { sessions, users } = tables;

/** The seeded demo tenant's bot token (docs/design.md fixed test hooks). */
const DEMO_BOT_TOKEN = '7000000001:demo-bot-token-for-local-tests';

let t: TestApp;
let demo: string;
let lavash: string;
const nextPhone = phoneSequence('99896');

beforeAll(async () => {
  t = await createTestApp();
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

function initDataFor(
  user: { id: number; first_name: string; last_name?: string; language_code?: string },
  { botToken = DEMO_BOT_TOKEN, authDate = now() - 5 } = {},
) {
  return signTelegramInitData(
    { auth_date: String(authDate), query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: JSON.stringify(user) },
    botToken,
  );
}

const post = (path: string, initData: string, headers: Record<string, string> = { merchant: demo }) =>
  t.app.inject({ method: 'POST', url: `/api/webbot/v1/users/${path}`, headers, payload: { initData } });
const usersOfTelegram = (telegramId: number) =>
  t.db.select().from(users).where(eq(users.telegramId, telegramId));

describe('POST /api/webbot/v1/users/token', () => {
  it('logs a Telegram user in from signed initData, creating the user once', async () => {
    const initData = await initDataFor({ id: 777001, first_name: 'Alisher', language_code: 'ru' });
    const first = await post('token', initData);
    expect(first.statusCode, first.body).toBe(200);
    const { token, user } = first.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(user).toMatchObject({
      firstName: 'Alisher',
      language: 'ru',
      role: 'CUSTOMER',
      merchantId: Number(demo),
    });

    const mine = await t.app.inject({ url: '/api/users/v1/users/me', headers: asUser(demo, token) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.id).toBe(user.id);

    const second = await post('token', initData);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.user.id).toBe(user.id);
    expect(second.json().data.token).not.toBe(token);
    expect(await usersOfTelegram(777001)).toHaveLength(1);
    const tgSessions = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(tgSessions.map((s) => s.source)).toEqual(['TG', 'TG']);
  });

  it('refuses initData changed after signing and creates nobody', async () => {
    const params = new URLSearchParams(await initDataFor({ id: 777010, first_name: 'Bek' }));
    params.set('user', JSON.stringify({ id: 777011, first_name: 'Bek' }));
    expectError(await post('token', params.toString()), 401, 'TELEGRAM_AUTH_FAILED');
    expect(await usersOfTelegram(777010)).toHaveLength(0);
    expect(await usersOfTelegram(777011)).toHaveLength(0);
  });

  it('refuses initData signed with another bot token', async () => {
    const initData = await initDataFor(
      { id: 777020, first_name: 'Olim' },
      { botToken: '7000000002:another-bot' },
    );
    expectError(await post('token', initData), 401, 'TELEGRAM_AUTH_FAILED');
    expect(await usersOfTelegram(777020)).toHaveLength(0);
  });

  it('refuses initData older than a day', async () => {
    const initData = await initDataFor(
      { id: 777030, first_name: 'Vali' },
      { authDate: now() - 86_400 - 120 },
    );
    expectError(await post('token', initData), 401, 'TELEGRAM_AUTH_FAILED');
    expect(await usersOfTelegram(777030)).toHaveLength(0);
  });

  it('refuses every initData at a tenant without a bot (lavash)', async () => {
    const initData = await initDataFor({ id: 777040, first_name: 'Guli' });
    expectError(await post('token', initData, { merchant: lavash }), 401, 'TELEGRAM_AUTH_FAILED');
    expect(await usersOfTelegram(777040)).toHaveLength(0);
  });

  it('names the missing initData', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webbot/v1/users/token',
      headers: { merchant: demo },
      payload: {},
    });
    expectError(res, 400, 'REQUIRED_FIELD', 'initData');
  });
});

describe('POST /api/webbot/v1/users/auth and logout', () => {
  it('links the Telegram account to a phone user, so the web-app opens that account', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const initData = await initDataFor({ id: 777050, first_name: 'Nodira', language_code: 'uz' });
    const linked = await post('auth', initData, asUser(demo, token));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.id).toBe(user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.telegramId).toBe(777050);

    const fromTelegram = await post('token', initData);
    expect(fromTelegram.statusCode, fromTelegram.body).toBe(200);
    expect(fromTelegram.json().data.user.id).toBe(user.id);
    expect(await usersOfTelegram(777050)).toHaveLength(1);
  });

  it('moves a Telegram id from a Telegram-only account to the signed-in one', async () => {
    const initData = await initDataFor({ id: 777060, first_name: 'Sardor' });
    const telegramOnly = (await post('token', initData)).json().data.user;
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    expect((await post('auth', initData, asUser(demo, token))).statusCode).toBe(200);
    const holders = await usersOfTelegram(777060);
    expect(holders.map((u) => u.id)).toEqual([user.id]);
    expect(telegramOnly.id).not.toBe(user.id);
  });

  it('refuses to link with bad initData or without a token, and links nothing', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const forged = await initDataFor({ id: 777070, first_name: 'X' }, { botToken: '1:forged' });
    expectError(await post('auth', forged, asUser(demo, token)), 401, 'TELEGRAM_AUTH_FAILED');
    const good = await initDataFor({ id: 777070, first_name: 'X' });
    expectError(await post('auth', good), 401, 'UNAUTHORIZED');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.telegramId).toBeNull();
    expect(await usersOfTelegram(777070)).toHaveLength(0);
  });

  it('revokes the web-app token on logout', async () => {
    const initData = await initDataFor({ id: 777080, first_name: 'Jasur' });
    const { token } = (await post('token', initData)).json().data;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/webbot/v1/users/logout',
      headers: asUser(demo, token),
    });
    expect(out.statusCode, out.body).toBe(200);
    const after = await t.app.inject({ url: '/api/users/v1/users/me', headers: asUser(demo, token) });
    expectError(after, 401, 'UNAUTHORIZED');
  });
});
