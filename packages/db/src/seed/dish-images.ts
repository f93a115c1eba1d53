import { createHash } from 'node:crypto';
import type { MediaStorage } from '../storage/media-storage.js';
import type { SeedProduct } from './content/types.js';
import { renderDishWebp } from './images/render-image.js';

const MASTER_SIZE = 960;

/**
 * Renders each distinct illustration once and stores it under a content-addressed key, so a
 * reseed or a tenant with hundreds of look-alike products costs a handful of renders.
 */
export async function storeDishImage(storage: MediaStorage, hint: SeedProduct['image']): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify([hint.kind, hint.accent, hint.background, MASTER_SIZE]))
    .digest('hex')
    .slice(0, 16);
  const key = `dishes/${hint.kind}-${hash}.webp`;
  if (!(await storage.exists(key))) await storage.put(key, await renderDishWebp(hint, MASTER_SIZE));
  return key;
}

export const mediaUrl = (key: string) => `/api/media/${key}`;
