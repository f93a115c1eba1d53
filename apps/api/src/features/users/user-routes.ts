import { tables, type UserRow } from '@dastarkhan/db';
import {
  DeletedSchema,
  IdParamSchema,
  OtpSentSchema,
  PhoneChangeRequestSchema,
  PhoneChangeVerifySchema,
  UserSchema,
  UserUpdateSchema,
} from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../http/request-language.js';
import { revokeAllSessionsOf } from '../../http/session-repository.js';
import { consumeOtp, issueOtp, OTP_LIFETIME_SECONDS, OTP_RESEND_AFTER_SECONDS } from '../otp/index.js';
import { normaliseProfilePhoto, PHOTO_MAX_BYTES, PHOTO_TYPES } from './profile-photo.js';
import { toUser } from './to-user.js';
import { findUserByPhone } from './user-repository.js';

const { users, addresses, favourites, notifications } = tables;

/** The signed-in customer's own account (spec §7 users/v1/users…). */
export function registerUserRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db, storage } = app.deps;

  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/users/v1/users/me',
    summary: 'The current user',
    tag: 'users',
    merchant: true,
    auth: true,
    response: UserSchema,
    handler: async ({ auth }) => toUser(auth.user),
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/users/:id',
    summary: 'Update your own profile (names, email, gender, birthday, language)',
    tag: 'users',
    merchant: true,
    auth: true,
    params: IdParamSchema,
    body: UserUpdateSchema,
    response: UserSchema,
    async handler({ auth, params, body }) {
      if (params.id !== auth.user.id) throw new AppError(403, 'FORBIDDEN');
      const [row] = await db
        .update(users)
        .set({ ...body, lastModifiedDate: new Date() })
        .where(eq(users.id, auth.user.id))
        .returning();
      return toUser(row!);
    },
  });

  // Raw image bytes; the route checks type and size itself and answers in the user's language.
  app.addContentTypeParser(
    PHOTO_TYPES as unknown as string[],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES + 1 },
    (_req, body, done) => done(null, body),
  );
  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/users/photo',
    summary: 'Upload a profile photo (JPEG/PNG/WebP body, at most 5 MB; stored as 512 px WebP)',
    tag: 'users',
    merchant: true,
    auth: true,
    response: UserSchema,
    async handler({ auth, request }) {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim();
      if (!type || !(PHOTO_TYPES as readonly string[]).includes(type) || !Buffer.isBuffer(request.body)) {
        throw new AppError(415, 'IMAGE_INVALID');
      }
      const photo = await normaliseProfilePhoto(request.body);
      await storage.put(photo.key, photo.bytes);
      return replacePhoto(auth.user, photo.key);
    },
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/users/v1/users/photo',
    summary: 'Delete the profile photo',
    tag: 'users',
    merchant: true,
    auth: true,
    response: UserSchema,
    handler: ({ auth }) => replacePhoto(auth.user, null),
  });

  defineRoute(app, docs, {
    method: 'DELETE',
    url: '/api/users/v1/users',
    summary: 'Delete the account: personal data removed, orders kept anonymised, tokens revoked',
    tag: 'users',
    merchant: true,
    auth: true,
    response: DeletedSchema,
    async handler({ auth }) {
      const userId = auth.user.id;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            phone: null,
            firstName: null,
            lastName: null,
            email: null,
            image: null,
            birthday: null,
            gender: null,
            telegramId: null,
            isActive: false,
            deletedAt: new Date(),
            lastModifiedDate: new Date(),
          })
          .where(eq(users.id, userId));
        await tx.delete(addresses).where(eq(addresses.userId, userId));
        await tx.delete(favourites).where(eq(favourites.userId, userId));
        await tx.delete(notifications).where(eq(notifications.userId, userId));
      });
      await revokeAllSessionsOf(db, userId);
      if (auth.user.image) await storage.remove(auth.user.image);
      return { deleted: true };
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/users/phone',
    summary: 'Start a phone change: a code goes to the new number',
    tag: 'users',
    merchant: true,
    auth: true,
    body: PhoneChangeRequestSchema,
    response: OtpSentSchema,
    async handler({ auth, body, merchant, request }) {
      await ensurePhoneFree(auth.user.id, merchant.id, body.phone);
      await issueOtp(app, merchant, {
        phone: body.phone,
        purpose: `PHONE_CHANGE:${auth.user.id}`,
        ip: request.ip,
        language: requestLanguage(request),
      });
      return {
        phone: body.phone,
        expiresInSeconds: OTP_LIFETIME_SECONDS,
        resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
      };
    },
  });

  defineRoute(app, docs, {
    method: 'PUT',
    url: '/api/users/v1/users/phone/verify',
    summary: 'Finish a phone change with the code sent to the new number',
    tag: 'users',
    merchant: true,
    auth: true,
    body: PhoneChangeVerifySchema,
    response: UserSchema,
    async handler({ auth, body, merchant }) {
      await ensurePhoneFree(auth.user.id, merchant.id, body.phone);
      await consumeOtp(db, merchant.id, {
        phone: body.phone,
        code: body.code,
        purpose: `PHONE_CHANGE:${auth.user.id}`,
      });
      try {
        const [row] = await db
          .update(users)
          .set({ phone: body.phone, lastModifiedDate: new Date() })
          .where(and(eq(users.id, auth.user.id), eq(users.merchantId, merchant.id)))
          .returning();
        return toUser(row!);
      } catch (error) {
        // Someone took the number between the check and the update: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError(409, 'PHONE_TAKEN');
        throw error;
      }
    },
  });

  /** Points the user at the new photo (or none), then removes the old file for good. */
  async function replacePhoto(user: UserRow, key: string | null) {
    const [row] = await db
      .update(users)
      .set({ image: key, lastModifiedDate: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (user.image) await storage.remove(user.image);
    return toUser(row!);
  }

  async function ensurePhoneFree(userId: number, merchantId: number, phone: string) {
    const holder = await findUserByPhone(db, merchantId, phone);
    if (holder && holder.id !== userId) throw new AppError(409, 'PHONE_TAKEN');
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
