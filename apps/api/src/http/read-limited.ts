import type { Readable } from 'node:stream';

/**
 * Reads a request body into memory, refusing it as soon as it passes `maxBytes` — by its declared
 * length before a byte is read, or while it streams (a chunked upload declares none) — so an
 * oversized upload is never held whole.
 */
export function readLimited(
  stream: Readable,
  declaredLength: string | undefined,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  if (declaredLength !== undefined && Number(declaredLength) > maxBytes) {
    stream.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.off('data', onData);
        // Keep draining without holding the bytes, so the client reads our answer.
        stream.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    stream.on('data', onData);
    stream.once('end', () => {
      if (size <= maxBytes) resolve(Buffer.concat(chunks));
    });
    stream.once('error', reject);
  });
}
