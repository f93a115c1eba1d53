import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { readLimited as read } from './read-limited.js';

const readLimited = (stream: Readable, declared: string | undefined, max: number) =>
  read(stream, declared, max, () => new AppError(413, 'IMAGE_TOO_LARGE'));

const chunks = (sizes: number[]) => Readable.from(sizes.map((size) => Buffer.alloc(size, 1)));

describe('reading an upload under a limit', () => {
  it('refuses a body that passes the limit while it streams, without a declared length', async () => {
    await expect(readLimited(chunks([400, 400, 400]), undefined, 1000)).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      status: 413,
    });
  });

  it('refuses a declared length over the limit before reading', async () => {
    await expect(readLimited(chunks([10]), '5000', 1000)).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('answers the whole body when it fits', async () => {
    const body = await readLimited(chunks([400, 600]), undefined, 1000);
    expect(body.length).toBe(1000);
  });
});
