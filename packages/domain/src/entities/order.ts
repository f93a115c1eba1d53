import { z } from 'zod';
import {
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  MoneySchema,
  PhoneSchema,
  TimeOfDaySchema,
} from '../common/scalars.js';
import { ORDER_TEXT_MAX } from '../common/text-limits.js';
import { AddressInputKindSchema } from '../enums/address.js';
import {
  DEFAULT_ORDER_DEVICE,
  IntegrationKindSchema,
  OrderSourceSchema,
  SourcePlatformSchema,
} from '../enums/channels.js';
import { CourierStatusInputSchema } from '../enums/courier-status.js';
import { DEFAULT_ORDER_STATUS, OrderStatusSchema } from '../enums/order-status.js';
import { PaymentTypeSchema } from '../enums/payment.js';
import { ServiceTypeSchema } from '../enums/service-type.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { OrderAddressSchema } from './address.js';
import { CartItemSchema, OrderRequestTotalsSchema, OrderTotalsSchema } from './cart.js';
import { PaymentMethodSchema } from './payment.js';
import { PromoSchema } from './promo.js';
import { UserSchema } from './user.js';

const OrderBranchSchema = z.object({ id: IdSchema, name: MultilingualSchema.optional() });
const OrderUserSchema = UserSchema.pick({ id: true, firstName: true, lastName: true, phone: true });

/**
 * An order as the client submits it (spec §3 "order request"). Optional parts are `nullish`
 * because clients omit them; whether a part is required for a service type (an address for
 * delivery, a table for dine-in) is checked by the API, which knows the merchant's settings.
 */
export const OrderRequestSchema = z.object({
  serviceType: ServiceTypeSchema,
  status: OrderStatusSchema.default(DEFAULT_ORDER_STATUS),
  cartItems: z.array(CartItemSchema).min(1).max(100),
  branch: OrderBranchSchema.nullish(),
  merchant: IdSchema.nullish(),
  cityId: IdSchema.nullish(),
  user: OrderUserSchema.nullish(),
  number: z.number().int().positive().nullish(),

  address: OrderAddressSchema.nullish(),
  addressType: AddressInputKindSchema.nullish(),
  pickupValid: z.boolean().nullish(),

  // Timing: immediate, or `later` with a day and time that become deliveryAt (spec §4).
  later: z.boolean().default(false),
  day: IsoDateSchema.nullish(),
  time: TimeOfDaySchema.nullish(),
  day2: IsoDateSchema.nullish(),
  time2: TimeOfDaySchema.nullish(),
  deliveryAt: IsoDateTimeSchema.nullish(),

  comment: z.string().max(ORDER_TEXT_MAX.comment).nullish(),
  courierComment: z.string().max(ORDER_TEXT_MAX.courierComment).nullish(),
  note: z.string().max(ORDER_TEXT_MAX.note).nullish(),
  sendCheque: z.boolean().default(false),
  sendChequePhone: PhoneSchema.nullish(),

  payment: PaymentMethodSchema.nullish(),
  paymentType: PaymentTypeSchema,
  promo: PromoSchema.nullish(),
  promoId: IdSchema.nullish(),
  promoCode: z.string().max(ORDER_TEXT_MAX.promoCode).nullish(),
  cashback: MoneySchema.default(0),
  deliveryPrice: MoneySchema.default(0),
  deliveryDiscount: MoneySchema.default(0),
  totals: OrderRequestTotalsSchema.nullish(),

  deliveryTariffId: IdSchema.nullish(),
  /** Who carries the delivery; cleared for pick-up (spec §5). */
  deliveryType: IntegrationKindSchema.nullish(),
  orderDevice: OrderSourceSchema.default(DEFAULT_ORDER_DEVICE),
  /** Not in the spec's list: the platform the order came through, like the catalogue `type`. */
  source: SourcePlatformSchema.nullish(),

  // Dine-in and venue service.
  hallId: IdSchema.nullish(),
  tableId: IdSchema.nullish(),
  serviceId: IdSchema.nullish(),
  servicePrice: MoneySchema.default(0),
  waiterId: IdSchema.nullish(),
});
export type OrderRequest = z.infer<typeof OrderRequestSchema>;
export type OrderRequestInput = z.input<typeof OrderRequestSchema>;

const instant = IsoDateTimeSchema.nullish();

/** An order as the server answers it: the request plus what happened to it (spec §3). */
export const OrderSchema = OrderRequestSchema.extend({
  id: IdSchema,
  number: z.number().int().positive(),
  merchant: IdSchema,
  branch: OrderBranchSchema,
  /** Full totals, recomputed by the server. */
  totals: OrderTotalsSchema,
  createdDate: IsoDateTimeSchema,
  lastModifiedDate: IsoDateTimeSchema,

  atTime: instant,
  acceptedTime: instant,
  cookingTime: instant,
  readyTime: instant,
  deliveredAt: instant,
  /** Not in the spec's list; the order details screen shows a closing time (spec §2). */
  closedAt: instant,

  isPaid: z.boolean().default(false),
  courierId: IdSchema.nullish(),
  courierPaid: z.boolean().default(false),
  courierStatus: CourierStatusInputSchema,
  operatorId: IdSchema.nullish(),
  eatsId: z.string().nullish(),
  posterOrderId: z.string().nullish(),
  posterErrorMessage: z.string().nullish(),
  /** The customer's grade of the order, 1..5. */
  grade: z.number().int().min(1).max(5).nullish(),
  reason: z.string().nullish(),
  reasonReturn: z.string().nullish(),
  /** Metres from the branch to the address. */
  distance: z.number().nonnegative().nullish(),
  deliveryTypeComment: z.string().nullish(),
});
export type Order = z.infer<typeof OrderSchema>;
