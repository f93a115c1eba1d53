import type { Language } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';
import type { ApiError } from '../../lib/api-client';

/** Spec §8: the server's own description, in the current language; a generic line if it sent none. */
export function apiErrorText(error: ApiError, lang: Language, fallback: string): string {
  return error.message ? pickText(error.message, lang) || fallback : fallback;
}
