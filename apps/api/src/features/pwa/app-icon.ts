import { createHash } from 'node:crypto';
import { isValidMediaKey, type MediaStorage } from '@dastarkhan/db';
import sharp from 'sharp';

export type IconPurpose = 'any' | 'maskable';

/** The storage key behind a logo/favicon setting that points at our media route, else null. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/api/media/')) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice('/api/media/'.length));
  } catch {
    return null;
  }
  return isValidMediaKey(key) && !key.startsWith('cache/') ? key : null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A tenant without a logo: its initial on its colour (the whole square; maskable-safe by design). */
export function initialIconSvg(name: string, color: string, onColor: string, size: number): string {
  const initial = [...name.trim()][0]?.toLocaleUpperCase() ?? 'D';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="${color}"/>
<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="52" fill="${onColor}">${escapeXml(initial)}</text>
</svg>`;
}

export interface IconInput {
  size: number;
  purpose: IconPurpose;
  /** Storage key of the logo (or favicon), null for the generated initial. */
  logoKey: string | null;
  name: string;
  color: string;
  onColor: string;
  background: string;
}

/** A version of the icon's inputs: changes when the logo, colours or name change. */
export function iconVersion(input: Omit<IconInput, 'size' | 'purpose'>): string {
  return createHash('sha256')
    .update(JSON.stringify([input.logoKey, input.name, input.color, input.onColor, input.background]))
    .digest('hex')
    .slice(0, 12);
}

/**
 * The icon as PNG, rendered once per inputs and kept in the media storage under `cache/pwa/`.
 * The logo is fitted (never cropped) on the theme's background ("any") or on the brand colour
 * inside the maskable safe zone (a circle of 80 %: a square of 56 % fits in it). A logo that is
 * missing or cannot be decoded falls back to the generated initial.
 */
export async function renderIcon(storage: MediaStorage, input: IconInput): Promise<Buffer> {
  const { size, purpose } = input;
  const cacheKey = `cache/pwa/${iconVersion(input)}-${size}-${purpose}.png`;
  const cached = await storage.get(cacheKey);
  if (cached) return cached;
  const logo = input.logoKey ? await storage.get(input.logoKey) : null;
  let png: Buffer | null = null;
  if (logo) {
    try {
      const inner = Math.round(size * (purpose === 'maskable' ? 0.56 : 0.84));
      const fitted = await sharp(logo, { density: 300 })
        .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      png = await sharp({
        create: {
          width: size,
          height: size,
          channels: 4,
          background: purpose === 'maskable' ? input.color : input.background,
        },
      })
        .composite([{ input: fitted, gravity: 'center' }])
        .png()
        .toBuffer();
    } catch {
      png = null;
    }
  }
  png ??= await sharp(Buffer.from(initialIconSvg(input.name, input.color, input.onColor, size)))
    .resize(size, size)
    .png()
    .toBuffer();
  await storage.put(cacheKey, png);
  return png;
}
