import { z } from 'zod';

/** Interface languages, stored lowercase exactly as the spec names them (§1): uz, ru, eng. */
export const LanguageSchema = z.enum(['uz', 'ru', 'eng']);
export type Language = z.infer<typeof LanguageSchema>;

export const LANGUAGES = LanguageSchema.options;

/** Uzbek is the default interface and stored language (spec §1, §3, §9). */
export const DEFAULT_LANGUAGE: Language = 'uz';

/**
 * When nothing is saved and the merchant's settings name no mainLanguage, the storefront opens
 * in Russian (spec §4, startup). This differs from DEFAULT_LANGUAGE on purpose.
 */
export const FALLBACK_MAIN_LANGUAGE: Language = 'ru';
