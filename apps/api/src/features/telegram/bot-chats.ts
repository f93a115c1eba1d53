import { type MerchantRow, tables } from '@dastarkhan/db';
import type { BotMessage } from '@dastarkhan/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_SETTINGS_KEY } from '../../http/merchant-settings.js';
import type { BotCallFailure, SendResult } from './bot-api.js';
import { botApiFor, botTokenOf, openButton } from './tenant-bot.js';

// Who the bot may write to (decision 031). A 403 (blocked, kicked, chat gone) is recorded and
// the chat is not written to again — not even tried — until the person writes to the bot again
// (the webhook clears it). These two functions are what the outbox worker calls.

const { users, merchantSettings } = tables;

/** The settings document's key for the bot's own state (beside `private`; the public call strips it). */
export const BOT_STATE_KEY = 'telegramBot';

export interface StaffChatBlocked {
  chatId: string;
  at: string;
  reason: string;
}

const notSent = (reason: 'no_bot' | 'no_chat' | 'blocked', description?: string): BotCallFailure => ({
  ok: false,
  permanent: true,
  reason,
  ...(description ? { description } : {}),
});

/** A message to a customer's private chat with the tenant's bot (users.telegram_id). */
export async function sendToCustomer(
  app: FastifyInstance,
  merchant: MerchantRow,
  userId: number,
  message: BotMessage,
): Promise<SendResult> {
  const { db, config } = app.deps;
  const token = botTokenOf(config, merchant);
  if (!token) return notSent('no_bot');
  const [user] = await db
    .select({ telegramId: users.telegramId, blockedAt: users.telegramBlockedAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.merchantId, merchant.id), isNull(users.deletedAt)));
  if (!user?.telegramId) return notSent('no_chat');
  if (user.blockedAt) return notSent('blocked', 'the person blocked the bot; not tried');
  const result = await botApiFor(config, token).sendMessage({
    chatId: user.telegramId,
    html: message.html,
    buttons: message.button ? [[openButton(message.button.text, message.button.url, 'private')]] : [],
  });
  if (!result.ok && result.reason === 'blocked')
    await markUserBlocked(app, merchant.id, user.telegramId, result);
  return result;
}

/** Records a 403 of a private chat on the account with that Telegram id (if there is one). */
export async function markUserBlocked(
  app: FastifyInstance,
  merchantId: number,
  telegramId: number,
  failure: Pick<BotCallFailure, 'description'>,
) {
  await app.deps.db
    .update(users)
    .set({
      telegramBlockedAt: new Date(),
      telegramBlockedReason: (failure.description ?? 'Forbidden').slice(0, 300),
    })
    .where(and(eq(users.merchantId, merchantId), eq(users.telegramId, telegramId)));
}

/** The person wrote to the bot: it may write to them again. True when they had been blocked. */
export async function clearUserBlocked(app: FastifyInstance, merchantId: number, telegramId: number) {
  const rows = await app.deps.db
    .update(users)
    .set({ telegramBlockedAt: null, telegramBlockedReason: null })
    .where(
      and(
        eq(users.merchantId, merchantId),
        eq(users.telegramId, telegramId),
        sql`${users.telegramBlockedAt} is not null`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The staff group's recorded 403, if it is for the group currently set. */
export async function staffChatBlocked(app: FastifyInstance, merchantId: number, chatId: string) {
  const [row] = await app.deps.db
    .select({
      state: sql<StaffChatBlocked | null>`${merchantSettings.settings} -> ${BOT_STATE_KEY} -> 'staffChatBlocked'`,
    })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  const state = row?.state;
  return state && state.chatId === chatId ? state : null;
}

/** Writes (or, with null, clears) the staff group's 403 record; a JSON merge, so nothing else is touched. */
export async function setStaffChatBlocked(
  app: FastifyInstance,
  merchantId: number,
  state: StaffChatBlocked | null,
) {
  const patch = JSON.stringify({ staffChatBlocked: state });
  await app.deps.db
    .update(merchantSettings)
    .set({
      settings: sql`${merchantSettings.settings} || jsonb_build_object(${BOT_STATE_KEY}::text, coalesce(${merchantSettings.settings} -> ${BOT_STATE_KEY}, '{}'::jsonb) || ${patch}::jsonb)`,
    })
    .where(eq(merchantSettings.merchantId, merchantId));
}

/**
 * The staff group's chat id (the settings' private part) and its recorded 403 if it is for that
 * group, in one read: every staff message of every order asks (bench/orders.mjs).
 */
async function staffGroupOf(app: FastifyInstance, merchantId: number) {
  const [row] = await app.deps.db
    .select({
      chatId: sql<
        string | null
      >`${merchantSettings.settings} -> ${PRIVATE_SETTINGS_KEY} ->> 'telegramStaffChatId'`,
      state: sql<StaffChatBlocked | null>`${merchantSettings.settings} -> ${BOT_STATE_KEY} -> 'staffChatBlocked'`,
    })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  const chatId = typeof row?.chatId === 'string' ? row.chatId : '';
  const state = row?.state;
  return { chatId, blocked: chatId && state && state.chatId === chatId ? state : null };
}

/** A message to the tenant's staff group (chat id in the settings' private part). */
export async function sendToStaffGroup(
  app: FastifyInstance,
  merchant: MerchantRow,
  message: BotMessage,
): Promise<SendResult> {
  const { config } = app.deps;
  const token = botTokenOf(config, merchant);
  if (!token) return notSent('no_bot');
  const { chatId, blocked } = await staffGroupOf(app, merchant.id);
  if (!chatId) return notSent('no_chat');
  if (blocked) return notSent('blocked', `the group refused the bot at ${blocked.at}; not tried`);
  const result = await botApiFor(config, token).sendMessage({
    chatId,
    html: message.html,
    buttons: message.button ? [[openButton(message.button.text, message.button.url, 'group')]] : [],
  });
  if (!result.ok && result.reason === 'blocked')
    await setStaffChatBlocked(app, merchant.id, {
      chatId,
      at: new Date().toISOString(),
      reason: (result.description ?? 'Forbidden').slice(0, 300),
    });
  return result;
}
