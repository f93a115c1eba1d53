import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, MoneySchema, PhoneSchema } from '../common/scalars.js';
import { ORDER_TEXT_MAX } from '../common/text-limits.js';
import { BranchSchema } from '../entities/branch.js';
import { OrderSchema } from '../entities/order.js';
import { CourierStatusSchema } from '../enums/courier-status.js';
import { OrderHistoryEventTypeSchema } from '../enums/order-history.js';
import { OrderStatusSchema } from '../enums/order-status.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { IdParamValueSchema } from './request-primitives.js';

// Calls of the checkout and orders issue (spec §7 and docs/decisions/012-checkout-and-orders.md).

/** A query flag as browsers send it: "true"/"false"/"1"/"0". */
const QueryFlagSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** `GET /orders/v1/orders/user/{userId}` — size 10, page from 0 (spec §9). */
export const OrdersPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
  onlyArchive: QueryFlagSchema.default(false),
});
export type OrdersPageQuery = z.infer<typeof OrdersPageQuerySchema>;

export const UserIdParamSchema = z.object({ userId: IdParamValueSchema });

/** One entry of an order's history (spec §4 event types), oldest first. */
export const OrderHistoryEntrySchema = z.object({
  id: IdSchema,
  type: OrderHistoryEventTypeSchema,
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema.nullable(),
  courierStatus: CourierStatusSchema.nullable().optional(),
  createdDate: IsoDateTimeSchema,
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** The branch of an order as the details and map screens show it. */
export const OrderBranchDetailsSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  address: z.string(),
  /** The address in each language; null: `address` on every page (decision 051). */
  addressText: MultilingualSchema.nullable(),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});

/** The courier of an order, as its customer sees them: a name, a phone and where they are. */
export const OrderCourierSchema = z.object({
  id: IdSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: PhoneSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type OrderCourier = z.infer<typeof OrderCourierSchema>;

/** An order with what its screens need: the history timeline, the branch and the courier. */
export const OrderDetailsSchema = OrderSchema.extend({
  history: z.array(OrderHistoryEntrySchema),
  branchDetails: OrderBranchDetailsSchema,
  courier: OrderCourierSchema.nullable(),
  /** Whether the customer may cancel it now (tenant switch and status). */
  cancellable: z.boolean(),
  /** Minutes to prepare, as staff promised on accepting. */
  prepMinutes: z.number().int().positive().nullish(),
  /** When it will be ready (pick-up, dine-in) or arrive (delivery), as promised on accepting. */
  promisedAt: IsoDateTimeSchema.nullish(),
  /** The id of its latest history event: staff send it back so a stale change is refused. */
  version: z.number().int().nonnegative().optional(),
  /** A refund of a paid, canceled order: started with the provider, or left to the cashier. */
  refund: z.enum(['STARTED', 'CASHIER']).nullish(),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const OrdersPageSchema = z.object({
  content: z.array(OrderDetailsSchema),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type OrdersPage = z.infer<typeof OrdersPageSchema>;

/** One message of the live stream `GET /orders/v1/orders/{id}/events` (SSE `data:`). */
export const OrderStreamEventSchema = z.object({
  event: OrderHistoryEntrySchema,
  order: OrderDetailsSchema,
});
export type OrderStreamEvent = z.infer<typeof OrderStreamEventSchema>;

/** `POST /orders/v1/promos/check`: is this code good for products worth `productPrice`? */
export const PromoCheckRequestSchema = z.object({
  code: z.string().trim().min(1).max(ORDER_TEXT_MAX.promoCode),
  /** Products after their own discounts, as the basket shows it. */
  productPrice: MoneySchema,
});
export type PromoCheckRequest = z.infer<typeof PromoCheckRequestSchema>;

// Staff (role OPERATOR of the merchant).

export const OperatorOrdersQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorOrdersQuery = z.infer<typeof OperatorOrdersQuerySchema>;

export const OrderStatusChangeSchema = z.object({
  status: OrderStatusSchema,
  /** Why it is canceled: staff choose a RejectReason code; customers may write their own. */
  reason: z.string().trim().max(500).nullish(),
  /** With ACCEPTED: minutes to prepare; the promised time is counted from the accept. */
  prepMinutes: z.number().int().min(1).max(240).nullish(),
  /** The order's `version` the caller saw: a change on a stale view is refused (409 ORDER_CHANGED). */
  version: z.number().int().nonnegative().nullish(),
});
export const CourierAssignSchema = z.object({ courierId: IdSchema });
export const CourierStatusChangeSchema = z.object({
  courierStatus: CourierStatusSchema,
});
export const CourierLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** `GET /users/v1/branches/{id}/halls`: where a dine-in customer may sit. */
export const HallSchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  tables: z.array(z.object({ id: IdSchema, name: z.string(), chairs: z.number().int().positive() })),
});
export type Hall = z.infer<typeof HallSchema>;

/** `GET /users/v1/branches/full` and `/branches/{id}`: a branch with its halls and tables. */
export const BranchWithHallsSchema = BranchSchema.extend({ halls: z.array(HallSchema) });
export type BranchWithHalls = z.infer<typeof BranchWithHallsSchema>;

/** `GET /users/v1/tables/{id}`: a table from a QR link (`/?table=…`). */
export const TablePlaceSchema = z.object({
  branchId: IdSchema,
  hallId: IdSchema,
  tableId: IdSchema,
  branchName: MultilingualSchema,
  hallName: MultilingualSchema,
  tableName: z.string(),
});
export type TablePlace = z.infer<typeof TablePlaceSchema>;
