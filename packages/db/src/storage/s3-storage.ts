import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isValidMediaKey, type MediaStorage } from './media-storage.js';

export interface S3StorageOptions {
  /** `https://…` of an S3-compatible service; unset: AWS S3 of `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` instead of `bucket.host/key` (MinIO, most self-hosted stores). */
  forcePathStyle: boolean;
  /** Longest one call may take, retries included (a hung store must not hang a request). */
  timeoutMs: number;
}

/**
 * The media store could not be asked: down, unreachable, too slow, or refusing our credentials.
 * The API answers it with 503 MEDIA_STORE_UNAVAILABLE; a missing object is never this (null).
 */
export class MediaStoreUnavailableError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`media store: ${operation} ${key} failed (${reason})`, { cause });
    this.name = 'MediaStoreUnavailableError';
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  json: 'application/json',
};

/** From the key's last extension: a variant `x.png.webp` is WebP. */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[key.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

/** A missing object, not a missing bucket (that is a setup fault and must be seen). */
function isNotFound(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The SDK client as the store uses it: bounded waits, retries of quick failures only. */
export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Throttling, 5xx and dropped connections are retried (standard mode, with back-off) within
    // the call's deadline; a store that hangs is cut off by the socket timeout and the deadline.
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: Math.min(3_000, options.timeoutMs),
      requestTimeout: options.timeoutMs,
    },
    // Checksums only where S3 requires them: many S3-compatible stores refuse or mishandle the
    // CRC32 headers the SDK otherwise adds to every upload (decision 039).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Media in an S3-compatible bucket, keys as given (decision 039). A missing object is null/false;
 * any other failure throws MediaStoreUnavailableError.
 */
export function createS3Storage(options: S3StorageOptions, client = createS3Client(options)): MediaStorage {
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return key;
  };
  /** Every call gets its deadline, retries included. */
  const deadline = () => ({ abortSignal: AbortSignal.timeout(options.timeoutMs) });
  const fail = (operation: string, key: string, error: unknown): never => {
    throw new MediaStoreUnavailableError(operation, key, error);
  };

  return {
    async put(key, body) {
      const Key = checked(key);
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: body,
            ContentLength: body.length,
            ContentType: contentTypeOf(Key),
          }),
          deadline(),
        )
        .catch((error) => fail('put', Key, error));
    },
    async get(key) {
      const Key = checked(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }), deadline());
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        return fail('get', Key, error);
      }
    },
    async exists(key) {
      const Key = checked(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }), deadline());
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        return fail('head', Key, error);
      }
    },
    async remove(key) {
      const Key = checked(key);
      // S3 answers 204 for a key that is not there; a 404 from another store is the same.
      await client
        .send(new DeleteObjectCommand({ Bucket, Key }), deadline())
        .catch((error) => (isNotFound(error) ? undefined : fail('delete', Key, error)));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, ContinuationToken }), deadline())
          .catch((error) => fail('list', Bucket, error));
        for (const object of page.Contents ?? []) {
          // Objects someone else put in the bucket under other names are not ours to copy.
          if (object.Key && isValidMediaKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/**
 * At start: is the bucket there and ours to use? Answers null when it is, else why not (the
 * caller decides whether that stops the start).
 */
export async function checkS3Bucket(options: S3StorageOptions, client = createS3Client(options)) {
  try {
    await client.send(new HeadBucketCommand({ Bucket: options.bucket }), {
      abortSignal: AbortSignal.timeout(options.timeoutMs),
    });
    return null;
  } catch (error) {
    const { name, $metadata } = (error ?? {}) as SdkError;
    const status = $metadata?.httpStatusCode;
    // HeadBucket answers have no body: the status is all there is to tell.
    const said =
      status === 404
        ? 'no such bucket'
        : status === 403 || status === 401
          ? 'access denied: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket policy'
          : `${name ?? 'Error'}: ${(error as Error).message}`;
    return {
      /** 401/403/404: the settings are wrong (no such bucket, or not ours); anything else may pass. */
      misconfigured: status === 401 || status === 403 || status === 404,
      reason: `${said}${status ? ` (HTTP ${status})` : ''}`,
    };
  }
}
