import { z } from 'zod';
import { IdParamValueSchema } from '../api/request-primitives.js';
import { ReservationDetailsSchema } from '../api/venue-requests.js';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, PhoneSchema } from '../common/scalars.js';
import { FeedbackKindSchema } from '../enums/content.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

// The console's daily inboxes (issue 16): reservations, feedback and vacancy applications.
// Waiter calls keep their own schemas (api/venue-requests.ts).

/** What a `staff_inbox` NOTIFY announces; the console reloads that inbox. */
export const StaffInboxKindSchema = z.enum(['WAITER_CALL', 'RESERVATION', 'FEEDBACK', 'VACANCY_APPLICATION']);
export type StaffInboxKind = z.infer<typeof StaffInboxKindSchema>;

export const StaffInboxNoticeSchema = z.object({
  merchantId: IdSchema,
  /** null: a message for the merchant as a whole (feedback without an order, a vacancy without a branch). */
  branchId: IdSchema.nullable(),
  kind: StaffInboxKindSchema,
  id: IdSchema,
});
export type StaffInboxNotice = z.infer<typeof StaffInboxNoticeSchema>;

const StaffCustomerSchema = z.object({
  id: IdSchema,
  phone: PhoneSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** Who did something in the console. */
const StaffActorSchema = z.object({ id: IdSchema, name: z.string().nullable() });

/**
 * `GET /users/v1/operator/reservations`: bookings of my branches starting on `from` (a Tashkent
 * day, default today) or later, soonest first.
 */
export const StaffReservationsQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  branchId: IdParamValueSchema.optional(),
  /** Cancelled ones are left out unless asked for. */
  includeCanceled: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});
export type StaffReservationsQuery = z.infer<typeof StaffReservationsQuerySchema>;

export const StaffReservationSchema = ReservationDetailsSchema.extend({
  customer: StaffCustomerSchema.nullable(),
  changedAt: IsoDateTimeSchema.nullable(),
  changedBy: StaffActorSchema.nullable(),
  cancelReason: z.string().nullable(),
});
export type StaffReservation = z.infer<typeof StaffReservationSchema>;

/** `PUT /users/v1/operator/reservations/{id}/status`: confirm a booking, or cancel it with a reason. */
export const ReservationStatusChangeSchema = z
  .object({
    status: z.enum(['CONFIRMED', 'CANCELED']),
    reason: z.string().trim().max(300).nullish(),
  })
  .strict();
export type ReservationStatusChange = z.infer<typeof ReservationStatusChangeSchema>;

/** A page of an inbox: newest first, optionally only the handled or the unhandled ones. */
export const InboxPageQuerySchema = z.object({
  handled: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  branchId: IdParamValueSchema.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type InboxPageQuery = z.infer<typeof InboxPageQuerySchema>;

/** `PUT …/{id}/handled`: mark handled (who and when are recorded), or back to unhandled. */
export const HandledChangeSchema = z.object({ handled: z.boolean() }).strict();
export type HandledChange = z.infer<typeof HandledChangeSchema>;

const HandledFields = {
  handledAt: IsoDateTimeSchema.nullable(),
  handledBy: StaffActorSchema.nullable(),
};

export const StaffFeedbackSchema = z.object({
  id: IdSchema,
  kind: FeedbackKindSchema,
  rating: z.number().int().min(1).max(5).nullable(),
  text: z.string(),
  createdDate: IsoDateTimeSchema,
  orderId: IdSchema.nullable(),
  orderNumber: z.number().int().nullable(),
  /** The branch of the order it is about; null when it is about none. */
  branchId: IdSchema.nullable(),
  customer: StaffCustomerSchema.nullable(),
  ...HandledFields,
});
export type StaffFeedback = z.infer<typeof StaffFeedbackSchema>;

export const StaffVacancyApplicationSchema = z.object({
  id: IdSchema,
  vacancyId: IdSchema,
  position: MultilingualSchema,
  /** The vacancy's branch; null when it is for the merchant as a whole. */
  branchId: IdSchema.nullable(),
  name: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  userId: IdSchema.nullable(),
  createdDate: IsoDateTimeSchema,
  ...HandledFields,
});
export type StaffVacancyApplication = z.infer<typeof StaffVacancyApplicationSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });

export const StaffFeedbackPageSchema = pageOf(StaffFeedbackSchema);
export type StaffFeedbackPage = z.infer<typeof StaffFeedbackPageSchema>;
export const StaffVacancyApplicationPageSchema = pageOf(StaffVacancyApplicationSchema);
export type StaffVacancyApplicationPage = z.infer<typeof StaffVacancyApplicationPageSchema>;

/** `GET /orders/v1/operator/reports/today`: one branch of mine, or all of them. */
export const TodayReportQuerySchema = z.object({ branchId: IdParamValueSchema.optional() });
export type TodayReportQuery = z.infer<typeof TodayReportQuerySchema>;
