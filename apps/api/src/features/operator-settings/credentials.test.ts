import { randomBytes } from 'node:crypto';
import { tables } from '@dastarkhan/db';
import { signTelegramInitData } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../http/secrets.js';
import { asUser, expectError, loginByPhone } from '../../test-support/accounts.js';
import { deadServerUrl, type FakeReply, startFakeServer } from '../../test-support/fake-http-server.js';
import { basic } from '../../test-support/payments.js';
import { createTestApp } from '../../test-support/test-app.js';

// Fake providers over real HTTP: Eskiz logs in whom its script accepts, Telegram knows one token.
let eskizAccepts = true;
const eskiz = await startFakeServer((request): FakeReply => {
  if (request.path !== '/api/auth/login') return { status: 404 };
  return eskizAccepts
    ? { json: { message: 'token_generated', data: { token: 'eskiz-token' } } }
    : { status: 401, json: { message: 'Invalid credentials' } };
});
const BOT_TOKEN = '7123456789:AAH-real-looking-bot-token-value-0001';
const telegram = await startFakeServer(
  (request): FakeReply =>
    request.path === `/bot${BOT_TOKEN}/getMe`
      ? { json: { ok: true, result: { id: 7123456789, is_bot: true, username: 'cafe_orders_bot' } } }
      : { status: 401, json: { ok: false, error_code: 401, description: 'Unauthorized' } },
);
const t = await createTestApp({ ESKIZ_BASE_URL: `${eskiz.url}/api`, TELEGRAM_API_URL: telegram.url });
afterAll(async () => {
  await t.close();
  await eskiz.close();
  await telegram.close();
});
const demo = String(await t.merchantId('demo'));
const lavash = String(await t.merchantId('lavash'));
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;

const put = (payload: object, token = owner, merchant = demo) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/operator/settings',
    headers: asUser(merchant, token),
    payload,
  });
const check = async (integration: string, token = owner, merchant = demo) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/users/v1/operator/settings/check/${integration}`,
    headers: asUser(merchant, token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ok: boolean; message: { uz: string; ru: string; eng: string } };
};

const SECRETS = {
  sms: { login: 'kitchen@cafe-samarqand.uz', password: 'eskiz-Pa55word-9931' },
  payme: {
    merchantId: '5e730e8e0b852a417aa49ceb',
    key: 'Payme#Key&Secret?2024-7781',
    testKey: 'Payme#Test&Key?2024-6602',
  },
  click: {
    serviceId: '27811',
    merchantId: '19922',
    secretKey: 'Click-Secret-Key-55AB-3390',
    merchantUserId: '41122',
  },
  uzum: {
    terminalId: '2f1c2a7e-4001-4a3b-9c1d-0000000a4a01',
    apiKey: 'uzum-api-key-5cbd-000000000777',
    login: 'uzum-hooks',
    password: 'Uzum-Webhook-Pass-2288',
    serviceId: '498811',
  },
  telegram: { botToken: BOT_TOKEN },
};
const WHOLE = Object.values(SECRETS).flatMap((group) => Object.values(group));

async function everythingStored() {
  const merchants = await t.db
    .select()
    .from(tables.merchants)
    .where(eq(tables.merchants.id, Number(demo)));
  const payments = await t.db
    .select()
    .from(tables.merchantPaymentSettings)
    .where(eq(tables.merchantPaymentSettings.merchantId, Number(demo)));
  const audit = await t.db
    .select()
    .from(tables.auditLog)
    .where(eq(tables.auditLog.merchantId, Number(demo)));
  return { merchants, payments, audit };
}

describe('credentials', () => {
  it('are answered masked only, stored sealed, and audited masked — the whole value appears nowhere', async () => {
    const res = await put({
      credentials: { ...SECRETS, sms: { ...SECRETS.sms, gateway: 'ESKIZ', sender: 'CafeSmq' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = [
      res.body,
      (await t.app.inject({ url: '/api/users/v1/operator/settings', headers: asUser(demo, owner) })).body,
    ];
    for (const body of answered) for (const secret of WHOLE) expect(body).not.toContain(secret);
    const credentials = res.json().data.credentials;
    expect(credentials.payme).toEqual({ merchantId: '…9ceb', key: '…7781', testKey: '…6602' });
    expect(credentials.sms).toEqual({
      gateway: 'ESKIZ',
      login: '…d.uz',
      password: '…9931',
      sender: 'CafeSmq',
    });
    expect(credentials.telegram.botToken).toBe('…0001');
    // A value too short to show four of its characters safely says only that it is set.
    expect(credentials.click.serviceId).toBe('…');

    const stored = JSON.stringify(await everythingStored());
    for (const secret of WHOLE) expect(stored).not.toContain(secret);
    const [merchant] = (await everythingStored()).merchants;
    expect(merchant!.smsPassword).toMatch(/^sealed:v1:/);
    expect(merchant!.telegramBotToken).toMatch(/^sealed:v1:/);
    const audit = (await everythingStored()).audit.filter((a) => a.entity === 'credentials');
    expect(audit.map((a) => a.entityId).sort()).toEqual(['click', 'payme', 'sms', 'telegram', 'uzum']);
    expect(audit.find((a) => a.entityId === 'payme')!.after).toMatchObject({ key: '…7781' });
  });

  it('keeps a field left out, clears one sent empty, and the payment callback takes the new key at once', async () => {
    await put({ credentials: { payme: SECRETS.payme } });
    const res = await put({ credentials: { payme: { testKey: '' } } });
    expect(res.json().data.credentials.payme).toEqual({ merchantId: '…9ceb', key: '…7781', testKey: null });

    const callback = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/v1/payme/${demo}`,
        headers: { authorization: basic('Paycom', key), 'content-type': 'application/json' },
        payload: JSON.stringify({
          id: 1,
          method: 'CheckPerformTransaction',
          params: { amount: 100, account: { order_id: '999999' } },
        }),
      });
    expect((await callback(SECRETS.payme.key)).json().error.code).not.toBe(-32504);
    expect((await callback('demo-payme-test-key')).json().error.code).toBe(-32504);
  });

  it('records a new value with the same last characters as a change', async () => {
    await put({ credentials: { click: { secretKey: 'aaaaaaaaaa-1234' } } });
    await put({ credentials: { click: { secretKey: 'bbbbbbbbbb-1234' } } });
    const [last] = await t.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.entity, 'credentials'), eq(tables.auditLog.entityId, 'click')))
      .orderBy(tables.auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ before: { secretKey: '…1234' }, after: { secretKey: '…1234 (new)' } });
  });

  it("stay each tenant's own, and the web-bot login checks initData with the sealed token", async () => {
    const token = '7000000042:lavash-bot-token-000000000042';
    await put({ credentials: { telegram: { botToken: token } } }, lavashOwner, lavash);
    const demoView = (
      await t.app.inject({ url: '/api/users/v1/operator/settings', headers: asUser(demo, owner) })
    ).json().data;
    expect(demoView.credentials.telegram.botToken).not.toBe('…0042');

    const login = async (botToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webbot/v1/users/token',
        headers: { merchant: lavash },
        payload: {
          initData: await signTelegramInitData(
            {
              auth_date: String(Math.floor(Date.now() / 1000) - 5),
              user: JSON.stringify({ id: 880042, first_name: 'Dilnoza' }),
            },
            botToken,
          ),
        },
      });
    expect((await login(token)).statusCode).toBe(200);
    expect((await login('7000000042:some-other-token-0000000000')).statusCode).toBe(401);
  });

  it('shows a value sealed under another key as not set, so it can be entered again', async () => {
    const foreign = sealSecret(randomBytes(32), 'a-token-from-another-key-0042');
    await t.db
      .update(tables.merchants)
      .set({ telegramBotToken: foreign })
      .where(eq(tables.merchants.id, Number(demo)));
    const res = await t.app.inject({ url: '/api/users/v1/operator/settings', headers: asUser(demo, owner) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.credentials.telegram.botToken).toBeNull();
    expect(
      (await put({ credentials: { telegram: { botToken: BOT_TOKEN } } })).json().data.credentials.telegram
        .botToken,
    ).toBe('…0001');
  });

  it('refuses an overlong value or an unknown provider field and writes nothing', async () => {
    const before = JSON.stringify(await everythingStored());
    expectError(
      await put({ credentials: { payme: { key: 'k'.repeat(501) } } }),
      400,
      'VALIDATION_FAILED',
      'credentials.payme.key',
    );
    expectError(await put({ credentials: { payme: { pin: '1234' } } }), 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(await everythingStored())).toBe(before);
  });
});

describe('the Test buttons', () => {
  it('logs in to Eskiz with the saved login and password', async () => {
    await put({ credentials: { sms: { ...SECRETS.sms, gateway: 'ESKIZ' } } });
    eskizAccepts = true;
    const seen = eskiz.requests.length;
    expect(await check('sms')).toMatchObject({ ok: true, message: { eng: 'Eskiz accepted the login.' } });
    expect(eskiz.requests.slice(seen).map((r) => r.body)).toEqual([
      { email: SECRETS.sms.login, password: SECRETS.sms.password },
    ]);

    eskizAccepts = false;
    expect(await check('sms')).toMatchObject({
      ok: false,
      message: { eng: 'Eskiz refused the login or password.' },
    });
  });

  it('says Eskiz could not be reached when it is down, not a 500', async () => {
    const { config } = t.app.deps;
    const url = config.sms.eskizBaseUrl;
    config.sms.eskizBaseUrl = await deadServerUrl();
    try {
      expect(await check('sms')).toMatchObject({
        ok: false,
        message: { eng: 'Could not reach Eskiz. Try again later.' },
      });
    } finally {
      config.sms.eskizBaseUrl = url;
    }
  });

  it("asks Telegram's getMe with the saved bot token", async () => {
    await put({ credentials: { telegram: { botToken: BOT_TOKEN, staffChatId: '-1001000000001' } } });
    expect(await check('telegram')).toMatchObject({
      ok: true,
      message: { eng: 'Bot @cafe_orders_bot answers.' },
    });
    expect(telegram.requests.at(-1)?.path).toBe(`/bot${BOT_TOKEN}/getMe`);

    await put({ credentials: { telegram: { botToken: '7000000000:revoked-token-value-000000' } } });
    expect(await check('telegram')).toMatchObject({
      ok: false,
      message: { eng: 'Telegram does not know this token.' },
    });

    const { config } = t.app.deps;
    const url = config.telegramApiUrl;
    config.telegramApiUrl = await deadServerUrl();
    try {
      expect(await check('telegram')).toMatchObject({
        ok: false,
        message: { ru: 'Не удалось связаться с Telegram. Попробуйте позже.' },
      });
    } finally {
      config.telegramApiUrl = url;
    }
  });

  it('checks the shape of Payme, Click and Uzum values and names what is wrong', async () => {
    await put({ credentials: { payme: SECRETS.payme, click: SECRETS.click, uzum: SECRETS.uzum } });
    for (const group of ['payme', 'click', 'uzum']) expect((await check(group)).ok, group).toBe(true);

    await put({
      credentials: {
        payme: { merchantId: 'not-a-cashbox' },
        click: { serviceId: 'abc' },
        uzum: { terminalId: 'x1' },
      },
    });
    expect(await check('payme')).toMatchObject({
      ok: false,
      message: { eng: 'Check: merchant id (24 characters).' },
    });
    expect(await check('click')).toMatchObject({
      ok: false,
      message: { eng: 'Check: service id (digits).' },
    });
    expect(await check('uzum')).toMatchObject({ ok: false, message: { eng: 'Check: terminal id (UUID).' } });
  });

  it('says nothing is set for a provider without values, and refuses an unknown integration', async () => {
    expect(await check('payme', lavashOwner, lavash)).toMatchObject({
      ok: false,
      message: { eng: 'Nothing is set yet: save the values first.' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/settings/check/paypal',
      headers: asUser(demo, owner),
    });
    expectError(res, 400, 'VALIDATION_FAILED', 'integration');
  });
});
