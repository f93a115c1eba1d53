import { timingSafeEqual } from 'node:crypto';
import { type MerchantRow, tables } from '@dastarkhan/db';
import { type BotMessage, botLanguageOf, helpText, type Language, startGreeting } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { loadMerchantSettings, loadPrivateSettings } from '../../http/merchant-settings.js';
import { clearUserBlocked, markUserBlocked, setStaffChatBlocked, staffChatBlocked } from './bot-chats.js';
import { botApiFor, botTokenOf, openButton, tenantBaseUrl, webhookSecretOf } from './tenant-bot.js';

const { merchants } = tables;

// Only the fields we read; Telegram sends many more, and they are let through.
const ChatSchema = z.object({ id: z.number().int(), type: z.string() });
const FromSchema = z.object({
  id: z.number().int(),
  is_bot: z.boolean().optional(),
  language_code: z.string().optional(),
});
const UpdateSchema = z.object({
  update_id: z.number().int(),
  message: z
    .object({ chat: ChatSchema, from: FromSchema.optional(), text: z.string().optional() })
    .optional(),
  my_chat_member: z
    .object({ chat: ChatSchema, from: FromSchema, new_chat_member: z.object({ status: z.string() }) })
    .optional(),
});
type Update = z.infer<typeof UpdateSchema>;

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `/start`, `/start payload`, `/start@my_bot payload` → `start`; plain text → null. */
function commandOf(text: string | undefined): string | null {
  const match = /^\/([a-z0-9_]{1,32})(?:@\w+)?(?:\s|$)/i.exec(text ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The tenant's bot webhook (issue 18, decision 031): `POST /api/webbot/v1/telegram/{merchantId}/webhook`
 * with `X-Telegram-Bot-Api-Secret-Token` equal to the secret setWebhook was given. The update's
 * database effects (unblocking) happen before the answer; the reply is sent in the background, so
 * Telegram hears 200 at once and never retries a slow answer.
 */
export function registerTelegramWebhookRoutes(app: FastifyInstance, docs: ApiDocs) {
  const { db, config } = app.deps;
  const inFlight = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });
  const background = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => app.log.error({ err: error }, 'telegram reply failed'));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };

  async function reply(merchant: MerchantRow, token: string, chatId: number, message: BotMessage) {
    const result = await botApiFor(config, token).sendMessage({
      chatId,
      html: message.html,
      buttons: message.button ? [[openButton(message.button.text, message.button.url, 'private')]] : [],
    });
    if (!result.ok && result.reason === 'blocked') await markUserBlocked(app, merchant.id, chatId, result);
    else if (!result.ok)
      app.log.warn({ merchantId: merchant.id, reason: result.reason }, 'telegram reply not sent');
  }

  async function languageFor(merchantId: number, code: string | undefined): Promise<Language> {
    const settings = await loadMerchantSettings(app, merchantId);
    const active = (lang: Language) => settings[`${lang}LangActive`];
    const asked = botLanguageOf(code);
    if (asked && active(asked)) return asked;
    return settings.mainLanguage ?? 'uz';
  }

  async function handle(merchant: MerchantRow, token: string, update: Update) {
    const member = update.my_chat_member;
    if (member) {
      const status = member.new_chat_member.status;
      const gone = status === 'kicked' || status === 'left';
      if (member.chat.type === 'private') {
        if (status === 'kicked')
          await markUserBlocked(app, merchant.id, member.chat.id, {
            description: 'Forbidden: bot was blocked by the user',
          });
        else if (status === 'member') await clearUserBlocked(app, merchant.id, member.chat.id);
      } else {
        const { telegramStaffChatId } = await loadPrivateSettings(app, merchant.id);
        if (telegramStaffChatId === String(member.chat.id))
          await setStaffChatBlocked(
            app,
            merchant.id,
            gone
              ? {
                  chatId: telegramStaffChatId,
                  at: new Date().toISOString(),
                  reason: `bot ${status} from the group`,
                }
              : null,
          );
      }
      return;
    }
    const message = update.message;
    if (!message) return;
    if (message.chat.type !== 'private') {
      // Someone wrote in the staff group: the bot is there again.
      const { telegramStaffChatId } = await loadPrivateSettings(app, merchant.id);
      if (
        telegramStaffChatId === String(message.chat.id) &&
        (await staffChatBlocked(app, merchant.id, telegramStaffChatId))
      )
        await setStaffChatBlocked(app, merchant.id, null);
      return;
    }
    if (!message.from || message.from.is_bot) return;
    // The person wrote to the bot, so it may write to them again.
    await clearUserBlocked(app, merchant.id, message.from.id);
    const command = commandOf(message.text);
    // Plain text is not answered: the bot is a door to the storefront, not a chat.
    if (!command) return;
    const lang = await languageFor(merchant.id, message.from.language_code);
    const storefront = `${tenantBaseUrl(config, merchant)}/`;
    const name = merchant.name[lang] || merchant.name.uz || merchant.sub;
    background(
      reply(
        merchant,
        token,
        message.chat.id,
        command === 'start' ? startGreeting(lang, name, storefront) : helpText(lang, storefront),
      ),
    );
  }

  docs.add({
    method: 'POST',
    url: '/api/webbot/v1/telegram/:merchantId/webhook',
    summary:
      "The tenant bot's webhook: a Telegram Update, with X-Telegram-Bot-Api-Secret-Token equal to the secret given to setWebhook",
    tag: 'telegram',
    merchant: false,
    params: z.object({ merchantId: z.string() }),
    body: UpdateSchema,
    raw: {
      contentType: 'application/json',
      description: '`{ ok: true }` once the update is taken (the reply to the chat is sent after the answer)',
    },
  });
  app.post<{ Params: { merchantId: string } }>(
    '/api/webbot/v1/telegram/:merchantId/webhook',
    { bodyLimit: 256 * 1024 },
    async (request, replyTo) => {
      const id = Number(request.params.merchantId);
      if (!/^[1-9]\d{0,9}$/.test(request.params.merchantId) || id > 2_147_483_647)
        throw notFound('MERCHANT_NOT_FOUND');
      const [merchant] = await db.select().from(merchants).where(eq(merchants.id, id));
      if (!merchant || merchant.deleted) throw notFound('MERCHANT_NOT_FOUND');
      const token = botTokenOf(config, merchant);
      if (!token) throw notFound('NOT_FOUND');
      if (
        !sameSecret(
          request.headers['x-telegram-bot-api-secret-token'],
          webhookSecretOf(config, merchant.id, token),
        )
      )
        throw new AppError(401, 'UNAUTHORIZED');
      const parsed = UpdateSchema.safeParse(request.body);
      if (!parsed.success) throw badRequest('VALIDATION_FAILED');
      await handle(merchant, token, parsed.data);
      return replyTo.status(200).send({ ok: true });
    },
  );
}
