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

/**
 * A branch's address on a page in `lang`: its translation when the branch has them (issue 19),
 * else the one `address` line staff typed.
 */
export function branchAddress(
  branch: { address: string; addressText?: Multilingual | null },
  lang: Language,
): string {
  return branch.addressText?.[lang]?.trim() ? branch.addressText[lang] : branch.address;
}
