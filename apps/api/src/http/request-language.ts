import type { Language } from '@dastarkhan/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language of texts the server writes for a person (an SMS): the storefront sends its
 * interface language as `Accept-Language`; anything else falls back to Uzbek (spec §9 default).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const first = String(request.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  if (first?.startsWith('ru')) return 'ru';
  if (first?.startsWith('en')) return 'eng';
  return 'uz';
}
