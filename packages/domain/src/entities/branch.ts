import { z } from 'zod';
import {
  IdSchema,
  IsoDateTimeSchema,
  LatitudeValueSchema,
  LongitudeValueSchema,
  MoneySchema,
  TimeOfDaySchema,
} from '../common/scalars.js';
import { ServiceTypeSchema } from '../enums/service-type.js';
import { WeekdaySchema } from '../enums/weekday.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

/** Opening hours of one weekday; `isWorking: false` is a day off (the "holiday" label). */
export const WorkHourSchema = z.object({
  day: WeekdaySchema,
  open: TimeOfDaySchema,
  close: TimeOfDaySchema,
  isWorking: z.boolean(),
});
export type WorkHour = z.infer<typeof WorkHourSchema>;

/** What a branch offers (spec §3). Service types a branch lacks are not offered from it. */
export const BranchSettingsSchema = z.object({
  bookingEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  dineinEnabled: z.boolean(),
  directorId: IdSchema.nullable(),
  expressEnabled: z.boolean(),
  kitchenEnabled: z.boolean(),
  merchantId: IdSchema,
  payOfficeEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  storageEnabled: z.boolean(),
  yandexEnabled: z.boolean(),
});
export type BranchSettings = z.infer<typeof BranchSettingsSchema>;

/**
 * A branch that staff paused (issue 16): no orders until `until`, for every service type or only
 * the listed ones. Checkout refuses it; the pause ends by itself.
 */
export const BranchPauseSchema = z.object({
  until: IsoDateTimeSchema,
  reason: z.string().nullable(),
  /** null: the whole branch. */
  serviceTypes: z.array(ServiceTypeSchema).nullable(),
});
export type BranchPause = z.infer<typeof BranchPauseSchema>;

export const BranchSchema = z.object({
  id: IdSchema,
  cityId: IdSchema,
  merchantId: IdSchema,
  name: MultilingualSchema,
  longitude: LongitudeValueSchema,
  latitude: LatitudeValueSchema,
  address: z.string(),
  /** The address in each language; null: `address` on every page (decision 051). */
  addressText: MultilingualSchema.nullable(),
  open: TimeOfDaySchema,
  close: TimeOfDaySchema,
  // Ids in point-of-sale systems (Poster, Jowi, iiko): opaque strings of those systems.
  joinPosterId: z.string().nullable(),
  jowiId: z.string().nullable(),
  iikoId: z.string().nullable(),
  phone: z.string().nullable(),
  bookingPhone: z.string().nullable(),
  isActive: z.boolean(),
  isMain: z.boolean(),
  createdDate: IsoDateTimeSchema,
  deleted: z.boolean(),
  lastModifiedDate: IsoDateTimeSchema,
  /** Base delivery price from this branch; delivery zones may price an address differently. */
  deliveryPrice: MoneySchema,
  /** Metres from the point the caller asked about; null when no point was given. */
  distance: z.number().nonnegative().nullable(),
  deliveryStart: TimeOfDaySchema,
  deliveryEnd: TimeOfDaySchema,
  companyId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
  settings: BranchSettingsSchema,
  /** One entry per weekday, MONDAY..SUNDAY. */
  workHours: z.array(WorkHourSchema),
  /** Dates closed or open at other hours (issue 17); "open now" and slots follow them. */
  holidays: z
    .array(
      z.object({
        date: z.string(),
        isWorking: z.boolean(),
        open: TimeOfDaySchema.optional(),
        close: TimeOfDaySchema.optional(),
      }),
    )
    .optional(),
  /** Set while staff have paused the branch or some of its services. */
  pause: BranchPauseSchema.nullable().optional(),
  /** Busy mode: minutes added to every promised time, while it lasts (0: not busy). */
  busyMinutes: z.number().int().nonnegative().optional(),
});
export type Branch = z.infer<typeof BranchSchema>;
