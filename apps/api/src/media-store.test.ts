import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createFileStorage, createS3Storage } from '@dastarkhan/db';
import { startS3Server } from '@dastarkhan/db/test-support/s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { createMediaStore } from './media-store.js';
import { asUser, expectError, loginByPhone } from './test-support/accounts.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

let s3: Awaited<ReturnType<typeof startS3Server>>;
const dirs: string[] = [];
const emptyDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dastarkhan-media-'));
  dirs.push(dir);
  return dir;
};
/** The environment of a process whose media live in the test's bucket. */
const bucketEnv = (bucket = s3.options.bucket) => ({
  MEDIA_STORE: 's3',
  MEDIA_DIR: emptyDir(),
  S3_ENDPOINT: s3.options.endpoint ?? '',
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: s3.options.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
});

beforeAll(async () => {
  s3 = await startS3Server(['media', 'copy']);
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// The bucket does not depend on the database engine: once, in the PGlite run.
describe.skipIf(process.env.DATABASE_URL)('MEDIA_STORE=s3 settings', () => {
  it('refuses to start without the bucket and its credentials, naming what is missing', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(
      'MEDIA_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'needs S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ MEDIA_STORE: 'minio' })).toThrow('MEDIA_STORE');
    expect(() => loadConfig({ ...bucketEnv(), S3_BUCKET: 'Not_A_Bucket' })).toThrow('S3_BUCKET');
  });

  it('keeps the folder by default; path-style by default only with an own endpoint', () => {
    expect(loadConfig({}).media).toEqual({ store: 'file', s3: null });
    const withEndpoint = loadConfig(bucketEnv()).media;
    expect(withEndpoint.store).toBe('s3');
    expect(withEndpoint.s3).toMatchObject({ bucket: 'media', forcePathStyle: true, timeoutMs: 10_000 });
    const { S3_ENDPOINT: _, ...aws } = bucketEnv();
    expect(loadConfig({ ...aws, S3_REGION: 'eu-central-1' }).media.s3).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });
});

describe.skipIf(process.env.DATABASE_URL)('the app on a bucket', () => {
  let first: TestApp;
  let second: TestApp;
  let firstDir: string;
  beforeAll(async () => {
    const env = bucketEnv();
    firstDir = env.MEDIA_DIR;
    first = await createTestApp(env, { storage: createMediaStore });
    // Another machine: the same bucket, a local folder of its own that holds nothing.
    second = await createTestApp(bucketEnv(), { storage: createMediaStore });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('stores an uploaded photo in the bucket, and another instance serves it and its variant', async () => {
    const demo = String(await first.merchantId('demo'));
    const owner = (await loginByPhone(first, demo, '998900000003')).token;
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#d35400' } })
      .jpeg()
      .toBuffer();
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/media/v1/operator/photos',
      headers: { ...asUser(demo, owner), 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { key, url } = res.json().data;

    const bucket = createS3Storage(s3.options);
    const stored = await bucket.get(key);
    expect((await sharp(stored!).metadata()).format).toBe('webp');
    // Nothing went to the local folder: every write goes through the chosen store.
    expect(readdirSync(firstDir)).toEqual([]);

    const original = await second.app.inject(`${url}?w=480&h=480&q=100`);
    expect(original.statusCode).toBe(200);
    const variant = await second.app.inject(`${url}?w=112&h=112&q=70`);
    expect(variant.statusCode).toBe(200);
    const meta = await sharp(variant.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 112, 112]);
    // The variant is kept in the bucket, for every instance.
    expect(await bucket.get(`cache/112x112-q70/${key}.webp`)).toEqual(variant.rawPayload);
    expect((await first.app.inject(`${url}?w=112&h=112&q=70`)).rawPayload).toEqual(variant.rawPayload);
  });

  it('answers a missing image 404 from the bucket as from the folder', async () => {
    expectError(await second.app.inject('/api/media/photos/1/missing.webp'), 404, 'NOT_FOUND');
  });

  it('answers images and uploads 503 MEDIA_STORE_UNAVAILABLE when the bucket hangs, instead of waiting', async () => {
    // Takes every request and never answers: S3_TIMEOUT_MS must end the wait.
    const hung = createServer(() => {});
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    const config = loadConfig({
      ...bucketEnv(),
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_TIMEOUT_MS: '300',
    });
    const working = second.app.deps.storage;
    second.app.deps.storage = createMediaStore(config);
    try {
      const served = await second.app.inject('/api/media/photos/1/any.webp');
      expectError(served, 503, 'MEDIA_STORE_UNAVAILABLE');
      expect(served.headers['retry-after']).toBe('30');
      const demo = String(await second.merchantId('demo'));
      const owner = (await loginByPhone(second, demo, '998900000003')).token;
      const upload = await second.app.inject({
        method: 'POST',
        url: '/api/media/v1/operator/photos',
        headers: { ...asUser(demo, owner), 'content-type': 'image/png' },
        payload: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123' } })
          .png()
          .toBuffer(),
      });
      expectError(upload, 503, 'MEDIA_STORE_UNAVAILABLE');
    } finally {
      second.app.deps.storage = working;
      hung.closeAllConnections();
      hung.close();
    }
  });
});

describe.skipIf(process.env.DATABASE_URL)('npm run media:copy', () => {
  const cli = new URL('./media-copy-cli.ts', import.meta.url).pathname;
  const run = async (env: Record<string, string>, to: string) => {
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', cli, '--to', to],
        { env: { ...process.env, ...env, NODE_NO_WARNINGS: '1' } },
      );
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout + failed.stderr };
    }
  };

  it('copies the folder to the bucket, skips it all on a second run, and copies back', async () => {
    const env = { ...bucketEnv('copy'), MEDIA_STORE: 'file' };
    const folder = createFileStorage(env.MEDIA_DIR);
    await folder.put('dishes/plov-1.webp', Buffer.from('plov'));
    await folder.put('photos/2/ab.webp', Buffer.alloc(5000, 3));
    await folder.put('logos/demo.svg', Buffer.from('<svg/>'));

    const first = await run(env, 's3');
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).toContain('3/3: copied 3, skipped 0, failed 0');
    expect(first.stdout).toContain('copied 3, skipped 0 (already there), failed 0');
    expect(await createS3Storage({ ...s3.options, bucket: 'copy' }).get('photos/2/ab.webp')).toEqual(
      Buffer.alloc(5000, 3),
    );

    const again = await run(env, 's3');
    expect(again.stdout).toContain('copied 0, skipped 3 (already there), failed 0');

    const back = { ...env, MEDIA_DIR: emptyDir() };
    const home = await run(back, 'file');
    expect(home.code, home.stdout).toBe(0);
    expect(home.stdout).toContain('copied 3, skipped 0');
    expect(await createFileStorage(back.MEDIA_DIR).get('logos/demo.svg')).toEqual(Buffer.from('<svg/>'));
  });

  it('exits non-zero when the bucket cannot be reached, or without one', async () => {
    const down = await run(
      { ...bucketEnv('copy'), S3_ENDPOINT: 'http://127.0.0.1:9', S3_TIMEOUT_MS: '500' },
      's3',
    );
    expect(down.code).not.toBe(0);
    expect(down.stdout).toContain('media:copy');
    const none = await run({ MEDIA_DIR: emptyDir() }, 's3');
    expect(none.code).toBe(2);
    expect(none.stdout).toContain('S3_BUCKET');
  });
});
