import { z } from 'zod';

/** The most a menu photo upload may weigh; a phone camera's JPEG is 2–6 MB. */
export const MENU_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** The longest side a stored menu photo keeps: enough for a 2× product page, never more. */
export const MENU_PHOTO_MAX_SIDE = 2048;

/**
 * A stored menu photo (`POST /api/media/v1/operator/photos`): `url` is what a product's `image`
 * or `gallery` holds; the media route serves it resized per use (`?w=&h=`).
 */
export const MenuPhotoSchema = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MenuPhoto = z.infer<typeof MenuPhotoSchema>;

/** Where a merchant's own photos are stored: a content-addressed key under the tenant's folder. */
export const menuPhotoPrefix = (merchantId: number) => `photos/${merchantId}/`;

/**
 * True when an image URL may be put on this merchant's product: a seeded illustration (shared by
 * every tenant) or one of the merchant's own uploads — never another tenant's photo.
 */
export function isMenuImageOf(merchantId: number, url: string): boolean {
  const match = /^\/api\/media\/((?:dishes|photos)\/[a-z0-9/._-]+)$/i.exec(url);
  if (!match || match[1]!.includes('..')) return false;
  const key = match[1]!;
  return key.startsWith('dishes/') || key.startsWith(menuPhotoPrefix(merchantId));
}
