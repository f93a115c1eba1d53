// Words search knows beyond what a menu spells out: Uzbek endings, and the names one dish goes by.
import { searchWords } from './search-fold.js';

/**
 * Uzbek endings after which a word still names the thing searched for: "osh" is the whole word in
 * "Toshkent oshi", "somsa" in "somsalar", "go‘sht" in "go‘shtli" — while "oshqovoq" (pumpkin)
 * only starts with "osh".
 */
export const UZBEK_ENDINGS: readonly string[] = [
  'i',
  'si',
  'li',
  'lar',
  'lari',
  'ni',
  'ning',
  'ga',
  'da',
  'dan',
];

/**
 * Names of one dish that its three names on a menu may not carry: the Uzbek "osh" is the Russian
 * "плов" and the English "pilaf"; "somsa" is "samsa" in Russian. Spelled naturally, folded below.
 */
const DISH_NAMES: readonly (readonly string[])[] = [
  ['osh', 'palov', 'plov', 'pilaf', 'pilau'],
  ['somsa', 'samsa', 'samosa'],
  ["lag'mon", 'lagman'],
  ["sho'rva", 'shurpa', 'shorpa'],
  ['manti', 'manty'],
  ['ayron', 'ayran'],
  ['choy', 'chay'],
  ['kabob', 'kebab', 'kabab'],
];

/** A word shorter than this names no dish by its beginning ("pil" could be anything). */
const MIN_DISH_PREFIX = 4;

const FOLDED_DISH_NAMES: readonly (readonly string[])[] = DISH_NAMES.map((names) => [
  ...new Set(names.flatMap((name) => searchWords(name).flat())),
]);

/** Whether `word` is `stem` itself or `stem` with an Uzbek ending. */
export function isWordOf(word: string, stem: string): boolean {
  return (
    word.startsWith(stem) && (word.length === stem.length || UZBEK_ENDINGS.includes(word.slice(stem.length)))
  );
}

/**
 * The other names of the dish a folded reading names — as a whole word, with an Uzbek ending
 * ("palovi"), or as the start of a dish name ("pila") — each with every Uzbek ending.
 */
export function dishNamesFor(reading: string): string[] {
  const names = new Set<string>();
  for (const group of FOLDED_DISH_NAMES) {
    const named = group.some(
      (name) => isWordOf(reading, name) || (reading.length >= MIN_DISH_PREFIX && name.startsWith(reading)),
    );
    if (!named) continue;
    for (const name of group) {
      names.add(name);
      for (const ending of UZBEK_ENDINGS) names.add(name + ending);
    }
  }
  return [...names];
}
