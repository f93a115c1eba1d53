import type { Multilingual } from '../i18n/multilingual.js';
import { searchTokens, searchWords } from './search-fold.js';

/** What category search reads: the category's name in every language, whatever the page's. */
export interface SearchableCategory {
  id: number;
  name: Multilingual;
}

/** A search page lists a few matching categories above the dishes, not the whole menu again. */
export const MAX_MATCHED_CATEGORIES = 4;
/** One letter would match half the menu's categories. */
const MIN_QUERY_LETTERS = 2;
/**
 * From this length a word may differ from the name in its last two letters: the singular or
 * another case finds the plural a menu uses ("напиток" → "Напитки", "ichimlik" → "ichimliklar"
 * is a plain prefix already).
 */
const MIN_ENDING_FREE_WORD = 6;

function matchesWord(reading: string, token: string): boolean {
  if (token.startsWith(reading)) return true;
  return reading.length >= MIN_ENDING_FREE_WORD && token.startsWith(reading.slice(0, -2));
}

/**
 * The categories (in the order given: the menu's) whose name, in any language and script, has a
 * word starting with every word of the query — the same folding as product search (Uzbek
 * Latin ↔ Cyrillic, the Russian keyboard's stand-ins, any apostrophe). "ichimlik", "напитки" and
 * "drinks" all find "Salqin ichimliklar / Холодные напитки / Cold drinks".
 */
export function findCategories<T extends SearchableCategory>(
  categories: readonly T[],
  query: string,
  limit = MAX_MATCHED_CATEGORIES,
): T[] {
  const words = searchWords(query);
  if (words.length === 0 || words.every((readings) => readings[0]!.length < MIN_QUERY_LETTERS)) return [];
  const found: T[] = [];
  for (const category of categories) {
    const tokens = searchTokens(`${category.name.uz} ${category.name.ru} ${category.name.eng}`);
    const all = words.every((readings) =>
      readings.some((reading) => tokens.some((token) => matchesWord(reading, token))),
    );
    if (all) found.push(category);
    if (found.length === limit) break;
  }
  return found;
}
