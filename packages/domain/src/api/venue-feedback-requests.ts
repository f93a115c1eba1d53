import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, MoneySchema } from '../common/scalars.js';
import { FeedbackSchema } from '../entities/engagement.js';
import { FeedbackKindSchema } from '../enums/content.js';
import { OrderStatusSchema } from '../enums/order-status.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import type { ErrorCode } from '../messages/error-codes.js';
import {
  APPLICANT_NAME_MAX,
  APPLICATION_MESSAGE_MAX,
  FEEDBACK_TEXT_MAX,
  isContactPhone,
  isGrade,
  normalizeContactPhone,
  REVIEW_TEXT_MAX,
} from '../venue/venue-feedback-rules.js';
import { PageQuerySchema, pageSchema } from './content-requests.js';

// Requests and answers of decision 015: product reviews written by customers, the feedback form,
// the cashback history and vacancy applications. One schema validates the form in the browser
// and the body on the server; a rule broken carries its own error code (`params.errorCode`), so
// both sides say the same precise thing ("at most 1000 characters", not "invalid data").

/** Options of a zod refinement that make a failed rule answer with its own error code. */
export const coded = (errorCode: ErrorCode, params: Record<string, string | number> = {}) => ({
  params: { errorCode, ...params },
});

/** The error code a refinement attached to a zod issue, if any. */
export function issueErrorCode(
  issue: z.core.$ZodIssue,
): { code: ErrorCode; params: Record<string, string | number> } | null {
  if (issue.code !== 'custom') return null;
  const params = (issue as { params?: Record<string, unknown> }).params;
  const code = params?.errorCode;
  if (typeof code !== 'string') return null;
  const rest: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (key !== 'errorCode' && (typeof value === 'string' || typeof value === 'number')) rest[key] = value;
  }
  return { code: code as ErrorCode, params: rest };
}

/** A required free text: trimmed, not empty, at most `max` characters. */
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => s.length > 0, coded('REQUIRED_FIELD'))
    .refine((s) => s.length <= max, coded('TEXT_TOO_LONG', { max }));

/** An optional free text: trimmed; empty or absent becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => s.length <= max, coded('TEXT_TOO_LONG', { max }))
    .nullish()
    .transform((s) => (s ? s : null));

/** A grade of 1..5 whole stars. */
export const GradeInputSchema = z.number().refine(isGrade, coded('GRADE_OUT_OF_RANGE'));

/** A phone as people type it, normalised to `998XXXXXXXXX` (nine digits get the country code). */
export const ContactPhoneSchema = z
  .string()
  .max(32)
  .transform(normalizeContactPhone)
  .refine(isContactPhone, coded('PHONE_INVALID'));

// Reviews

/** `POST /products/v1/reviews`: rate one line of one of my received orders. */
export const ReviewCreateSchema = z.object({
  orderItemId: IdSchema.max(2_147_483_647),
  grade: GradeInputSchema,
  text: optionalText(REVIEW_TEXT_MAX),
});
export type ReviewCreate = z.infer<typeof ReviewCreateSchema>;
export type ReviewCreateInput = z.input<typeof ReviewCreateSchema>;

/** My own review of one order line, as the order page shows it. */
export const OwnReviewSchema = z.object({
  id: IdSchema,
  grade: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  createdDate: IsoDateTimeSchema,
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** `GET /products/v1/reviews/order/{id}`: the lines of one of my orders and what I said of each. */
export const OrderReviewLinesSchema = z.object({
  orderId: IdSchema,
  status: OrderStatusSchema,
  /** DELIVERED or CLOSED: the lines may be rated. */
  received: z.boolean(),
  lines: z.array(
    z.object({
      orderItemId: IdSchema,
      /** Null when the dish has since left the catalogue: it can no longer be rated. */
      productId: IdSchema.nullable(),
      name: MultilingualSchema,
      count: z.number().int().positive(),
      review: OwnReviewSchema.nullable(),
    }),
  ),
});
export type OrderReviewLines = z.infer<typeof OrderReviewLinesSchema>;

// Feedback

/** `POST /support/v1/feedback`: a comment about the restaurant or the service. */
export const FeedbackCreateSchema = z.object({
  kind: FeedbackKindSchema,
  rating: GradeInputSchema.nullish().transform((g) => g ?? null),
  text: requiredText(FEEDBACK_TEXT_MAX),
  /** One of my orders the comment is about, if any. */
  orderId: IdSchema.max(2_147_483_647)
    .nullish()
    .transform((id) => id ?? null),
});
export type FeedbackCreate = z.infer<typeof FeedbackCreateSchema>;
export type FeedbackCreateInput = z.input<typeof FeedbackCreateSchema>;

/** What I sent, newest first, with the order's number when it names one. */
export const OwnFeedbackSchema = FeedbackSchema.extend({
  orderNumber: z.number().int().positive().nullable(),
});
export type OwnFeedback = z.infer<typeof OwnFeedbackSchema>;
export const OwnFeedbackListSchema = z.array(OwnFeedbackSchema);

// Cashback

export const CashbackKindSchema = z.enum(['EARNED', 'SPENT', 'REFUND']);
export type CashbackKind = z.infer<typeof CashbackKindSchema>;

/** One move of the balance: + earned on a closed order or refunded on a canceled one, − spent. */
export const CashbackEntrySchema = z.object({
  id: IdSchema,
  kind: CashbackKindSchema,
  /** Signed so'm: positive adds to the balance, negative takes from it. */
  amount: z.number().int(),
  orderId: IdSchema.nullable(),
  orderNumber: z.number().int().positive().nullable(),
  createdDate: IsoDateTimeSchema,
});
export type CashbackEntry = z.infer<typeof CashbackEntrySchema>;

export const CashbackHistoryQuerySchema = PageQuerySchema;

/** `GET /users/v1/cashback/history`: the balance now and one page of its moves, newest first. */
export const CashbackHistorySchema = pageSchema(CashbackEntrySchema).extend({ balance: MoneySchema });
export type CashbackHistory = z.infer<typeof CashbackHistorySchema>;

// Vacancy applications

/** `POST /support/v1/vacancies/{id}/applications`: a job seeker's name, phone and a few words. */
export const VacancyApplicationCreateSchema = z.object({
  name: requiredText(APPLICANT_NAME_MAX),
  phone: ContactPhoneSchema,
  message: optionalText(APPLICATION_MESSAGE_MAX),
});
export type VacancyApplicationCreate = z.infer<typeof VacancyApplicationCreateSchema>;
export type VacancyApplicationCreateInput = z.input<typeof VacancyApplicationCreateSchema>;

export const VacancyApplicationSchema = z.object({
  id: IdSchema,
  vacancyId: IdSchema,
  createdDate: IsoDateTimeSchema,
});
export type VacancyApplication = z.infer<typeof VacancyApplicationSchema>;
