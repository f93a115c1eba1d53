import type { ErrorCode, Multilingual } from '@dastarkhan/domain';

/** A value in each language where the value itself is a text (a list of step names). */
export type MessageParams = Record<string, string | number | Multilingual>;

/**
 * A failure the client is meant to understand: an HTTP status, a stable code, and parameters
 * for the localised message. Anything else that escapes a handler is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
    readonly field?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND', params: MessageParams = {}) =>
  new AppError(404, code, params);

export const badRequest = (code: ErrorCode, field?: string, params: MessageParams = {}) =>
  new AppError(400, code, { ...params, ...(field ? { field } : {}) }, field);
