import { type ErrorCode, formatMessage, type Language, type Multilingual } from '@dastarkhan/domain';
import type { MessageParams } from './app-error.js';

export function localize(code: ErrorCode, params: MessageParams = {}): Multilingual {
  const inLanguage = (lang: Language) =>
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]),
    );
  return {
    uz: formatMessage(code, 'uz', inLanguage('uz')),
    ru: formatMessage(code, 'ru', inLanguage('ru')),
    eng: formatMessage(code, 'eng', inLanguage('eng')),
  };
}

export interface ErrorBody {
  error: { code: ErrorCode; message: Multilingual; field?: string; issues?: unknown };
}

export function errorBody(
  code: ErrorCode,
  params: MessageParams = {},
  field?: string,
  issues?: unknown,
): ErrorBody {
  return {
    error: {
      code,
      message: localize(code, params),
      ...(field ? { field } : {}),
      ...(issues ? { issues } : {}),
    },
  };
}
