import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, MoneySchema } from '../common/scalars.js';
import { FeedbackKindSchema, ReservationStatusSchema } from '../enums/content.js';
import { LanguageSchema } from '../i18n/language.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

// Entities the spec names by route only (§3 "fields not shown"): shaped after the screens of §2.

/** A job opening (spec §2: responsible person, position, monthly salary, requirements). */
export const VacancySchema = z.object({
  id: IdSchema,
  /** Null when the vacancy is for the merchant as a whole. */
  branchId: IdSchema.nullable(),
  position: MultilingualSchema,
  responsible: z.string(),
  responsiblePhone: z.string(),
  /** Monthly salary range in so'm; null ends are "negotiable". */
  salaryFrom: MoneySchema.nullable(),
  salaryTo: MoneySchema.nullable(),
  requirements: MultilingualSchema,
  description: MultilingualSchema,
});
export type Vacancy = z.infer<typeof VacancySchema>;

/** A customer's review of a product. */
export const ReviewSchema = z.object({
  id: IdSchema,
  productId: IdSchema,
  userId: IdSchema.nullable(),
  /** The name shown with the review (first name); null shows "anonymous". */
  authorName: z.string().nullable(),
  grade: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  /** The language the text is written in; null when not known (decision 051). */
  language: LanguageSchema.nullable(),
  createdDate: IsoDateTimeSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

/** A table booking (spec §2: branch, place, number of chairs, time). */
export const ReservationSchema = z.object({
  id: IdSchema,
  branchId: IdSchema,
  userId: IdSchema,
  /** The "place": a hall and optionally a table in it. */
  hallId: IdSchema.nullable(),
  tableId: IdSchema.nullable(),
  chairs: z.number().int().positive(),
  reservedAt: IsoDateTimeSchema,
  durationMinutes: z.number().int().positive(),
  status: ReservationStatusSchema,
  comment: z.string().nullable(),
  createdDate: IsoDateTimeSchema,
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** A product the user marked as favourite. */
export const FavouriteSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  productId: IdSchema,
  createdDate: IsoDateTimeSchema,
});
export type Favourite = z.infer<typeof FavouriteSchema>;

/** The comment/feedback form about the restaurant or the service (spec §1). */
export const FeedbackSchema = z.object({
  id: IdSchema,
  userId: IdSchema.nullable(),
  orderId: IdSchema.nullable(),
  kind: FeedbackKindSchema,
  rating: z.number().int().min(1).max(5).nullable(),
  text: z.string().min(1),
  createdDate: IsoDateTimeSchema,
});
export type Feedback = z.infer<typeof FeedbackSchema>;
