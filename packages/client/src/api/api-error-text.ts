import type { Language } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';
import type { ApiError } from './api-client';

/**
 * Spec §8: the server's own description, in the current language; the generic line when it sent
 * none (or when a call failed without an error, e.g. an empty answer).
 */
export function apiErrorText(error: ApiError | null, lang: Language, fallback: string): string {
  return error?.message ? pickText(error.message, lang) || fallback : fallback;
}
