import { z } from 'zod';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema } from '../common/scalars.js';
import { RESERVATION_COMMENT_MAX } from '../common/text-limits.js';
import { ReservationSchema } from '../entities/engagement.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { IdParamValueSchema } from './request-primitives.js';

// Calls of table booking and the waiter call (docs/decisions/014-table-booking-and-waiter-call.md).

/** A booking's start: on the half hour (the slot grid). */
export const BookingTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|30)$/, 'Expected a time HH:00 or HH:30');

/** `POST /users/v1/reservations`: a table at a branch for a number of guests from day + time. */
export const ReservationRequestSchema = z.object({
  branchId: IdSchema.max(2_147_483_647),
  tableId: IdSchema.max(2_147_483_647),
  chairs: z.number().int().min(1).max(100),
  /** YYYY-MM-DD in Asia/Tashkent. */
  day: IsoDateSchema,
  /** HH:MM in Asia/Tashkent. */
  time: BookingTimeSchema,
  comment: z.string().trim().max(RESERVATION_COMMENT_MAX).nullish(),
});
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;

/** A booking with what the screens show: where, and whether it may still be cancelled. */
export const ReservationDetailsSchema = ReservationSchema.extend({
  /** YYYY-MM-DD and HH:MM of the start on the Tashkent clock. */
  day: IsoDateSchema,
  time: z.string(),
  branchName: MultilingualSchema,
  branchAddress: z.string(),
  hallName: MultilingualSchema.nullable(),
  tableName: z.string().nullable(),
  /** The branch's booking phone (or its main phone). */
  bookingPhone: z.string().nullable(),
  cancellable: z.boolean(),
});
export type ReservationDetails = z.infer<typeof ReservationDetailsSchema>;

/** `GET /users/v1/reservations/availability`: the starts of a day at a branch, for one table. */
export const AvailabilityQuerySchema = z.object({
  branchId: IdParamValueSchema,
  tableId: IdParamValueSchema.optional(),
  day: IsoDateSchema.optional(),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

export const AvailabilitySchema = z.object({
  branchId: IdSchema,
  bookingPhone: z.string().nullable(),
  durationMinutes: z.number().int().positive(),
  /** The days that may be booked, today first. */
  days: z.array(IsoDateSchema),
  /** The day the slots are of (the first day when none was asked). */
  day: IsoDateSchema,
  /** Starts inside work hours; `free` is false where the table is already held. */
  slots: z.array(z.object({ time: z.string(), free: z.boolean() })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const WaiterCallStatusSchema = z.enum(['OPEN', 'ACKNOWLEDGED', 'EXPIRED']);
export type WaiterCallStatus = z.infer<typeof WaiterCallStatusSchema>;

/** `POST /orders/v1/waiter-calls`: "a waiter to my table, please". */
export const WaiterCallRequestSchema = z.object({ tableId: IdSchema.max(2_147_483_647) });
export type WaiterCallRequest = z.infer<typeof WaiterCallRequestSchema>;

export const WaiterCallQuerySchema = z.object({ tableId: IdParamValueSchema });

export const WaiterCallSchema = z.object({
  id: IdSchema,
  branchId: IdSchema,
  tableId: IdSchema,
  tableName: z.string(),
  hallName: MultilingualSchema,
  branchName: MultilingualSchema,
  status: WaiterCallStatusSchema,
  createdDate: IsoDateTimeSchema,
  acknowledgedAt: IsoDateTimeSchema.nullable(),
});
export type WaiterCall = z.infer<typeof WaiterCallSchema>;

export const OperatorWaiterCallsQuerySchema = z.object({
  status: WaiterCallStatusSchema.default('OPEN'),
  branchId: IdParamValueSchema.optional(),
});
