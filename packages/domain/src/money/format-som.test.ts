import { describe, expect, it } from 'vitest';
import { formatSom } from './format-som.js';

// Expected strings are written with a visible "·" for the no-break space (U+00A0), then
// converted, so a regular space sneaking into the output fails the test.
const nb = (text: string) => text.replaceAll('·', '\u00A0');

describe('formatSom', () => {
  it.each([
    { name: 'groups thousands in Uzbek', amount: 45_000, lang: 'uz', want: nb("45·000·so'm") },
    { name: 'groups thousands in Russian', amount: 45_000, lang: 'ru', want: nb('45·000·сум') },
    { name: 'groups thousands with commas in English', amount: 45_000, lang: 'eng', want: nb('45,000·UZS') },
    { name: 'groups millions', amount: 1_234_567, lang: 'uz', want: nb("1·234·567·so'm") },
    { name: 'groups millions in English', amount: 1_234_567, lang: 'eng', want: nb('1,234,567·UZS') },
    { name: 'leaves amounts below a thousand ungrouped', amount: 999, lang: 'ru', want: nb('999·сум') },
    { name: 'groups exactly one thousand', amount: 1_000, lang: 'ru', want: nb('1·000·сум') },
    { name: 'shows zero', amount: 0, lang: 'uz', want: nb("0·so'm") },
    { name: "rounds to whole so'm", amount: 1_499.5, lang: 'eng', want: nb('1,500·UZS') },
    { name: 'signs negative amounts', amount: -30_000, lang: 'uz', want: nb("-30·000·so'm") },
  ] as const)('$name', ({ amount, lang, want }) => {
    expect(formatSom(amount, lang)).toBe(want);
  });
});
