import { ERROR_MESSAGES, type ErrorCode, type Language, SUCCESS_MESSAGES } from '@dastarkhan/domain';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import type { Message } from './define-messages';
import { accountMessages } from './messages/account';
import { addressesMessages } from './messages/addresses';
import { basketMessages } from './messages/basket';
import { branchesMessages } from './messages/branches';
import { checkoutMessages } from './messages/checkout';
import { commonMessages } from './messages/common';
import { favouritesMessages } from './messages/favourites';
import { layoutMessages } from './messages/layout';
import { loginMessages } from './messages/login';
import { menuMessages } from './messages/menu';
import { ordersMessages } from './messages/orders';
import { pagesMessages } from './messages/pages';
import { paymentsMessages } from './messages/payments';
import { productMessages } from './messages/product';
import { searchMessages } from './messages/search';
import { venueMessages } from './messages/venue';
import { venueFeedbackMessages } from './messages/venue-feedback';

// The domain's error and success messages (spec §8), as `msg.CODE`: the same words the API uses.
const domainMessages = Object.fromEntries(
  [...Object.entries(ERROR_MESSAGES), ...Object.entries(SUCCESS_MESSAGES)].map(([code, text]) => [
    `msg.${code}`,
    text,
  ]),
) as Record<`msg.${ErrorCode | keyof typeof SUCCESS_MESSAGES}`, Message>;

// Every feature's messages. A feature adds its file here; keys are namespaced by feature.
const allMessages = {
  ...domainMessages,
  ...commonMessages,
  ...layoutMessages,
  ...menuMessages,
  ...productMessages,
  ...basketMessages,
  ...branchesMessages,
  ...pagesMessages,
  ...searchMessages,
  ...loginMessages,
  ...accountMessages,
  ...addressesMessages,
  ...favouritesMessages,
  ...ordersMessages,
  ...checkoutMessages,
  ...paymentsMessages,
  ...venueFeedbackMessages,
  ...venueMessages,
};

export type MessageKey = keyof typeof allMessages;

export type CompiledCatalog = Record<string, CompiledMessage>;

const cache = new Map<Language, CompiledCatalog>();

/**
 * The messages of one language, compiled for Lingui's runtime (ICU placeholders and plurals), on
 * the server: only these travel to the browser with the page, and no compiler ships with it.
 */
export function catalogFor(lang: Language): CompiledCatalog {
  let catalog = cache.get(lang);
  if (!catalog) {
    catalog = Object.fromEntries(
      Object.entries(allMessages as Record<string, Message>).map(([key, message]) => [
        key,
        compileMessage(message[lang]),
      ]),
    );
    cache.set(lang, catalog);
  }
  return catalog;
}
