import { createHash } from 'node:crypto';
import type { MediaStorage } from '../storage/media-storage.js';
import type { SeedProduct } from './content/types.js';
import { renderDishWebp } from './images/render-image.js';

// Big enough for a 2× card on a phone and the product page; 960 costs four times the render.
const MASTER_SIZE = 720;
const RENDERS_AT_ONCE = 3;

type Hint = SeedProduct['image'];

export const hintKey = (hint: Hint) =>
  JSON.stringify(
    hint.variant
      ? [hint.kind, hint.accent, hint.background, hint.variant]
      : [hint.kind, hint.accent, hint.background],
  );

/** Looks a kind has (cloths × garnishes repeat after this many). */
const VARIANTS = 30;

/**
 * Each hint without a variant gets the next one of its kind, in menu order: the second plov of a
 * menu is not drawn like the first (issue 19). Deterministic, so a reseed keeps every picture.
 */
export function withVariants(hints: Hint[]): Hint[] {
  const seen = new Map<string, number>();
  return hints.map((hint) => {
    if (hint.variant !== undefined) return hint;
    const n = seen.get(hint.kind) ?? 0;
    seen.set(hint.kind, n + 1);
    return { ...hint, variant: n % VARIANTS };
  });
}

export const mediaUrl = (key: string) => `/api/media/${key}`;

/**
 * Renders each distinct illustration once and stores it under a content-addressed key, so a
 * reseed, or a tenant with hundreds of look-alike products, costs a handful of renders.
 * Returns the media URL of every hint.
 */
export async function storeDishImages(storage: MediaStorage, hints: Hint[]): Promise<Map<string, string>> {
  const distinct = new Map(hints.map((hint) => [hintKey(hint), hint]));
  const urls = new Map<string, string>();
  const queue = [...distinct.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [id, hint] = next;
      const hash = createHash('sha256').update(`${id}@${MASTER_SIZE}`).digest('hex').slice(0, 16);
      const key = `dishes/${hint.kind}-${hash}.webp`;
      if (!(await storage.exists(key))) await storage.put(key, await renderDishWebp(hint, MASTER_SIZE));
      urls.set(id, mediaUrl(key));
    }
  };
  await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, worker));
  return urls;
}
