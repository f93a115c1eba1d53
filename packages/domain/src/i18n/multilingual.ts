import { z } from 'zod';
import type { Language } from './language.js';

/**
 * Text in the three interface languages (spec §3). All keys are required strings so the client
 * never has to guess whether a translation exists; a missing translation is an empty string and
 * `pickText` falls back to another language.
 */
export const MultilingualSchema = z.object({
  uz: z.string(),
  ru: z.string(),
  eng: z.string(),
});
export type Multilingual = z.infer<typeof MultilingualSchema>;

/** Order in which a missing translation is replaced: Uzbek first, it is the primary language. */
const FALLBACK_ORDER: readonly Language[] = ['uz', 'ru', 'eng'];

/**
 * The text in `lang`, or — when that is empty or blank — the first non-empty one of uz, ru, eng.
 * Returns '' when every translation is empty (or the text itself is missing).
 */
export function pickText(text: Multilingual | null | undefined, lang: Language): string {
  if (!text) return '';
  const wanted = text[lang];
  if (wanted.trim() !== '') return wanted;
  for (const fallback of FALLBACK_ORDER) {
    const candidate = text[fallback];
    if (candidate.trim() !== '') return candidate;
  }
  return '';
}

/** The same text in every language — for brand names, codes and other untranslated strings. */
export function sameText(value: string): Multilingual {
  return { uz: value, ru: value, eng: value };
}

/** An all-empty text, the neutral value of optional multilingual fields. */
export function emptyText(): Multilingual {
  return sameText('');
}
