import { tables } from '@dastarkhan/db';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
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
} from '../../test-support/accounts.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const { addresses, favourites, otpCodes, products, sessions, users } = tables;

let t: TestApp;
let demo: string;
let lavash: string;
const nextPhone = phoneSequence('99892');

beforeAll(async () => {
  t = await createTestApp();
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
});
afterAll(() => t.close());

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const me = (token: string, merchant = demo) =>
  t.app.inject({ url: '/api/users/v1/users/me', headers: asUser(merchant, token) });
const updateUser = (token: string, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/v1/users/${id}`, headers: asUser(demo, token), payload });
const uploadPhoto = (token: string, body: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/users/photo',
    headers: { ...asUser(demo, token), 'content-type': contentType },
    payload: body,
  });
const requestPhoneChange = (token: string, phone: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/users/phone',
    headers: asUser(demo, token),
    payload: { phone, type: 'WEB' },
    remoteAddress: nextIp(),
  });
const verifyPhoneChange = (token: string, phone: string, code: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/users/phone/verify',
    headers: asUser(demo, token),
    payload: { phone, code },
  });

const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();

describe('tokens and tenants', () => {
  it('refuses a token of demo used with the lavash header', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    expectError(await me(token, lavash), 401, 'TOKEN_MERCHANT_MISMATCH');
    expect((await me(token, demo)).statusCode).toBe(200);
  });

  it('refuses a missing, malformed or unknown token', async () => {
    expectError(
      await t.app.inject({ url: '/api/users/v1/users/me', headers: { merchant: demo } }),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await t.app.inject({
        url: '/api/users/v1/users/me',
        headers: { merchant: demo, authorization: 'Basic abc' },
      }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await me('A'.repeat(43)), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /api/users/v1/users/{id}', () => {
  it('updates names, email, gender and birthday, and ignores role, merchant, cashback and phone', async () => {
    const phone = nextPhone();
    const { token, user } = await loginByPhone(t, demo, phone);
    const res = await updateUser(token, user.id, {
      firstName: ' Dilnoza ',
      lastName: 'Karimova',
      email: 'dilnoza@example.uz',
      gender: 'FEMALE',
      birthday: '1994-03-08',
      role: 'ADMIN',
      merchantId: Number(lavash),
      cashback: 1_000_000,
      phone: '998901112233',
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      firstName: 'Dilnoza',
      lastName: 'Karimova',
      email: 'dilnoza@example.uz',
      gender: 'FEMALE',
      birthday: '1994-03-08',
      role: 'CUSTOMER',
      cashback: 0,
      phone,
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      firstName: 'Dilnoza',
      lastName: 'Karimova',
      email: 'dilnoza@example.uz',
      gender: 'FEMALE',
      birthday: '1994-03-08',
      role: 'CUSTOMER',
      merchantId: Number(demo),
      cashback: 0,
      phone,
      isActive: true,
    });
  });

  it("refuses someone else's id with FORBIDDEN and leaves their row as it was", async () => {
    const mine = await loginByPhone(t, demo, nextPhone());
    const other = await loginByPhone(t, demo, nextPhone());
    const before = await userRow(other.user.id);
    const res = await updateUser(mine.token, other.user.id, { firstName: 'Hacker', email: 'x@example.uz' });
    expectError(res, 403, 'FORBIDDEN');
    expect(await userRow(other.user.id)).toEqual(before);
  });

  it('names the email field when the email is not an email, and changes nothing', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    await updateUser(token, user.id, { firstName: 'Aziz' });
    const before = await userRow(user.id);
    const res = await updateUser(token, user.id, { firstName: 'Changed', email: 'not-an-email' });
    expectError(res, 400, 'VALIDATION_FAILED', 'email');
    expect(await userRow(user.id)).toEqual(before);
  });
});

describe('profile photo', () => {
  it('stores an uploaded PNG as a 512×512 WebP served under /api/media', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const res = await uploadPhoto(token, await smallPng());
    expect(res.statusCode, res.body).toBe(200);
    const image: string = res.json().data.image;
    expect(image).toMatch(/^\/api\/media\/.+\.webp$/);
    expect((await userRow(user.id)).image).toBe(image.replace('/api/media/', ''));

    const served = await t.app.inject(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('private');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
  });

  it('refuses bytes that are not a picture whatever the content type says', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const res = await uploadPhoto(token, Buffer.from('this is only text, not a PNG'));
    expectError(res, 415, 'IMAGE_INVALID');
    expect((await userRow(user.id)).image).toBeNull();
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const png = await smallPng();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10 - png.length)]);
    const res = await uploadPhoto(token, big);
    expect(res.statusCode, res.body).toBe(413);
    expect((await userRow(user.id)).image).toBeNull();
  });

  it('deletes the photo: image null, the file gone, the URL no longer served', async () => {
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const image: string = (await uploadPhoto(token, await smallPng())).json().data.image;
    const key = image.replace('/api/media/', '');
    expect((await t.app.inject(image)).statusCode).toBe(200);
    expect(await t.app.deps.storage.exists(key)).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/v1/users/photo',
      headers: asUser(demo, token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.image).toBeNull();
    expect((await userRow(user.id)).image).toBeNull();
    expect(await t.app.deps.storage.exists(key)).toBe(false);
    expect((await t.app.inject(image)).statusCode).toBe(404);
  });

  it('replacing a photo removes the old file', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const first: string = (await uploadPhoto(token, await smallPng())).json().data.image;
    const second: string = (await uploadPhoto(token, await smallPng())).json().data.image;
    expect(second).not.toBe(first);
    expect(await t.app.deps.storage.exists(first.replace('/api/media/', ''))).toBe(false);
    expect(await t.app.deps.storage.exists(second.replace('/api/media/', ''))).toBe(true);
  });
});

describe('phone change', () => {
  it('sends a code to the new number and changes the phone once it is verified', async () => {
    const oldPhone = nextPhone();
    const newPhone = nextPhone();
    const { token, user } = await loginByPhone(t, demo, oldPhone);
    const sent = await requestPhoneChange(token, newPhone);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await outbox(t, newPhone)).toHaveLength(1);
    expect((await userRow(user.id)).phone).toBe(oldPhone);

    const res = await verifyPhoneChange(token, newPhone, await latestCode(t, newPhone));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, phone: newPhone });
    expect((await userRow(user.id)).phone).toBe(newPhone);
    // Logging in with the new number reaches the same account.
    expect((await loginByPhone(t, demo, newPhone)).user.id).toBe(user.id);
  });

  it("refuses a number that is another user's with PHONE_TAKEN and sends no code", async () => {
    const takenPhone = nextPhone();
    await loginByPhone(t, demo, takenPhone);
    const { token, user } = await loginByPhone(t, demo, nextPhone());
    const textsBefore = (await outbox(t, takenPhone)).length;
    expectError(await requestPhoneChange(token, takenPhone), 409, 'PHONE_TAKEN');
    expect(await outbox(t, takenPhone)).toHaveLength(textsBefore);
    const changeCodes = await t.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, takenPhone), like(otpCodes.purpose, 'PHONE_CHANGE%')));
    expect(changeCodes).toHaveLength(0);
    expect((await userRow(user.id)).phone).not.toBe(takenPhone);
  });

  it('does not accept a login code as a phone-change code, nor the other way round', async () => {
    const myPhone = nextPhone();
    const { token, user } = await loginByPhone(t, demo, myPhone);

    const target = nextPhone();
    expect((await requestLoginCode(t, demo, target)).statusCode).toBe(200);
    const loginCode = await latestCode(t, target);
    expectError(await verifyPhoneChange(token, target, loginCode), 400, 'OTP_EXPIRED');
    expect((await userRow(user.id)).phone).toBe(myPhone);

    const other = nextPhone();
    expect((await requestPhoneChange(token, other)).statusCode).toBe(200);
    const changeCode = await latestCode(t, other);
    expectError(await verifyLoginCode(t, demo, other, changeCode), 400, 'OTP_EXPIRED');
    expect(await t.db.select().from(users).where(eq(users.phone, other))).toHaveLength(0);
    expect((await userRow(user.id)).phone).toBe(myPhone);
  });

  it("does not accept another user's phone-change code", async () => {
    const alice = await loginByPhone(t, demo, nextPhone());
    const bob = await loginByPhone(t, demo, nextPhone());
    const target = nextPhone();
    expect((await requestPhoneChange(alice.token, target)).statusCode).toBe(200);
    const code = await latestCode(t, target);
    expectError(await verifyPhoneChange(bob.token, target, code), 400, 'OTP_EXPIRED');
    expect((await userRow(bob.user.id)).phone).toBe(bob.user.phone);
  });
});

describe('DELETE /api/users/v1/users', () => {
  it('wipes personal data, revokes the token, removes addresses; the phone later makes a new user', async () => {
    const phone = nextPhone();
    const { token, user } = await loginByPhone(t, demo, phone);
    await updateUser(token, user.id, {
      firstName: 'Bobur',
      email: 'bobur@example.uz',
      birthday: '1990-01-01',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/addresses',
      headers: asUser(demo, token),
      payload: { name: 'Uy', latitude: 41.31, longitude: 69.28 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.merchantId, Number(demo)))
      .limit(1);
    const fav = await t.app.inject({
      method: 'PUT',
      url: '/api/products/v1/favourite',
      headers: asUser(demo, token),
      payload: { productId: product!.id, isFavourite: true },
    });
    expect(fav.statusCode, fav.body).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/v1/users',
      headers: asUser(demo, token),
    });
    expect(res.statusCode, res.body).toBe(200);

    expectError(await me(token), 401, 'UNAUTHORIZED');
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      phone: null,
      firstName: null,
      lastName: null,
      email: null,
      image: null,
      birthday: null,
      gender: null,
      telegramId: null,
      isActive: false,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, user.id))).toHaveLength(0);
    const live = (await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter(
      (s) => s.revokedAt === null,
    );
    expect(live).toHaveLength(0);

    const again = await loginByPhone(t, demo, phone);
    expect(again.user.id).not.toBe(user.id);
    expect(again.user).toMatchObject({ phone, firstName: null, email: null });
  });
});
