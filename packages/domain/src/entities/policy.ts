import { z } from 'zod';
import { PolicyTypeSchema } from '../enums/content.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

/**
 * A legal or company text: terms of use, about company, privacy policy, public offer (spec §3).
 * `text` is Markdown as the merchant wrote it; `html` is what it renders to, built and sanitised
 * by the server (decision 026: no raw HTML, links only to http(s), mailto and tel).
 */
export const PolicySchema = z.object({
  type: PolicyTypeSchema,
  text: MultilingualSchema,
  html: MultilingualSchema,
});
export type Policy = z.infer<typeof PolicySchema>;
