import { CURRENCY, CURRENCY_CODE } from '../constants.js';
import type { Language } from '../i18n/language.js';

/** No-break space: digit groups and the unit never wrap apart onto two lines. */
export const NBSP = '\u00A0';

interface SomFormat {
  groupSeparator: string;
  unit: string;
}

/**
 * Local conventions: Uzbek and Russian group thousands with a space and write the unit after
 * it ("so'm", "сум"); English readers get the comma grouping and the ISO code, because "so'm"
 * means nothing to a visitor and "UZS" is what banks and exchange sites show them.
 * Formatting is done by hand, not with Intl, so the output is identical on every ICU build.
 */
const FORMATS: Record<Language, SomFormat> = {
  uz: { groupSeparator: NBSP, unit: CURRENCY },
  ru: { groupSeparator: NBSP, unit: 'сум' },
  eng: { groupSeparator: ',', unit: CURRENCY_CODE },
};

/** Groups the digits of a non-negative integer by three from the right. */
function groupDigits(value: number, separator: string): string {
  const digits = String(value);
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(separator);
}

/**
 * An amount of so'm for people: "45 000 so'm", "45 000 сум", "45,000 UZS" (spaces are
 * no-break). Amounts are rounded to whole so'm; negative amounts (refunds) get a minus sign.
 */
export function formatSom(amount: number, lang: Language): string {
  const format = FORMATS[lang];
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupDigits(Math.abs(rounded), format.groupSeparator)}${NBSP}${format.unit}`;
}
