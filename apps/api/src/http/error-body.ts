import { type ErrorCode, formatMessage, type Multilingual } from '@dastarkhan/domain';
import type { MessageParams } from './app-error.js';

export function localize(code: ErrorCode, params: MessageParams = {}): Multilingual {
  return {
    uz: formatMessage(code, 'uz', params),
    ru: formatMessage(code, 'ru', params),
    eng: formatMessage(code, 'eng', params),
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
