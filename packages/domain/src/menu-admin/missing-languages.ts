import type { Language } from '../i18n/language.js';
import type { Multilingual } from '../i18n/multilingual.js';

/**
 * The active languages in which a text is empty: the editor shows each as "translation missing".
 * An all-empty optional text (a product without a description) is missing nothing.
 */
export function missingLanguages(
  text: Multilingual | null,
  languages: readonly Language[],
  { required = false }: { required?: boolean } = {},
): Language[] {
  if (!text) return required ? [...languages] : [];
  const empty = languages.filter((language) => text[language].trim() === '');
  if (!required && empty.length === languages.length) return [];
  return empty;
}
