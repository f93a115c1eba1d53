import { type MerchantRow, tables, type UserRow } from '@dastarkhan/db';
import {
  type Language,
  LoggedOutSchema,
  SignedInSchema,
  UserSchema,
  verifyTelegramInitData,
  WebBotInitDataSchema,
} from '@dastarkhan/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError } from '../../http/app-error.js';
import { defineRoute } from '../../http/define-route.js';
import { openSecret } from '../../http/secrets.js';
import { createSession, revokeSession } from '../../http/session-repository.js';
import { toUser } from '../users/index.js';

const { users } = tables;

/** A day, as Telegram's own examples use; nothing here takes money on the strength of initData alone. */
const INIT_DATA_MAX_AGE_SECONDS = 86_400;

const languageOf = (code: string | undefined): Language =>
  code?.startsWith('ru') ? 'ru' : code?.startsWith('en') ? 'eng' : 'uz';

/**
 * The storefront inside the tenant's Telegram web-app (spec §4 "messaging-app login"): initData
 * signed with the tenant's bot token is proof of the Telegram account, checked on the server.
 */
export function registerWebBotRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db } = app.deps;

  const { config } = app.deps;
  // docs/design.md: the demo tenant's bot token is DEMO_TELEGRAM_BOT_TOKEN, also when it changed after seeding.
  const botTokenOf = (merchant: MerchantRow) =>
    config.mode === 'demo' && merchant.sub === 'demo'
      ? config.demoTelegramBotToken
      : openSecret(config.secrets.key, merchant.telegramBotToken);

  async function verified(merchant: MerchantRow, initData: string) {
    const botToken = botTokenOf(merchant);
    if (!botToken) throw new AppError(401, 'TELEGRAM_AUTH_FAILED');
    const data = await verifyTelegramInitData(initData, botToken, {
      nowSeconds: Math.floor(Date.now() / 1000),
      maxAgeSeconds: INIT_DATA_MAX_AGE_SECONDS,
    });
    if (!data) throw new AppError(401, 'TELEGRAM_AUTH_FAILED');
    return data;
  }

  async function userOfTelegram(merchantId: number, telegramId: number): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(
        and(eq(users.merchantId, merchantId), eq(users.telegramId, telegramId), isNull(users.deletedAt)),
      );
    return row ?? null;
  }

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/webbot/v1/users/token',
    summary: 'Log in from Telegram initData (HMAC with the tenant bot token, at most 24 h old)',
    tag: 'webbot',
    merchant: true,
    body: WebBotInitDataSchema,
    response: SignedInSchema,
    async handler({ merchant, body }) {
      const data = await verified(merchant, body.initData);
      let user = await userOfTelegram(merchant.id, data.user.id);
      if (!user) {
        const [created] = await db
          .insert(users)
          .values({
            merchantId: merchant.id,
            telegramId: data.user.id,
            firstName: data.user.firstName?.slice(0, 60) ?? null,
            lastName: data.user.lastName?.slice(0, 60) ?? null,
            language: languageOf(data.user.languageCode),
          })
          .onConflictDoNothing()
          .returning();
        // Two first opens at once meet at the unique (merchant, telegram id) index.
        user = created ?? (await userOfTelegram(merchant.id, data.user.id));
      }
      if (!user) throw new AppError(401, 'TELEGRAM_AUTH_FAILED');
      const token = await createSession(db, user, 'TG');
      return { token, user: toUser(user) };
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/webbot/v1/users/auth',
    summary: 'Attach the Telegram account of initData to the signed-in user',
    tag: 'webbot',
    merchant: true,
    auth: true,
    body: WebBotInitDataSchema,
    response: UserSchema,
    async handler({ merchant, auth, body }) {
      const data = await verified(merchant, body.initData);
      const row = await db.transaction(async (tx) => {
        // Proven twice (token and initData), so the Telegram id moves to this account.
        await tx
          .update(users)
          .set({ telegramId: null })
          .where(
            and(
              eq(users.merchantId, merchant.id),
              eq(users.telegramId, data.user.id),
              ne(users.id, auth.user.id),
            ),
          );
        const [updated] = await tx
          .update(users)
          .set({ telegramId: data.user.id, lastModifiedDate: new Date() })
          .where(eq(users.id, auth.user.id))
          .returning();
        return updated!;
      });
      return toUser(row);
    },
  });

  defineRoute(app, docs, {
    method: 'POST',
    url: '/api/webbot/v1/users/logout',
    summary: 'Revoke this web-app token on the server',
    tag: 'webbot',
    merchant: true,
    auth: true,
    response: LoggedOutSchema,
    async handler({ auth }) {
      await revokeSession(db, auth.session.id);
      return { loggedOut: true };
    },
  });
}
