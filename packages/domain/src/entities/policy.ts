import { z } from 'zod';
import { PolicyTypeSchema } from '../enums/content.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

/** A legal or company text: terms of use, about company, privacy policy (spec §3). */
export const PolicySchema = z.object({
  type: PolicyTypeSchema,
  text: MultilingualSchema,
});
export type Policy = z.infer<typeof PolicySchema>;
