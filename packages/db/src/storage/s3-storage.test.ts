import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test-support/s3-server.js';
import { copyMedia } from './media-copy.js';
import { createFileStorage, type MediaStorage } from './media-storage.js';
import { createS3Client, createS3Storage, MediaStoreUnavailableError } from './s3-storage.js';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let store: MediaStorage;
beforeAll(async () => {
  s3 = await startS3Server(['media', 'copy']);
  store = createS3Storage(s3.options);
});
afterAll(() => s3.close());

/** What the bucket itself says about an object, asked without the store. */
const head = (key: string) =>
  createS3Client(s3.options).send(new HeadObjectCommand({ Bucket: s3.options.bucket, Key: key }));

const listed = async (storage: MediaStorage) => {
  const objects: Array<{ key: string; size: number }> = [];
  for await (const object of storage.list()) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
};

describe('the S3 media store', () => {
  it('keeps bytes under keys with slashes, as given, with a Content-Type from the extension', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13, 0]);
    await store.put('photos/7/abc.webp', bytes);
    await store.put('logos/demo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    await store.put('cache/480x480-q100/dishes/plov.webp.webp', Buffer.from('variant'));

    expect(await store.get('photos/7/abc.webp')).toEqual(bytes);
    expect((await head('photos/7/abc.webp')).ContentType).toBe('image/webp');
    expect((await head('photos/7/abc.webp')).ContentLength).toBe(bytes.length);
    expect((await head('logos/demo.svg')).ContentType).toBe('image/svg+xml');
    expect(await store.exists('photos/7/abc.webp')).toBe(true);
    expect(await listed(store)).toEqual([
      { key: 'cache/480x480-q100/dishes/plov.webp.webp', size: 7 },
      { key: 'logos/demo.svg', size: 41 },
      { key: 'photos/7/abc.webp', size: 8 },
    ]);
  });

  it('answers a missing key with null and false, and removes a missing key without error', async () => {
    expect(await store.get('photos/7/missing.webp')).toBeNull();
    expect(await store.exists('photos/7/missing.webp')).toBe(false);
    await expect(store.remove('photos/7/missing.webp')).resolves.toBeUndefined();

    await store.put('avatars/9.webp', Buffer.from('face'));
    await store.remove('avatars/9.webp');
    expect(await store.get('avatars/9.webp')).toBeNull();
  });

  it('refuses keys outside the media pattern before asking the bucket', async () => {
    await expect(store.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('invalid media key');
    await expect(store.get('/abs.webp')).rejects.toThrow('invalid media key');
  });

  it('throws, never answers "missing", when the store refuses or cannot be reached', async () => {
    // s3rver knows one access key id: a store sending another is refused (403), which also shows
    // the store signs its requests with the configured credentials.
    const stranger = createS3Storage({ ...s3.options, accessKeyId: 'SOMEONE-ELSE' });
    await expect(stranger.get('photos/7/abc.webp')).rejects.toBeInstanceOf(MediaStoreUnavailableError);
    await expect(stranger.exists('photos/7/abc.webp')).rejects.toBeInstanceOf(MediaStoreUnavailableError);
    const noBucket = createS3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(noBucket.get('photos/7/abc.webp')).rejects.toBeInstanceOf(MediaStoreUnavailableError);
    const down = createS3Storage({ ...s3.options, endpoint: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(down.put('photos/7/x.webp', Buffer.from('x'))).rejects.toThrow(/media store: put/);
  });
});

describe('copyMedia (npm run media:copy)', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dastarkhan-media-copy-'));
    dirs.push(dir);
    return createFileStorage(dir);
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('copies a folder to a bucket, skips what is there on a second run, and copies back', async () => {
    const source = folder();
    const objects = {
      'dishes/plov-1.webp': Buffer.from('plov'),
      'photos/3/aa.webp': Buffer.alloc(3000, 7),
      'logos/lavash.svg': Buffer.from('<svg/>'),
    };
    for (const [key, body] of Object.entries(objects)) await source.put(key, body);
    const into = createS3Storage({ ...s3.options, bucket: 'copy' });
    const seen: number[] = [];
    const first = await copyMedia(source, into, { onProgress: (r) => seen.push(r.copied + r.skipped) });
    expect(first).toMatchObject({ copied: 3, skipped: 0, failed: 0 });
    expect(seen).toEqual([1, 2, 3]);
    for (const [key, body] of Object.entries(objects)) expect(await into.get(key)).toEqual(body);

    // A changed object (another size) is copied again; the rest is skipped.
    await source.put('dishes/plov-1.webp', Buffer.from('plov, redrawn'));
    expect(await copyMedia(source, into)).toMatchObject({ copied: 1, skipped: 2, failed: 0 });
    expect(await copyMedia(source, into)).toMatchObject({ copied: 0, skipped: 3, failed: 0 });

    const back = folder();
    expect(await copyMedia(into, back)).toMatchObject({ copied: 3, skipped: 0, failed: 0 });
    expect(await back.get('photos/3/aa.webp')).toEqual(objects['photos/3/aa.webp']);
    expect(await listed(back)).toEqual(await listed(into));
  });

  it('counts an object that cannot be written as failed and goes on with the others', async () => {
    const source = folder();
    await source.put('dishes/a.webp', Buffer.from('a'));
    await source.put('dishes/b.webp', Buffer.from('b'));
    const refusing = createS3Storage({ ...s3.options, accessKeyId: 'SOMEONE-ELSE' });
    const into = folder();
    const half: MediaStorage = {
      ...into,
      list: () => into.list(),
      put: (key, body) => (key === 'dishes/a.webp' ? refusing.put(key, body) : into.put(key, body)),
    };
    const report = await copyMedia(source, half);
    expect(report).toMatchObject({ copied: 1, skipped: 0, failed: 1 });
    expect(report.failures[0]?.key).toBe('dishes/a.webp');
    expect(await into.get('dishes/b.webp')).toEqual(Buffer.from('b'));
  });
});
