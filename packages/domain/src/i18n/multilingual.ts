import { z } from 'zod';

/**
 * Text in the three interface languages (spec §3). All keys are required strings so the client
 * never has to guess whether a translation exists; a missing translation is an empty string and
 * `pickText` falls back to another language.
 */
export const MultilingualSchema = z.object({
  uz: z.string(),
  ru: z.string(),
  eng: z.string(),
});
export type Multilingual = z.infer<typeof MultilingualSchema>;

export { pickText } from './pick-text.js';

/** The same text in every language — for brand names, codes and other untranslated strings. */
export function sameText(value: string): Multilingual {
  return { uz: value, ru: value, eng: value };
}

/** An all-empty text, the neutral value of optional multilingual fields. */
export function emptyText(): Multilingual {
  return sameText('');
}
