import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, MoneySchema } from '../common/scalars.js';
import { VacancySchema } from '../entities/engagement.js';
import { PolicyTypeSchema } from '../enums/content.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

/** Longest Markdown of one language of a page: a long offerta fits, a pasted book does not. */
export const POLICY_TEXT_MAX = 30_000;

const markdown = z.string().max(POLICY_TEXT_MAX);

/** `PUT /api/support/v1/operator/policies/{type}` (decision 026): the page's Markdown in every language. */
export const PolicyEditSchema = z.object({
  text: z.object({ uz: markdown, ru: markdown, eng: markdown }),
});
export type PolicyEdit = z.infer<typeof PolicyEditSchema>;

export const PolicyTypeParamSchema = z.object({ type: PolicyTypeSchema });

/** A page in the console: its Markdown, the server's HTML of it, and when it was last saved. */
export const OperatorPolicySchema = z.object({
  type: PolicyTypeSchema,
  text: MultilingualSchema,
  html: MultilingualSchema,
  /** null: never written. */
  lastModifiedDate: IsoDateTimeSchema.nullable(),
});
export type OperatorPolicy = z.infer<typeof OperatorPolicySchema>;

/** The editor's preview: what the storefront will show for this Markdown. */
export const MarkdownPreviewSchema = z.object({ markdown });
export const MarkdownHtmlSchema = z.object({ html: z.string() });

/** A link of the footer and the About page; '' when unset (spec §3 merchant settings). */
const link = z.string().trim().max(300);

/**
 * The tenant's contacts and app links with their Active flags (spec §3), as the console edits
 * them (`GET|PUT /api/support/v1/operator/social-links`). Links are https (telegram and
 * instagram may also be a bare @name); the phone is 998 and nine digits.
 */
export const SocialLinksSchema = z.object({
  phone: link,
  phoneActive: z.boolean(),
  telegram: link,
  telegramActive: z.boolean(),
  instagram: link,
  instagramActive: z.boolean(),
  facebook: link,
  facebookActive: z.boolean(),
  iosAppLink: link,
  iosAppLinkActive: z.boolean(),
  androidAppLink: link,
  androidAppLinkActive: z.boolean(),
  telegramBotLink: link,
  telegramBotLinkActive: z.boolean(),
});
export type SocialLinks = z.infer<typeof SocialLinksSchema>;
export const SOCIAL_LINK_FIELDS = [
  'phone',
  'telegram',
  'instagram',
  'facebook',
  'iosAppLink',
  'androidAppLink',
  'telegramBotLink',
] as const;
export type SocialLinkField = (typeof SOCIAL_LINK_FIELDS)[number];

const vacancyText = z.object({
  uz: z.string().trim().max(4000),
  ru: z.string().trim().max(4000),
  eng: z.string().trim().max(4000),
});

/** A vacancy as the console writes it (`POST|PUT /api/support/v1/operator/vacancies`). */
export const VacancyEditSchema = z.object({
  branchId: IdSchema.nullable().optional().default(null),
  position: z.object({
    uz: z.string().trim().max(120),
    ru: z.string().trim().max(120),
    eng: z.string().trim().max(120),
  }),
  responsible: z.string().trim().max(120),
  responsiblePhone: z.string().trim(),
  salaryFrom: MoneySchema.nullable().optional().default(null),
  salaryTo: MoneySchema.nullable().optional().default(null),
  requirements: vacancyText,
  description: vacancyText,
});
export type VacancyEdit = z.infer<typeof VacancyEditSchema>;
export type VacancyEditInput = z.input<typeof VacancyEditSchema>;

export const VacancyActiveChangeSchema = z.object({ isActive: z.boolean() });

/** A vacancy in the console: open (isActive) or closed. */
export const OperatorVacancySchema = VacancySchema.extend({
  isActive: z.boolean(),
  createdDate: IsoDateTimeSchema,
});
export type OperatorVacancy = z.infer<typeof OperatorVacancySchema>;
