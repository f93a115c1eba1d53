import type { Language } from './language.js';
import type { Multilingual } from './multilingual.js';

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
