import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../storage/s3-storage.js';

/** s3rver's built-in account: a request signed with any other key id is refused. */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-protocol server (s3rver, objects on disk in a temporary folder) with empty buckets,
 * on a free port; `options` are what a store needs to reach the first. Close it after.
 */
export async function startS3Server(buckets: string[] = ['media']) {
  const bucket = buckets[0] ?? 'media';
  const directory = mkdtempSync(join(tmpdir(), 'dastarkhan-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    ...ACCOUNT,
    forcePathStyle: true,
    timeoutMs: 5_000,
  };
  return {
    options,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
