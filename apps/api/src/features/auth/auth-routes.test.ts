import { createHash } from 'node:crypto';
import { tables } from '@dastarkhan/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  expectError,
  latestCode,
  loginByPhone,
  nextIp,
  outbox,
  phoneSequence,
  requestLoginCode,
  verifyLoginCode,
  withInterleavedQueries,
} from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { merchants, otpCodes, sessions, users } = tables;

let t: TestApp;
let demo: string;
const nextPhone = phoneSequence('99891');

beforeAll(async () => {
  t = await createTestApp();
  demo = String(await t.merchantId('demo'));
});
afterAll(() => t.close());

const usersWithPhone = (phone: string) => t.db.select().from(users).where(eq(users.phone, phone));
const codesOf = (phone: string) => t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
const me = (token: string, merchant = demo) =>
  t.app.inject({ url: '/api/users/v1/users/me', headers: asUser(merchant, token) });

/** A code that is certainly not the right one. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('login by phone and SMS code', () => {
  it('sends one code to a fresh phone and exchanges it for a token and a new CUSTOMER', async () => {
    const phone = nextPhone();
    const sent = await requestLoginCode(t, demo, phone);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ phone, expiresInSeconds: 120 });

    const texts = await outbox(t, phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.merchantId).toBe(Number(demo));
    const code = /\b(\d{6})\b/.exec(texts[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await usersWithPhone(phone)).toHaveLength(0);

    const verified = await verifyLoginCode(t, demo, phone, code!);
    expect(verified.statusCode, verified.body).toBe(200);
    const { token, user } = verified.json().data;
    expect(typeof token).toBe('string');
    expect(user).toMatchObject({ phone, role: 'CUSTOMER', merchantId: Number(demo), cashback: 0 });

    const [row] = await usersWithPhone(phone);
    expect(row).toMatchObject({ id: user.id, merchantId: Number(demo), role: 'CUSTOMER' });
  });

  it('accepts a phone written as people write it and stores it normalised', async () => {
    const phone = nextPhone(); // 99891NNNNNNN
    const typed = `+998 (${phone.slice(3, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;
    const sent = await requestLoginCode(t, demo, typed);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.phone).toBe(phone);
    const code = await latestCode(t, phone);
    const verified = await verifyLoginCode(t, demo, typed, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.user.phone).toBe(phone);
    expect(await usersWithPhone(phone)).toHaveLength(1);
  });

  it('lets the token read the current user, and refuses it once logged out', async () => {
    const phone = nextPhone();
    const { token, user } = await loginByPhone(t, demo, phone);

    const mine = await me(token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ id: user.id, phone });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/users/logout',
      headers: asUser(demo, token),
    });
    expect(out.statusCode, out.body).toBe(200);

    expectError(await me(token), 401, 'UNAUTHORIZED');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.revokedAt).not.toBeNull();
    // A second logout with the same (dead) token is refused too.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/users/logout',
      headers: asUser(demo, token),
    });
    expectError(again, 401, 'UNAUTHORIZED');
  });

  it('logs the seeded staff phone in as an OPERATOR of demo, not as a new customer', async () => {
    const staff = '998900000001';
    const [before] = await usersWithPhone(staff);
    expect(before?.role).toBe('OPERATOR');
    const { user } = await loginByPhone(t, demo, staff);
    expect(user).toMatchObject({ id: before!.id, role: 'OPERATOR', phone: staff });
    expect(await usersWithPhone(staff)).toHaveLength(1);
  });
});

describe('wrong, expired and spent codes', () => {
  it('refuses a wrong code with OTP_WRONG in three languages and creates nobody', async () => {
    const phone = nextPhone();
    await requestLoginCode(t, demo, phone);
    const code = await latestCode(t, phone);
    expectError(await verifyLoginCode(t, demo, phone, wrongCodeFor(code)), 400, 'OTP_WRONG');
    expect(await usersWithPhone(phone)).toHaveLength(0);
    const [row] = await codesOf(phone);
    expect(row).toMatchObject({ attempts: 1, consumedAt: null });
  });

  it('allows five tries per code; after that even the right code is refused', async () => {
    const phone = nextPhone();
    await requestLoginCode(t, demo, phone);
    const code = await latestCode(t, phone);
    const wrong = wrongCodeFor(code);
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await verifyLoginCode(t, demo, phone, wrong);
      codes.push(res.json().error?.code);
      if (i < 5) expectError(res, 400, 'OTP_WRONG');
      else expectError(res, 429, 'OTP_TOO_MANY_ATTEMPTS');
    }
    expect(codes.filter((c) => c === 'OTP_WRONG')).toHaveLength(5);

    expectError(await verifyLoginCode(t, demo, phone, code), 429, 'OTP_TOO_MANY_ATTEMPTS');
    expect(await usersWithPhone(phone)).toHaveLength(0);
    const [row] = await codesOf(phone);
    expect(row!.attempts).toBe(5);
    expect(row!.consumedAt).toBeNull();
  });

  it('cannot be out-raced: ten parallel wrong guesses get at most five tries', async () => {
    const phone = nextPhone();
    await requestLoginCode(t, demo, phone);
    const wrong = wrongCodeFor(await latestCode(t, phone));
    const answers = await withInterleavedQueries(t, () =>
      Promise.all(Array.from({ length: 10 }, () => verifyLoginCode(t, demo, phone, wrong))),
    );
    const statuses = answers.map((res) => `${res.statusCode} ${res.json().error?.code}`);
    expect(statuses.filter((s) => s === '400 OTP_WRONG').length).toBeLessThanOrEqual(5);
    expect(statuses.every((s) => s === '400 OTP_WRONG' || s === '429 OTP_TOO_MANY_ATTEMPTS')).toBe(true);
    const [row] = await codesOf(phone);
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect(row!.attempts).toBe(statuses.filter((s) => s === '400 OTP_WRONG').length);
    // Ten guesses against five tries: every try is used, none twice.
    expect(row!.attempts).toBe(5);
  });

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const phone = nextPhone();
    await requestLoginCode(t, demo, phone);
    const code = await latestCode(t, phone);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.phone, phone));
    expectError(await verifyLoginCode(t, demo, phone, code), 400, 'OTP_EXPIRED');
    expect(await usersWithPhone(phone)).toHaveLength(0);
    const [row] = await codesOf(phone);
    expect(row!.consumedAt).toBeNull();
  });

  it('uses a code once: the second verify is OTP_EXPIRED and opens no second session', async () => {
    const phone = nextPhone();
    await requestLoginCode(t, demo, phone);
    const code = await latestCode(t, phone);
    const first = await verifyLoginCode(t, demo, phone, code);
    expect(first.statusCode, first.body).toBe(200);
    const userId = first.json().data.user.id;
    expectError(await verifyLoginCode(t, demo, phone, code), 400, 'OTP_EXPIRED');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
  });

  it('makes an older code stop working once a newer one is sent', async () => {
    const phone = nextPhone();
    await requestLoginCode(t, demo, phone);
    const older = await latestCode(t, phone);
    await requestLoginCode(t, demo, phone);
    const newer = await latestCode(t, phone);
    if (older !== newer) {
      const refused = await verifyLoginCode(t, demo, phone, older);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(['OTP_WRONG', 'OTP_EXPIRED']).toContain(refused.json().error.code);
      expect(await usersWithPhone(phone)).toHaveLength(0);
    }
    const rows = await codesOf(phone);
    expect(rows.filter((r) => r.consumedAt === null)).toHaveLength(1);
    const accepted = await verifyLoginCode(t, demo, phone, newer);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('limits on sending codes', () => {
  it('sends at most five codes per phone per hour, the rest are RATE_LIMITED', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    const answers = await withInterleavedQueries(t, () =>
      Promise.all(Array.from({ length: 20 }, () => requestLoginCode(t, demo, phone, ip))),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 429, 'RATE_LIMITED');
    expect(await outbox(t, phone)).toHaveLength(5);
    expect(await codesOf(phone)).toHaveLength(5);
  });

  it('sends at most thirty codes per client address per hour, whatever the phones', async () => {
    const ip = '10.1.2.3';
    const phones = Array.from({ length: 31 }, () => nextPhone());
    for (const [i, phone] of phones.entries()) {
      const res = await requestLoginCode(t, demo, phone, ip);
      if (i < 30) expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(200);
      else expectError(res, 429, 'RATE_LIMITED');
    }
    const last = phones[30]!;
    expect(await outbox(t, last)).toHaveLength(0);
    expect(await codesOf(last)).toHaveLength(0);
    // Another address is not affected.
    expect((await requestLoginCode(t, demo, last, nextIp())).statusCode).toBe(200);
  });
});

describe('what the database keeps', () => {
  it('stores codes only hashed', async () => {
    const phone = nextPhone();
    await requestLoginCode(t, demo, phone);
    await requestLoginCode(t, demo, phone);
    const texts = await outbox(t, phone);
    const codes = texts.map((text) => /\b(\d{6})\b/.exec(text.text)![1]!);
    const rows = await codesOf(phone);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.codeHash.length).toBeGreaterThan(20);
      for (const code of codes) expect(row.codeHash).not.toContain(code);
    }
  });

  it('hands out tokens of at least 128 random bits and keeps only their hash', async () => {
    const phone = nextPhone();
    const { token, user } = await loginByPhone(t, demo, phone);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const second = await loginByPhone(t, demo, phone);
    expect(second.token).not.toBe(token);
    expect(second.user.id).toBe(user.id);
  });
});

describe('bad requests', () => {
  it('names the phone field when the phone is not a phone, and sends nothing', async () => {
    for (const phone of ['12345', '998 90 12', 'abc', '99890123456789']) {
      const res = await requestLoginCode(t, demo, phone);
      expectError(res, 400, 'VALIDATION_FAILED', 'phone');
    }
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, '12345'))).toHaveLength(0);
  });

  it('says the phone is required when it is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/auth/otp',
      headers: { merchant: demo },
      payload: {},
      remoteAddress: nextIp(),
    });
    expectError(res, 400, 'REQUIRED_FIELD', 'phone');
  });

  it('requires the merchant header', async () => {
    const phone = nextPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/auth/otp',
      payload: { phone },
      remoteAddress: nextIp(),
    });
    expectError(res, 400, 'MERCHANT_HEADER_REQUIRED');
    expect(await codesOf(phone)).toHaveLength(0);
  });

  it('refuses a malformed code without spending a try', async () => {
    const phone = nextPhone();
    await requestLoginCode(t, demo, phone);
    expectError(await verifyLoginCode(t, demo, phone, '12ab56'), 400, 'VALIDATION_FAILED', 'code');
    const [row] = await codesOf(phone);
    expect(row!.attempts).toBe(0);
  });
});

describe('production mode and SMS providers', () => {
  it('in production, a tenant without SMS credentials gets SMS_GATEWAY_NOT_CONFIGURED and there is no outbox', async () => {
    const prod = await createTestApp({
      APP_MODE: 'production',
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
    });
    try {
      const merchant = String(await prod.merchantId('demo'));
      const phone = nextPhone();
      const res = await requestLoginCode(prod, merchant, phone);
      expectError(res, 503, 'SMS_GATEWAY_NOT_CONFIGURED');
      expect(await prod.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(0);
      expect(await prod.db.select().from(tables.smsOutbox)).toHaveLength(0);
      const dev = await prod.app.inject({ url: `/api/dev/v1/sms-outbox?phone=${phone}` });
      expect(dev.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('answers SMS_SEND_FAILED when the provider cannot be reached, and leaves no live code', async () => {
    const down = await createTestApp({ ESKIZ_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const merchantId = await down.merchantId('demo');
      await down.db
        .update(merchants)
        .set({ smsGateway: 'ESKIZ', smsUsername: 'demo@example.uz', smsPassword: 'secret' })
        .where(eq(merchants.id, merchantId));
      const phone = nextPhone();
      const res = await requestLoginCode(down, String(merchantId), phone);
      expectError(res, 502, 'SMS_SEND_FAILED');
      const live = await down.db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
      expect(live).toHaveLength(0);
      expect(
        await down.db.select().from(tables.smsOutbox).where(eq(tables.smsOutbox.phone, phone)),
      ).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
