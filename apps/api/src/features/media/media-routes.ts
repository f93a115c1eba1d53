import { isValidMediaKey } from '@dastarkhan/db';
import { IMAGE_PROXY_DEFAULTS, isImageVariant } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/parse-input.js';
import { etagOf, ifNoneMatch } from '../../http/prepared-body.js';
import { inEncodeQueue } from './encode-queue.js';
import { registerPhotoUploadRoute } from './photo-upload-route.js';

// Spec §9: the image proxy defaults to 480×480, quality 100, webp; only the variants of
// IMAGE_VARIANTS are served (decision 036).
const ResizeQuerySchema = z.object({
  w: z.coerce.number().int().min(16).max(2048).default(IMAGE_PROXY_DEFAULTS.width),
  h: z.coerce.number().int().min(16).max(2048).default(IMAGE_PROXY_DEFAULTS.height),
  q: z.coerce.number().int().min(1).max(100).default(IMAGE_PROXY_DEFAULTS.quality),
  format: z.enum(['webp', 'jpeg', 'png', 'avif']).default(IMAGE_PROXY_DEFAULTS.format),
});

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** Media under DATA_DIR (or any MediaStorage): vectors as they are, raster images resized and cached. */
export function registerMediaRoutes(app: FastifyInstance, docs: ApiDocs) {
  docs.add({
    method: 'GET',
    url: '/api/media/:key',
    summary:
      'An image by its storage key (the key may hold slashes): raster resized to one of the fixed variants (w×h at q, webp; any other is a 400) and cached, SVG as stored',
    tag: 'media',
    merchant: false,
    params: z.object({ key: z.string() }),
    query: ResizeQuerySchema,
    raw: {
      contentType: 'image/*',
      description: 'The image bytes (webp by default; avatars as stored webp; svg sandboxed), with an ETag',
    },
  });
  registerPhotoUploadRoute(app, docs);
  const inflight = new Map<string, Promise<Buffer | null>>();

  async function variant(key: string, q: z.infer<typeof ResizeQuerySchema>): Promise<Buffer | null> {
    const { storage } = app.deps;
    const cacheKey = `cache/${q.w}x${q.h}-q${q.q}/${key}.${q.format}`;
    const cached = await storage.get(cacheKey);
    if (cached) return cached;
    let pending = inflight.get(cacheKey);
    if (!pending) {
      pending = (async () => {
        const original = await storage.get(key);
        if (!original) return null;
        const resized = await inEncodeQueue(() =>
          sharp(original).resize(q.w, q.h, { fit: 'cover' }).toFormat(q.format, { quality: q.q }).toBuffer(),
        );
        await storage.put(cacheKey, resized);
        return resized;
      })().finally(() => inflight.delete(cacheKey));
      inflight.set(cacheKey, pending);
    }
    return pending;
  }

  app.get('/api/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isValidMediaKey(key) || key.startsWith('cache/'))
      throw new AppError(404, 'NOT_FOUND', { path: key });
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    let body: Buffer | null;
    let type: string;
    if (extension === 'svg') {
      body = await app.deps.storage.get(key);
      type = CONTENT_TYPES.svg!;
      // An SVG is a document: never let one run script in our origin.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    } else if (key.startsWith('avatars/')) {
      // Profile photos are stored ready to show (512 px WebP) and are personal data: served as
      // stored and never copied into the resize cache, so deleting the photo deletes every copy.
      body = await app.deps.storage.get(key);
      type = CONTENT_TYPES.webp!;
    } else {
      const query = parseInput(ResizeQuerySchema, request.query, 'query');
      // Only a fixed set can ever be encoded and kept: an anonymous caller cannot fill the disk
      // or the CPU with sizes no screen shows.
      if (query.format !== 'webp' || !isImageVariant(query.w, query.h, query.q))
        throw new AppError(400, 'IMAGE_VARIANT_NOT_ALLOWED', { field: 'query' }, 'query');
      body = await variant(key, query);
      type = CONTENT_TYPES[query.format]!;
    }
    if (!body) throw new AppError(404, 'NOT_FOUND', { path: key });
    const etag = etagOf(body);
    // Dish images and menu photos are content-addressed: their bytes never change under a key.
    const maxAge =
      key.startsWith('dishes/') || key.startsWith('photos/')
        ? 'public, max-age=31536000, immutable'
        : key.startsWith('avatars/')
          ? 'private, no-cache'
          : 'public, max-age=3600';
    reply.header('etag', etag).header('cache-control', maxAge);
    if (ifNoneMatch(request, etag)) return reply.status(304).send();
    return reply.type(type).send(body);
  });
}
