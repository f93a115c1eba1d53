import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language.js';
import { LANGUAGES } from '../i18n/language.js';
import { ERROR_CODES, ERROR_HTTP_STATUS } from './error-codes.js';
import { ERROR_MESSAGES } from './error-messages.js';
import {
  fillPlaceholders,
  formatMessage,
  formatMessageAll,
  type MessageCode,
  type MessageParams,
} from './format-message.js';
import { SUCCESS_MESSAGES, SuccessCodeSchema } from './success-messages.js';

describe('message catalogue', () => {
  it.each(ERROR_CODES)('has a text in every language and an HTTP status for %s', (code) => {
    for (const lang of LANGUAGES) expect(ERROR_MESSAGES[code][lang].trim()).not.toBe('');
    expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it.each(SuccessCodeSchema.options)('has a success text in every language for %s', (code) => {
    for (const lang of LANGUAGES) expect(SUCCESS_MESSAGES[code][lang].trim()).not.toBe('');
  });

  it.each(ERROR_CODES)('uses the same placeholders in every language of %s', (code) => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const texts = ERROR_MESSAGES[code];
    expect(names(texts.ru)).toEqual(names(texts.uz));
    expect(names(texts.eng)).toEqual(names(texts.uz));
  });

  it.each([
    {
      name: 'the required-field text',
      code: 'REQUIRED_FIELD',
      lang: 'uz',
      want: "Iltimos, ushbu maydonni to'ldiring!",
    },
    {
      name: 'the Uzbek 401 text',
      code: 'UNAUTHORIZED',
      lang: 'uz',
      want: 'Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring',
    },
    {
      name: 'the English 401 text',
      code: 'UNAUTHORIZED',
      lang: 'eng',
      want: 'Some things are out of date! Please log in again.',
    },
    {
      name: 'the geolocation alert',
      code: 'GEOLOCATION_DENIED',
      lang: 'uz',
      want: 'Iltimos Manzilga aniqlashga ruxsat bering!',
    },
    {
      name: 'the order-approved toast',
      code: 'ORDER_APPROVED',
      lang: 'uz',
      want: 'Buyurtmangiz tasdiqlandi',
    },
  ] as const)("keeps the spec's wording of $name", ({ code, lang, want }) => {
    expect(formatMessage(code, lang)).toBe(want);
  });
});

describe('formatMessage', () => {
  it.each<{
    name: string;
    code: MessageCode;
    lang: Language;
    params: MessageParams | undefined;
    want: string;
  }>([
    {
      name: 'fills a placeholder',
      code: 'PAGE_NOT_FOUND',
      lang: 'eng',
      params: { path: '/nope' },
      want: 'Page not found: /nope',
    },
    {
      name: 'fills a number',
      code: 'OPTIONS_ABOVE_MAX',
      lang: 'ru',
      params: { max: 3 },
      want: 'Выберите не более 3',
    },
    {
      name: 'fills a placeholder in Uzbek',
      code: 'OPTIONS_BELOW_MIN',
      lang: 'uz',
      params: { min: 2 },
      want: 'Kamida 2 ta tanlang',
    },
    {
      name: 'leaves a placeholder without a value as written',
      code: 'NOT_ENOUGH_STOCK',
      lang: 'eng',
      params: {},
      want: 'Not enough products, maximum amount: {max}',
    },
    {
      name: 'formats success messages too',
      code: 'LOGGED_OUT',
      lang: 'ru',
      params: undefined,
      want: 'Вы вышли из системы',
    },
  ])('$name', ({ code, lang, params, want }) => {
    expect(formatMessage(code, lang, params)).toBe(want);
  });

  it('formats all three languages for an API error body', () => {
    expect(formatMessageAll('PAGE_NOT_FOUND', { path: '/x' })).toEqual({
      uz: 'Sahifa topilmadi: /x',
      ru: 'Страница не найдена: /x',
      eng: 'Page not found: /x',
    });
  });

  it('ignores inherited properties when filling placeholders', () => {
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});
