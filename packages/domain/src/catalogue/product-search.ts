import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Multilingual } from '../i18n/multilingual.js';
import { searchTokens, searchWords } from './search-fold.js';
import { dishNamesFor, isWordOf } from './search-vocabulary.js';

/** What search reads of a product: its names and texts in every language, whatever the page's. */
export interface SearchableProduct {
  id: number;
  name: Multilingual;
  description?: Multilingual | null;
  composition?: Multilingual | null;
}

interface IndexedProduct {
  id: number;
  name: string;
  text: string;
}

/** One query word: its folded readings, and the other names of the dish it names. */
interface QueryWord {
  readings: readonly string[];
  dishNames: readonly string[];
}

/**
 * Points for how a query word matched, summed over the words: a whole word of a name beats the
 * start of a name's word, which beats the composition or description.
 */
export const SEARCH_RANK = { nameWord: 4, nameStart: 3, text: 1 } as const;
/** A query has a handful of words; more is pasted text, and each costs a lookup. */
const MAX_QUERY_WORDS = 8;
/** Typos are forgiven only in words this long: a short word has too many neighbours. */
const MIN_TYPO_WORD = 4;
/** …and two typos only from this length on. */
const MIN_TWO_TYPOS_WORD = 8;

function allLanguages(text: Multilingual | null | undefined): string {
  return text ? `${text.uz} ${text.ru} ${text.eng}` : '';
}

function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const readings of searchWords(query)) {
    const key = readings[0]!;
    if (seen.has(key)) continue;
    seen.add(key);
    words.push({ readings, dishNames: [...new Set(readings.flatMap(dishNamesFor))] });
  }
  return words.slice(0, MAX_QUERY_WORDS);
}

function typosAllowed(term: string): number | false {
  if (term.length >= MIN_TWO_TYPOS_WORD) return 2;
  return term.length >= MIN_TYPO_WORD ? 1 : false;
}

/** Every word must match (AND); a word matches by the start of an indexed word or a dish name. */
function queryTree(words: readonly QueryWord[], withTypos: boolean): Query {
  return {
    combineWith: 'AND',
    queries: words.map((word) => ({
      combineWith: 'OR',
      queries: [
        { queries: [...word.readings], prefix: true, fuzzy: withTypos ? typosAllowed : false },
        ...(word.dishNames.length > 0 ? [{ queries: [...word.dishNames], prefix: false, fuzzy: false }] : []),
      ],
    })),
  };
}

/** How an indexed word matches a query word: as a whole word, by its start, or not at all. */
function termMatch(term: string, word: QueryWord): 'word' | 'start' | null {
  if (word.dishNames.includes(term) || word.readings.some((reading) => isWordOf(term, reading)))
    return 'word';
  return word.readings.some((reading) => term.startsWith(reading)) ? 'start' : null;
}

/** The result's points by SEARCH_RANK, or null when a query word matched nothing of it. */
function strictScore(result: SearchResult, words: readonly QueryWord[]): number | null {
  let score = 0;
  for (const word of words) {
    let best = 0;
    for (const term of result.terms) {
      const how = termMatch(term, word);
      if (how === null) continue;
      const inName = result.match[term]?.includes('name');
      best = Math.max(
        best,
        inName ? (how === 'word' ? SEARCH_RANK.nameWord : SEARCH_RANK.nameStart) : SEARCH_RANK.text,
      );
    }
    if (best === 0) return null;
    score += best;
  }
  return score;
}

/** With typos, which word matched what is unclear: a name beats a text, nothing finer. */
function typoScore(result: SearchResult): number {
  const inName = result.terms.some((term) => result.match[term]?.includes('name'));
  return inName ? SEARCH_RANK.nameStart : SEARCH_RANK.text;
}

export interface ProductSearch {
  /**
   * The items matching `query`, best first; equal scores keep the order of `items` (the menu's).
   * Items the index does not hold (another branch's menu) are never returned.
   */
  find<T extends { id: number }>(query: string, items: readonly T[]): T[];
}

/**
 * An index of the products' names and texts in all three languages, built once per catalogue
 * (MiniSearch: a radix tree of folded words, so a prefix or a typo costs a walk, not a scan).
 * Words match by their start, never inside ("osh" is not found in "go‘sht"); typos are forgiven
 * only when nothing matches exactly, so they never push a real match down.
 */
export function buildProductSearch(products: readonly SearchableProduct[]): ProductSearch {
  const index = new MiniSearch<IndexedProduct>({
    fields: ['name', 'text'],
    tokenize: (text) => searchTokens(text),
    processTerm: (term) => term,
    // Queries arrive folded already (queryTree): no second pass.
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
  });
  index.addAll(
    products.map((product) => ({
      id: product.id,
      name: allLanguages(product.name),
      text: `${allLanguages(product.description)} ${allLanguages(product.composition)}`,
    })),
  );

  function scores(query: string): Map<number, number> {
    const words = queryWords(query);
    const found = new Map<number, number>();
    if (words.length === 0) return found;
    for (const result of index.search(queryTree(words, false))) {
      const score = strictScore(result, words);
      if (score !== null) found.set(result.id as number, score);
    }
    if (found.size > 0) return found;
    for (const result of index.search(queryTree(words, true)))
      found.set(result.id as number, typoScore(result));
    return found;
  }

  return {
    find(query, items) {
      const found = scores(query);
      if (found.size === 0) return [];
      // Array.prototype.sort is stable: equal scores stay in the items' order.
      return items.filter((item) => found.has(item.id)).sort((a, b) => found.get(b.id)! - found.get(a.id)!);
    },
  };
}
