// Zod-free: the storefront may normalise in the browser too (search history, highlighting).

/**
 * Every apostrophe-like mark Uzbek Latin is typed with: o' o‘ oʻ o’ oʼ o` o´. Phones, keyboards
 * and copy-pasted menus each produce a different one, so search drops them all.
 */
const APOSTROPHES = /['‘’ʻʼ`´ʹ′]/g;
/** Combining marks left by NFD: "é" → "e", "ё" → "е", "ў" → "у", "й" → "и". */
const COMBINING_MARKS = /\p{M}/gu;
/** Anything that is neither a letter nor a digit separates words. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Text reduced to what a customer means when searching: lower case, no diacritics, no
 * apostrophes, words separated by single spaces. "Go‘shtli SOMSA" and "goshtli somsa" become the
 * same string; so do "Ёжик" and "ежик".
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, '')
    .toLowerCase()
    .replace(SEPARATORS, ' ')
    .trim();
}

/** The distinct words of a query, normalised; empty for a blank query. */
export function searchTerms(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}

export interface SearchFields {
  /** Names, e.g. in every language: a Russian speaker may type the Uzbek name. */
  names: readonly string[];
  /** Longer texts that match with a lower rank (the description in the page language). */
  texts?: readonly string[];
}

/**
 * How well a record matches the query, or null when it does not: every term must occur in a
 * name or a text. Higher is better — a name starting with the query beats a word in the middle
 * of a name, which beats a match in the description only.
 */
export function searchScore(fields: SearchFields, terms: readonly string[]): number | null {
  if (terms.length === 0) return null;
  const names = fields.names.map(normalizeSearchText).filter(Boolean);
  const texts = (fields.texts ?? []).map(normalizeSearchText).filter(Boolean);
  let score = 0;
  for (const term of terms) {
    if (names.some((name) => name.startsWith(term))) score += 4;
    else if (names.some((name) => name.includes(` ${term}`))) score += 3;
    else if (names.some((name) => name.includes(term))) score += 2;
    else if (texts.some((text) => text.includes(term))) score += 1;
    else return null;
  }
  return score;
}

/**
 * The items matching `query`, best first; ties keep the input order (the menu's priority).
 */
export function searchItems<T>(items: readonly T[], query: string, fieldsOf: (item: T) => SearchFields): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const scored: Array<{ item: T; score: number; index: number }> = [];
  items.forEach((item, index) => {
    const score = searchScore(fieldsOf(item), terms);
    if (score !== null) scored.push({ item, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.item);
}
