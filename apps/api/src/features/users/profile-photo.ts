import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const PHOTO_SIZE = 512;

/**
 * Checks that the bytes really are a JPEG/PNG/WebP picture (not just the header saying so),
 * and turns them into a square 512 px WebP without metadata (no GPS from a phone camera).
 */
export async function normaliseProfilePhoto(body: Buffer): Promise<{ key: string; bytes: Buffer }> {
  if (body.length > PHOTO_MAX_BYTES)
    throw new AppError(413, 'IMAGE_TOO_LARGE', { maxMb: PHOTO_MAX_BYTES >> 20 });
  let format: string | undefined;
  try {
    format = (await sharp(body).metadata()).format;
  } catch {
    throw new AppError(415, 'IMAGE_INVALID');
  }
  if (!format || !['jpeg', 'png', 'webp'].includes(format)) throw new AppError(415, 'IMAGE_INVALID');
  const bytes = await sharp(body, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
  return { key: `avatars/${randomBytes(12).toString('hex')}.webp`, bytes };
}
