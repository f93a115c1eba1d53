import { z } from 'zod';
import { ReviewSchema, VacancySchema } from '../entities/engagement.js';
import { LanguageSchema } from '../i18n/language.js';
import { IdParamValueSchema } from './request-primitives.js';

/** Largest page size of a paged list: enough for one screen, small enough to stay cheap. */
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 10;

/** `page` counts from 0 (spec §9: "page index from 0"); `size` is 1..50, 10 when absent. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** One page of a longer list, with the totals a pager needs. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });

/** Reviews of one product, newest first. */
export const ReviewsQuerySchema = PageQuerySchema.extend({
  productId: IdParamValueSchema,
  /** The page's language: reviews written in it come first (decision 051). */
  lang: LanguageSchema.optional(),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;

export const ReviewPageSchema = pageSchema(ReviewSchema);
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

export const VacancyListSchema = z.array(VacancySchema);
