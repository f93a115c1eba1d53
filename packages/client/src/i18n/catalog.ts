import { ERROR_MESSAGES, type ErrorCode, type Language, SUCCESS_MESSAGES } from '@dastarkhan/domain';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import type { Message } from './define-messages';

// The domain's error and success messages (spec §8), as `msg.CODE`: the same words the API uses.
export const domainMessages = Object.fromEntries(
  [...Object.entries(ERROR_MESSAGES), ...Object.entries(SUCCESS_MESSAGES)].map(([code, text]) => [
    `msg.${code}`,
    text,
  ]),
) as Record<`msg.${ErrorCode | keyof typeof SUCCESS_MESSAGES}`, Message>;

export type CompiledCatalog = Record<string, CompiledMessage>;

/**
 * The messages of one language, compiled once for Lingui's runtime (ICU placeholders and plurals).
 * The storefront compiles on the server, so only the compiled texts of one language travel with a
 * page and no compiler ships to it; the console, a signed-in tool, compiles in the browser.
 */
export function createCatalog(messages: Record<string, Message>): (lang: Language) => CompiledCatalog {
  const cache = new Map<Language, CompiledCatalog>();
  return (lang) => {
    let catalog = cache.get(lang);
    if (!catalog) {
      catalog = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message[lang])]),
      );
      cache.set(lang, catalog);
    }
    return catalog;
  };
}
