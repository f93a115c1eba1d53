import { tables } from '@dastarkhan/db';
import { MENU_PHOTO_MAX_BYTES } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { createTestApp } from '../../test-support/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());
const demo = String(await t.merchantId('demo'));
const lavash = String(await t.merchantId('lavash'));
const nextPhone = phoneSequence('99897');
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const operator = (await loginByPhone(t, demo, '998900000001')).token;
const lavashOwner = (await loginByPhone(t, lavash, '998900000005')).token;
const customer = (await loginByPhone(t, demo, nextPhone())).token;
const managerPhone = nextPhone();
const made = await t.app.inject({
  method: 'POST',
  url: '/api/users/v1/operator/staff',
  headers: asUser(demo, owner),
  payload: { phone: managerPhone, role: 'MANAGER' },
});
expect(made.statusCode, made.body).toBe(201);
const manager = (await loginByPhone(t, demo, managerPhone)).token;

const upload = (token: string, body: Buffer, type = 'image/jpeg', merchant = demo) =>
  t.app.inject({
    method: 'POST',
    url: '/api/media/v1/operator/photos',
    headers: { ...asUser(merchant, token), 'content-type': type },
    payload: body,
  });

/** A real photo: a gradient (so it does not compress to nothing), with EXIF saying "rotate 90°". */
async function cameraJpeg(width: number, height: number, orientation = 1) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const px = i / 3;
    raw[i] = (px % width) & 255;
    raw[i + 1] = Math.floor(px / width) & 255;
    raw[i + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation, exif: { IFD0: { Artist: 'Secret Photographer' } } })
    .toBuffer();
}
const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#0a0' } })
    .png()
    .toBuffer();

const photoAudits = async () =>
  t.db
    .select()
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.entity, 'photo'), eq(tables.auditLog.merchantId, Number(demo))));

describe('POST /api/media/v1/operator/photos', () => {
  it('stores a camera JPEG upright, without its metadata, as WebP under the tenant, and serves it resized', async () => {
    const res = await upload(owner, await cameraJpeg(400, 240, 6));
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().data;
    expect(photo.key).toMatch(new RegExp(`^photos/${demo}/[0-9a-f]{32}\\.webp$`));
    expect(photo.url).toBe(`/api/media/${photo.key}`);
    // Orientation 6 means "turn 90° clockwise": the stored master is portrait.
    expect([photo.width, photo.height]).toEqual([240, 400]);

    const stored = (await t.app.deps.storage.get(photo.key))!;
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Photographer'))).toBe(false);

    const served = await t.app.inject(`${photo.url}?w=112&h=112&q=70`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const shown = await sharp(served.rawPayload).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['webp', 112, 112]);
  });

  it('takes PNG and WebP, whatever content type the browser claims, and stores one photo once', async () => {
    const first = await upload(owner, await png(), 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const again = await upload(manager, await png(), 'application/octet-stream');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.key).toBe(first.json().data.key);
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    const third = await upload(owner, webp, 'image/webp');
    expect(third.statusCode, third.body).toBe(200);
  });

  it('bounds a huge photo to 2048 px on its longest side', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const res = await upload(owner, big);
    expect(res.statusCode, res.body).toBe(200);
    expect([res.json().data.width, res.json().data.height]).toEqual([2048, 1024]);
  });

  it('takes a photo of several megabytes (above the JSON body limit, under its own)', async () => {
    const noise = Buffer.alloc(1400 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 7) * 104729) & 255;
    const heavy = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(heavy.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(owner, heavy);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('records each upload in the audit log with who made it', async () => {
    const before = (await photoAudits()).length;
    const res = await upload(owner, await cameraJpeg(64, 64));
    const audits = await photoAudits();
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)).toMatchObject({ action: 'create', entityId: res.json().data.key });
    expect(audits.at(-1)!.userId).not.toBeNull();
  });

  describe('refuses, with a localised error and nothing stored,', () => {
    const storedPhotos = async () => {
      const audits = await photoAudits();
      return audits.length;
    };

    it('a text file renamed .jpg', async () => {
      const before = await storedPhotos();
      expectError(
        await upload(owner, Buffer.from('name,price\nplov,30000\n'.repeat(20))),
        415,
        'IMAGE_INVALID',
      );
      expect(await storedPhotos()).toBe(before);
    });

    it('a truncated JPEG', async () => {
      const whole = await cameraJpeg(300, 300);
      const before = await storedPhotos();
      expectError(
        await upload(owner, whole.subarray(0, Math.floor(whole.length * 0.6))),
        415,
        'IMAGE_INVALID',
      );
      expect(await storedPhotos()).toBe(before);
    });

    it('an image in another format (GIF)', async () => {
      const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
        .gif()
        .toBuffer();
      expectError(await upload(owner, gif, 'image/gif'), 415, 'IMAGE_INVALID');
    });

    it('an empty body', async () => {
      expectError(await upload(owner, Buffer.alloc(0)), 415, 'IMAGE_INVALID');
    });

    it('a file over 8 MB, before decoding it', async () => {
      const before = await storedPhotos();
      const error = expectError(
        await upload(owner, Buffer.alloc(MENU_PHOTO_MAX_BYTES + 1, 0xff)),
        413,
        'IMAGE_TOO_LARGE',
      );
      expect(error.message).toMatchObject({ eng: expect.stringContaining('8 MB') });
      expect(await storedPhotos()).toBe(before);
    });

    it('a caller who is not staff, or whose role may not edit the menu', async () => {
      const photo = await cameraJpeg(32, 32);
      expectError(await upload(customer, photo), 403, 'NOT_STAFF');
      expectError(await upload(operator, photo), 403, 'FORBIDDEN');
      expect((await upload('not-a-token', photo)).statusCode).toBe(401);
    });

    it("another tenant's token", async () => {
      expect((await upload(lavashOwner, await cameraJpeg(32, 32), 'image/jpeg', demo)).statusCode).toBe(401);
    });
  });

  it("keeps each tenant's photos under its own folder", async () => {
    const res = await upload(lavashOwner, await cameraJpeg(48, 48), 'image/jpeg', lavash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.key.startsWith(`photos/${lavash}/`)).toBe(true);
  });
});
