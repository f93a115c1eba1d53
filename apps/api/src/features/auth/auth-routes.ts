import { type Database, tables } from '@dastarkhan/db';
import {
  LoggedOutSchema,
  OtpRequestSchema,
  OtpSentSchema,
  OtpVerifySchema,
  PhoneSchema,
  SignedInSchema,
  SmsOutboxSchema,
} from '@dastarkhan/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../http/request-language.js';
import { createSession, revokeSession } from '../../http/session-repository.js';
import { consumeOtp, issueOtp, OTP_LIFETIME_SECONDS, OTP_RESEND_AFTER_SECONDS } from '../otp/index.js';
import { findOrCreateUserByPhone, toUser } from '../users/index.js';

/** Login by phone and SMS code (docs/design.md's two fixed paths), logout, and the demo SMS outbox. */
export function registerAuthRoutes(app: FastifyInstance, docs: ApiDocs) {
  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/auth/otp',
    summary: 'Send a 6-digit login code by SMS (2 min, 5 tries, 5 codes per phone per hour)',
    tag: 'auth',
    merchant: true,
    body: OtpRequestSchema,
    response: OtpSentSchema,
    async handler({ body, merchant, request }) {
      await issueOtp(app, merchant, {
        phone: body.phone,
        purpose: 'LOGIN',
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
    method: 'POST',
    url: '/api/users/v1/auth/otp/verify',
    summary: 'Exchange the code for a bearer token; the user is created on first login',
    tag: 'auth',
    merchant: true,
    body: OtpVerifySchema,
    response: SignedInSchema,
    async handler({ body, merchant, request }) {
      const { db } = app.deps;
      await consumeOtp(db, merchant.id, { phone: body.phone, code: body.code, purpose: 'LOGIN' });
      const user = await findOrCreateUserByPhone(db, merchant.id, body.phone, requestLanguage(request));
      const token = await createSession(db, user, 'WEB');
      return { token, user: toUser(user) };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/users/v1/users/logout',
    summary: 'Revoke this token on the server',
    tag: 'auth',
    merchant: true,
    auth: true,
    response: LoggedOutSchema,
    async handler({ auth }) {
      await revokeSession(app.deps.db, auth.session.id);
      return { loggedOut: true };
    },
  });

  if (app.deps.config.mode !== 'production') registerSmsOutbox(app, docs, app.deps.db);
}

/** Demo mode only (docs/design.md): what the console gateway "sent", newest first. */
function registerSmsOutbox(app: FastifyInstance, docs: ApiDocs, db: Database) {
  const { smsOutbox } = tables;
  defineRoute(app, docs, {
    method: 'GET',
    url: '/api/dev/v1/sms-outbox',
    summary: 'Texts of the console SMS gateway for a phone, newest first (demo mode only)',
    tag: 'dev',
    merchant: false,
    query: z.object({ phone: PhoneSchema }),
    response: SmsOutboxSchema,
    async handler({ query }) {
      return db
        .select({
          merchantId: smsOutbox.merchantId,
          phone: smsOutbox.phone,
          text: smsOutbox.text,
          createdAt: smsOutbox.createdAt,
        })
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, query.phone))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(20);
    },
  });
}
