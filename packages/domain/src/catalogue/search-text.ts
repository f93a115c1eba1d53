// Zod-free: the storefront may normalise in the browser too (search history, the console's
// filters). The storefront's product search reads words more closely: search-fold.ts.

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
