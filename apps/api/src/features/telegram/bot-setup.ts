import { tables } from '@dastarkhan/db';
import {
  BOT_MENU_BUTTON_TEXT,
  botCommands,
  type IntegrationCheck,
  LANGUAGES,
  type Multilingual,
  TELEGRAM_LANGUAGE_CODE,
} from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadMerchantSettings } from '../../http/merchant-settings.js';
import type { BotCallFailure } from './bot-api.js';
import { botApiFor, botTokenOf, tenantBaseUrl, webhookSecretOf, webhookUrlOf } from './tenant-bot.js';

const { merchants } = tables;

/** What the bot hears: messages (commands) and being blocked/unblocked or removed from the group. */
export const ALLOWED_UPDATES = ['message', 'my_chat_member'];

function failure(step: 'webhook' | 'commands' | 'menu', result: BotCallFailure): Multilingual {
  if (result.reason === 'refused' && (result.status === 401 || result.status === 404))
    return {
      uz: 'Telegram bu tokenni tanimadi: bot sozlanmadi. Token saqlandi — tekshirib, qayta kiriting.',
      ru: 'Telegram не узнал этот токен: бот не настроен. Токен сохранён — проверьте и введите снова.',
      eng: 'Telegram does not know this token: the bot is not set up. The token is saved — check it and enter it again.',
    };
  if (result.reason === 'refused' && step === 'webhook')
    return {
      uz: "Telegram do'kon manzilini webhook sifatida qabul qilmadi (https kerak). Token saqlandi.",
      ru: 'Telegram не принял адрес магазина как webhook (нужен https). Токен сохранён.',
      eng: "Telegram refused the storefront's address as the webhook (it needs https). The token is saved.",
    };
  if (result.reason === 'rate_limited')
    return {
      uz: `Telegram kutishni so'radi (${Math.ceil((result.retryAfterMs ?? 0) / 1000)} s). Token saqlandi — "Botni ulash"ni keyinroq bosing.`,
      ru: `Telegram просит подождать (${Math.ceil((result.retryAfterMs ?? 0) / 1000)} с). Токен сохранён — нажмите «Подключить бота» позже.`,
      eng: `Telegram asks to wait (${Math.ceil((result.retryAfterMs ?? 0) / 1000)} s). The token is saved — press "Connect the bot" later.`,
    };
  return {
    uz: 'Telegram\'ga ulanib bo\'lmadi: bot sozlanmadi. Token saqlandi — "Botni ulash"ni keyinroq bosing.',
    ru: 'Не удалось связаться с Telegram: бот не настроен. Токен сохранён — нажмите «Подключить бота» позже.',
    eng: 'Could not reach Telegram: the bot is not set up. The token is saved — press "Connect the bot" later.',
  };
}

/**
 * Points the tenant's bot at us (decision 031): the webhook with its derived secret, the commands
 * in each language (and a default list in the main one), and the menu button opening the
 * storefront. Run after the token's save committed; a Telegram failure is answered, never thrown,
 * and leaves the saved token alone. Safe to repeat.
 */
export async function setUpTenantBot(app: FastifyInstance, merchantId: number): Promise<IntegrationCheck> {
  const { db, config } = app.deps;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  const token = merchant ? botTokenOf(config, merchant) : null;
  if (!merchant || !token)
    return {
      ok: false,
      message: {
        uz: 'Bot tokeni kiritilmagan: avval saqlang.',
        ru: 'Токен бота не задан: сначала сохраните его.',
        eng: 'No bot token is set: save it first.',
      },
    };
  const api = botApiFor(config, token);
  const webhook = await api.setWebhook({
    url: webhookUrlOf(config, merchant),
    secretToken: webhookSecretOf(config, merchant.id, token),
    allowedUpdates: ALLOWED_UPDATES,
  });
  if (!webhook.ok) return { ok: false, message: failure('webhook', webhook) };

  const settings = await loadMerchantSettings(app, merchant.id);
  const main = settings.mainLanguage ?? 'uz';
  const storefront = `${tenantBaseUrl(config, merchant)}/`;
  const steps = await Promise.all([
    api.setMyCommands(botCommands(main)),
    ...LANGUAGES.map((lang) => api.setMyCommands(botCommands(lang), TELEGRAM_LANGUAGE_CODE[lang])),
    // Telegram takes only an https web-app address; a development host on http keeps the
    // default menu button, and /start's link button opens the storefront instead.
    storefront.startsWith('https://')
      ? api.setChatMenuButton({ text: BOT_MENU_BUTTON_TEXT[main], url: storefront })
      : Promise.resolve({ ok: true as const, result: true }),
  ]);
  const failed = steps.find((s): s is BotCallFailure => !s.ok);
  if (failed) return { ok: false, message: failure('commands', failed) };
  return {
    ok: true,
    message: {
      uz: "Bot ulandi: webhook, buyruqlar va menyu tugmasi o'rnatildi.",
      ru: 'Бот подключён: webhook, команды и кнопка меню настроены.',
      eng: 'The bot is connected: webhook, commands and the menu button are set.',
    },
  };
}
