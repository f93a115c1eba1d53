import type { Language } from '../i18n/language.js';
import { type Multilingual, pickText } from '../i18n/multilingual.js';
import type { ErrorCode } from './error-codes.js';
import { ERROR_MESSAGES } from './error-messages.js';
import { SUCCESS_MESSAGES, type SuccessCode } from './success-messages.js';

export type MessageCode = ErrorCode | SuccessCode;
export type MessageParams = Readonly<Record<string, string | number>>;

function textsOf(code: MessageCode): Multilingual {
  return code in ERROR_MESSAGES ? ERROR_MESSAGES[code as ErrorCode] : SUCCESS_MESSAGES[code as SuccessCode];
}

/**
 * Fills `{name}` placeholders. A placeholder without a value is left as written, so a missing
 * parameter shows up in review instead of silently printing "undefined".
 */
export function fillPlaceholders(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/** The message of `code` in `lang` (falling back like pickText), with its placeholders filled. */
export function formatMessage(code: MessageCode, lang: Language, params?: MessageParams): string {
  return fillPlaceholders(pickText(textsOf(code), lang), params);
}

/** The message in all three languages — the `message` of an API error body. */
export function formatMessageAll(code: MessageCode, params?: MessageParams): Multilingual {
  const texts = textsOf(code);
  return {
    uz: fillPlaceholders(texts.uz, params),
    ru: fillPlaceholders(texts.ru, params),
    eng: fillPlaceholders(texts.eng, params),
  };
}
