import { createHash } from 'node:crypto';
import { MENU_PHOTO_MAX_SIDE, menuPhotoPrefix } from '@dastarkhan/domain';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../../http/app-error.js';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
// A 12000×12000 "photo" of a few KB could still take a GB to decode (a decompression bomb).
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Turns uploaded bytes into the stored master of a menu photo. The bytes are decoded in full —
 * the header alone would pass a truncated JPEG or a renamed text file — then turned upright by
 * their EXIF orientation, stripped of every metadata (a phone's GPS position included), bounded
 * to MENU_PHOTO_MAX_SIDE and kept as a high-quality WebP the media route resizes per use.
 * The key is the hash of those bytes under the tenant's folder: the same photo uploaded twice is
 * stored once, and may be cached by browsers forever.
 */
export async function normaliseMenuPhoto(merchantId: number, body: Buffer) {
  let format: string | undefined;
  try {
    format = (await sharp(body).metadata()).format;
  } catch {
    throw new AppError(415, 'IMAGE_INVALID');
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError(415, 'IMAGE_INVALID', { format: format ?? '' });
  let result: { data: Buffer; info: OutputInfo };
  try {
    // failOn 'truncated': a cut-off upload is refused rather than stored half grey.
    result = await sharp(body, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MENU_PHOTO_MAX_SIDE, MENU_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(415, 'IMAGE_INVALID');
  }
  const hash = createHash('sha256').update(result.data).digest('hex').slice(0, 32);
  return {
    key: `${menuPhotoPrefix(merchantId)}${hash}.webp`,
    bytes: result.data,
    width: result.info.width,
    height: result.info.height,
  };
}
