import { MENU_PHOTO_MAX_BYTES, MenuPhotoSchema } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { readLimited } from '../../http/read-limited.js';
import { requireStaff } from '../../http/staff-access.js';
import { recordAudit } from '../audit/index.js';
import { mediaUrl } from './media-url.js';
import { normaliseMenuPhoto } from './menu-photo.js';

const tooLarge = () => new AppError(413, 'IMAGE_TOO_LARGE', { maxMb: MENU_PHOTO_MAX_BYTES / 1024 / 1024 });

/**
 * Staff upload a menu photo (issue 17): the raw file as the body (whatever its content type says;
 * the decoder decides), answered with the stored key and URL. Nothing is stored on a refusal.
 */
export function registerPhotoUploadRoute(app: FastifyInstance, docs: ApiDocs) {
  // Its own scope: this route reads any body as a stream under its own limit, while the rest of
  // the API keeps its JSON parser and its 512 KB limit.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      readLimited(payload, request.headers['content-length'], MENU_PHOTO_MAX_BYTES, tooLarge).then(
        (body) => done(null, body),
        (error: Error) => done(error, undefined),
      );
    });
    defineRoute(scope, docs, {
      method: 'POST',
      url: '/api/media/v1/operator/photos',
      summary:
        'Upload a menu photo (JPEG, PNG or WebP bytes as the body, at most 8 MB): decoded, turned upright, stripped of metadata, stored as WebP; answers its URL',
      tag: 'staff',
      merchant: true,
      auth: true,
      response: MenuPhotoSchema,
      async handler({ merchant, auth, request }) {
        const staff = requireStaff(auth, 'menu.edit');
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(415, 'IMAGE_INVALID');
        const photo = await normaliseMenuPhoto(merchant.id, body);
        const { storage, db } = app.deps;
        if (!(await storage.exists(photo.key))) await storage.put(photo.key, photo.bytes);
        const answer = { key: photo.key, url: mediaUrl(photo.key), width: photo.width, height: photo.height };
        await recordAudit(
          db,
          { merchantId: merchant.id, userId: staff.userId },
          {
            entity: 'photo',
            entityId: photo.key,
            action: 'create',
            after: { ...answer, bytes: photo.bytes.length },
          },
        );
        return answer;
      },
    });
  });
}
