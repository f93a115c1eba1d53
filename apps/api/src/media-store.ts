import { checkS3Bucket, createFileStorage, createS3Storage, type MediaStorage } from '@dastarkhan/db';
import type { Config } from './env.js';

/** The store MEDIA_STORE names: the local folder (default) or the bucket (decision 039). */
export function createMediaStore(config: Config): MediaStorage {
  if (config.media.store === 's3' && config.media.s3) return createS3Storage(config.media.s3);
  return createFileStorage(config.mediaDir);
}

/**
 * Before the start goes on: a bucket that is not there, or not ours (403/404), is a setup fault
 * and stops it (`fatal`); a store that does not answer only warns, since menus and orders work
 * without images and the store may be back in a moment.
 */
export async function checkMediaStore(config: Config): Promise<{ fatal: boolean; message: string } | null> {
  if (config.media.store !== 's3' || !config.media.s3) return null;
  const { bucket, endpoint } = config.media.s3;
  const problem = await checkS3Bucket(config.media.s3);
  if (!problem) return null;
  const where = `bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}`;
  return problem.misconfigured
    ? { fatal: true, message: `MEDIA_STORE=s3: the ${where} cannot be used: ${problem.reason}` }
    : {
        fatal: false,
        message: `MEDIA_STORE=s3: the ${where} did not answer (${problem.reason}); images answer 503 until it does`,
      };
}
