// How search reads a word, whatever script and keyboard it was typed with. Uzbek is written in
// Latin (o‘zbekcha) and in Cyrillic (ўзбекча), Russian in Cyrillic, English in Latin; a phone
// without Uzbek letters types ў as у, қ as к, ғ as г, ҳ as х, and the Latin o‘ / g‘ come with
// any of six apostrophes or none. Every word is folded to one Latin spelling so that all of these
// meet; a letter with two readings (ё, ў, ц) gives the word more than one folded form.

/** Every apostrophe-like mark Uzbek Latin is typed with: o' o‘ oʻ o’ oʼ o` o´. */
const APOSTROPHE_MARKS = "'‘’ʻʼ`´ʹ′";
/** o‘ and g‘ are letters of their own: read them as the Cyrillic ў and ғ they stand for. */
const LATIN_O_G = new RegExp(`([og])[${APOSTROPHE_MARKS}]`, 'g');
/** The other apostrophes, and the Cyrillic signs that are not sounds (ъ is Uzbek's apostrophe). */
const SILENT = new RegExp(`[${APOSTROPHE_MARKS}ъь]`, 'g');
const WORD = /[\p{L}\p{N}]+/gu;
/** Combining marks left by NFD: "é" → "e". */
const COMBINING_MARKS = /\p{M}/gu;

/** Uzbek Cyrillic (and Russian) letters in the Uzbek Latin alphabet; several readings where typing differs. */
const CYRILLIC: Readonly<Record<string, string | readonly string[]>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  // Uzbek ё is "yo"; Russian texts often write it as е.
  ё: ['yo', 'e'],
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  қ: 'q',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  // o‘, typed as у on a Russian keyboard ("гушт" for "гўшт").
  ў: ['o', 'u'],
  ф: 'f',
  х: 'x',
  ҳ: 'h',
  // Uzbek Latin writes ц as ts or s (pitsa, sirk).
  ц: ['ts', 's'],
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ы: 'i',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Latin spellings of one sound folded together, in this order. */
const LATIN_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  // English writes the Russian х as kh ("khachapuri").
  [/kh/g, 'x'],
  // қ is к on a Russian keyboard: q and k meet.
  [/q/g, 'k'],
  // ҳ is х on a Russian keyboard: h and x meet (sh and ch stay letters of their own).
  [/(?<![sc])h/g, 'x'],
  // Uzbek Latin writes е as ye at a word's start and after a vowel (yetti / етти).
  [/ye/g, 'e'],
];

/** A word with many ё/ў/ц has many readings; a few cover any real dish name. */
const MAX_READINGS = 8;
/** Menus repeat their words (a big menu: ~26,000 words, a few thousand distinct), so each is read once. */
const MAX_REMEMBERED_WORDS = 20_000;
const remembered = new Map<string, readonly string[]>();

function foldLatin(reading: string): string {
  let folded = reading.normalize('NFD').replace(COMBINING_MARKS, '');
  for (const [pattern, replacement] of LATIN_FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}

/** The folded readings of one lower-case word, the most likely first. */
function readingsOf(word: string): readonly string[] {
  let known = remembered.get(word);
  if (!known) {
    if (remembered.size >= MAX_REMEMBERED_WORDS) remembered.clear();
    known = readWord(word);
    remembered.set(word, known);
  }
  return known;
}

function readWord(word: string): string[] {
  let readings = [''];
  for (const char of word) {
    const letter = CYRILLIC[char] ?? char;
    readings =
      typeof letter === 'string'
        ? readings.map((reading) => reading + letter)
        : readings.flatMap((reading) => letter.map((option) => reading + option)).slice(0, MAX_READINGS);
  }
  return [...new Set(readings.map(foldLatin))];
}

/**
 * The words of a text, each as its folded readings (the first is the most likely). "Go‘shtli",
 * "Goʻshtli", "goshtli" and "гўштли" all give ["goshtli", "gushtli"]; "Қовурма" gives ["kovurma"].
 */
export function searchWords(text: string): ReadonlyArray<readonly string[]> {
  const prepared = text
    .normalize('NFC')
    .toLowerCase()
    .replace(LATIN_O_G, (_, letter: string) => (letter === 'o' ? 'ў' : 'ғ'));
  const words = prepared.replace(SILENT, '').match(WORD) ?? [];
  return words.map(readingsOf);
}

/** Every folded reading of every word of a text, once each: what the search index holds. */
export function searchTokens(text: string): string[] {
  return [...new Set(searchWords(text).flat())];
}
