import { createHmac } from 'node:crypto';
import type { MerchantRow } from '@dastarkhan/db';
import type { Config } from '../../env.js';
import { openSecret, SecretUnreadableError } from '../../http/secrets.js';
import type { InlineButton } from './bot-api.js';
import { createBotApi } from './bot-api.js';

/**
 * The tenant's bot token, opened; null when none is set or it cannot be opened (sealed under
 * another key). The demo tenant's is DEMO_TELEGRAM_BOT_TOKEN, as in the web-app login (webbot).
 */
export function botTokenOf(
  config: Config,
  merchant: Pick<MerchantRow, 'sub' | 'telegramBotToken'>,
): string | null {
  if (config.mode === 'demo' && merchant.sub === 'demo') return config.demoTelegramBotToken;
  try {
    return openSecret(config.secrets.key, merchant.telegramBotToken) || null;
  } catch (error) {
    if (error instanceof SecretUnreadableError) return null;
    throw error;
  }
}

/**
 * The `secret_token` given to setWebhook (decision 031): derived, never stored — HMAC-SHA256 with
 * the credentials' key over the merchant and its token. A new token gives a new secret (and the
 * save sets the webhook again); nobody without SECRETS_KEY and the token can forge it. 43
 * characters of base64url, inside Telegram's `A-Z a-z 0-9 _ -`, 1–256.
 */
export function webhookSecretOf(config: Config, merchantId: number, token: string): string {
  return createHmac('sha256', config.secrets.key)
    .update(`telegram-webhook:${merchantId}:${token}`)
    .digest('base64url');
}

/** Where the tenant's storefront answers: its own domain over https, else the template with its sub. */
export function tenantBaseUrl(config: Config, merchant: Pick<MerchantRow, 'sub' | 'domain'>): string {
  if (merchant.domain) return `https://${merchant.domain}`;
  return config.tenantUrlTemplate.replace('{sub}', merchant.sub);
}

export function webhookUrlOf(config: Config, merchant: Pick<MerchantRow, 'id' | 'sub' | 'domain'>): string {
  return `${tenantBaseUrl(config, merchant)}/api/webbot/v1/telegram/${merchant.id}/webhook`;
}

/**
 * A button opening a page of the storefront. Telegram opens a `web_app` button only over https;
 * a development host on plain http (TENANT_URL_TEMPLATE=http://…) gets an ordinary link button,
 * which opens the same page in the browser.
 */
export function openButton(text: string, url: string, chat: 'private' | 'group'): InlineButton {
  // web_app buttons exist only in private chats; a staff group gets a link.
  return url.startsWith('https://') && chat === 'private' ? { text, web_app: { url } } : { text, url };
}

export function botApiFor(config: Config, token: string) {
  return createBotApi({ baseUrl: config.telegramApiUrl, token, timeoutMs: 8_000 });
}

/** The customer's order page on the storefront (the status message's button). */
export const orderPageUrl = (
  config: Config,
  merchant: Pick<MerchantRow, 'sub' | 'domain'>,
  orderId: number,
) => `${tenantBaseUrl(config, merchant)}/profile/orders/${orderId}`;

/** The console's order board (the staff group messages' button). */
export const consoleOrdersUrl = (config: Config, merchant: Pick<MerchantRow, 'sub' | 'domain'>) =>
  `${tenantBaseUrl(config, merchant)}/console/orders`;
