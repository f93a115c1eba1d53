import { z } from 'zod';
import { OrderDetailsSchema, OrderHistoryEntrySchema } from '../api/order-requests.js';
import { IdParamValueSchema } from '../api/request-primitives.js';
import { IdSchema, IsoDateTimeSchema, MoneySchema, PhoneSchema } from '../common/scalars.js';
import { OrderStatusSchema } from '../enums/order-status.js';
import { PaymentTypeSchema } from '../enums/payment.js';
import { StaffRoleSchema } from '../enums/people.js';
import { ServiceTypeSchema } from '../enums/service-type.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

// Calls of the merchant console (issue 16, decision 020).

const StaffPersonSchema = z.object({
  id: IdSchema,
  phone: PhoneSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** `GET /users/v1/operator/me`: who is signed in to the console, and where they work. */
export const StaffMeSchema = z.object({
  user: StaffPersonSchema,
  role: StaffRoleSchema,
  /** null: every branch of the merchant, now and later. */
  branchIds: z.array(IdSchema).nullable(),
  /** The branches they work in, with what the console needs to run them. */
  branches: z.array(
    z.object({
      id: IdSchema,
      name: MultilingualSchema,
      prepMinutes: z.number().int().positive(),
      acceptLimitMinutes: z.number().int().positive(),
    }),
  ),
  /** Their courier record, for couriers. */
  courierId: IdSchema.nullable(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** One member of staff as the OWNER manages them (`/users/v1/operator/staff`). */
export const StaffMemberSchema = StaffPersonSchema.extend({
  role: StaffRoleSchema,
  branchIds: z.array(IdSchema).nullable(),
  createdDate: IsoDateTimeSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

const BranchIdsInputSchema = z.array(IdSchema).min(1).max(200).nullish();

/** Add a member of staff: a phone (customer or new), a role, and their branches (none: all). */
export const StaffCreateSchema = z.object({
  phone: PhoneSchema,
  role: StaffRoleSchema,
  branchIds: BranchIdsInputSchema,
  firstName: z.string().trim().max(60).nullish(),
});
export type StaffCreate = z.infer<typeof StaffCreateSchema>;

export const StaffUpdateSchema = z.object({
  role: StaffRoleSchema,
  branchIds: BranchIdsInputSchema,
});
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

export const StaffUserIdParamSchema = z.object({ userId: IdParamValueSchema });

/**
 * `PUT /users/v1/operator/branches/{id}/pause`: stop taking orders for `minutes` (0 ends the
 * pause) or until the branch next opens; only some service types when listed.
 */
export const BranchPauseRequestSchema = z
  .object({
    minutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    untilNextOpen: z.boolean().default(false),
    reason: z.string().trim().max(200).nullish(),
    serviceTypes: z.array(ServiceTypeSchema).min(1).max(5).nullish(),
  })
  .strict();
export type BranchPauseRequest = z.infer<typeof BranchPauseRequestSchema>;

/** `PUT /users/v1/operator/branches/{id}/busy`: add `extraMinutes` to promised times for `minutes`. */
export const BranchBusyRequestSchema = z
  .object({
    extraMinutes: z.number().int().min(0).max(120),
    minutes: z
      .number()
      .int()
      .min(0)
      .max(12 * 60),
  })
  .strict();
export type BranchBusyRequest = z.infer<typeof BranchBusyRequestSchema>;

/** A branch's live controls as the console shows them. */
export const BranchControlsSchema = z.object({
  branchId: IdSchema,
  pause: z
    .object({
      until: IsoDateTimeSchema,
      reason: z.string().nullable(),
      serviceTypes: z.array(ServiceTypeSchema).nullable(),
    })
    .nullable(),
  busy: z.object({ until: IsoDateTimeSchema, extraMinutes: z.number().int().nonnegative() }).nullable(),
});
export type BranchControls = z.infer<typeof BranchControlsSchema>;

/** `END_OF_DAY`: until midnight in Tashkent; a time: until then; none: until turned back. */
export const StopListUntilSchema = z.union([IsoDateTimeSchema, z.literal('END_OF_DAY')]);

/** `PUT /products/v1/operator/stop-list`: a product or an option, unavailable at a branch. */
export const StopListChangeSchema = z
  .object({
    branchId: IdSchema,
    productId: IdSchema.nullish(),
    modificationId: IdSchema.nullish(),
    available: z.boolean(),
    until: StopListUntilSchema.nullish(),
  })
  .strict();
export type StopListChange = z.infer<typeof StopListChangeSchema>;

export const StopListEntrySchema = z.object({
  branchId: IdSchema,
  productId: IdSchema.nullable(),
  modificationId: IdSchema.nullable(),
  /** null: until turned back by hand. */
  until: IsoDateTimeSchema.nullable(),
  createdDate: IsoDateTimeSchema,
});
export type StopListEntry = z.infer<typeof StopListEntrySchema>;

export const StopListQuerySchema = z.object({ branchId: IdParamValueSchema });

/** Extra facts staff see on an order: who the customer is and how often they ordered. */
export const StaffOrderSchema = OrderDetailsSchema.extend({
  customer: z
    .object({
      id: IdSchema,
      phone: PhoneSchema.nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      /** Orders of this customer at the merchant before this one. */
      pastOrders: z.number().int().nonnegative(),
    })
    .nullable(),
  /** Each history event's actor and reason (the customer's view hides who did it). */
  timeline: z.array(
    OrderHistoryEntrySchema.extend({
      actor: z.object({ id: IdSchema, name: z.string().nullable(), role: z.string() }).nullable(),
      reason: z.string().nullable(),
      prepMinutes: z.number().int().nullable(),
    }),
  ),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

/** One message of the staff stream `GET /orders/v1/operator/events` (SSE `data:`). */
export const StaffStreamEventSchema = z.object({
  event: OrderHistoryEntrySchema,
  order: OrderDetailsSchema,
});
export type StaffStreamEvent = z.infer<typeof StaffStreamEventSchema>;

export const StaffOrdersQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  /** Active orders plus those closed today (Tashkent), for the board. */
  board: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
  branchId: IdParamValueSchema.optional(),
  /** An order number, or digits of the customer's phone. */
  q: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export type StaffOrdersQuery = z.infer<typeof StaffOrdersQuerySchema>;

/**
 * `GET /orders/v1/operator/reports/today`: the Tashkent day so far, per branch of the caller's.
 * `orders` and `revenue` (sum of totalPrice) count the orders not canceled; canceled ones are
 * counted in `canceled`, by reason in `cancellations`. Medians are minutes from creation, one
 * decimal, over the orders that got that far today (null: none did).
 */
export const TodayReportSchema = z.object({
  /** YYYY-MM-DD in Asia/Tashkent. */
  date: z.string(),
  branches: z.array(
    z.object({
      branchId: IdSchema,
      name: MultilingualSchema,
      orders: z.number().int().nonnegative(),
      revenue: MoneySchema,
      canceled: z.number().int().nonnegative(),
      byServiceType: z.array(
        z.object({ serviceType: ServiceTypeSchema, orders: z.number().int(), revenue: MoneySchema }),
      ),
      byPaymentType: z.array(
        z.object({ paymentType: PaymentTypeSchema, orders: z.number().int(), revenue: MoneySchema }),
      ),
      cancellations: z.array(z.object({ reason: z.string().nullable(), count: z.number().int() })),
      medianMinutesToAccept: z.number().nullable(),
      medianMinutesToReady: z.number().nullable(),
    }),
  ),
});
export type TodayReport = z.infer<typeof TodayReportSchema>;
