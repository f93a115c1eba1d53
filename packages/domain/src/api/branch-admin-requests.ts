import { z } from 'zod';
import { IdSchema, MoneySchema, PhoneSchema } from '../common/scalars.js';
import { WeekdaySchema } from '../enums/weekday.js';
import { polygonProblem } from '../geo/polygon-check.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { IdParamValueSchema } from './request-primitives.js';
import { coded } from './venue-feedback-requests.js';

// The console's branches, zones, halls and tables (issue 17, decision 028). One schema checks the
// editor's form in the browser and the body on the server; each broken rule carries its own code.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A wall-clock time HH:MM (Tashkent). */
export const ClockTimeSchema = z.string().refine((s) => HHMM.test(s), coded('TIME_INVALID'));

const nonEmpty = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => s.length > 0, coded('REQUIRED_FIELD'))
    .refine((s) => s.length <= max, coded('TEXT_TOO_LONG', { max }));

/** A name in the three languages, none of them empty. */
export const NamesSchema = z.object({ uz: nonEmpty(120), ru: nonEmpty(120), eng: nonEmpty(120) });

const shiftRule = (h: { open: string; close: string; isWorking?: boolean }) =>
  h.isWorking === false || h.open !== h.close;

export const WorkHourInputSchema = z
  .object({ day: WeekdaySchema, open: ClockTimeSchema, close: ClockTimeSchema, isWorking: z.boolean() })
  .refine(shiftRule, { ...coded('HOURS_CLOSE_EQUALS_OPEN'), path: ['close'] });

function realDay(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A date closed, or open at other hours; a closing after midnight runs into the next day. */
export const HolidayInputSchema = z
  .object({
    date: z.string().refine(realDay, coded('HOLIDAY_DATE_INVALID')),
    isWorking: z.boolean(),
    open: ClockTimeSchema.optional(),
    close: ClockTimeSchema.optional(),
  })
  .refine((h) => !h.isWorking || (h.open !== undefined && h.close !== undefined), {
    ...coded('TIME_INVALID'),
    path: ['open'],
  })
  .refine((h) => !h.isWorking || h.open !== h.close, {
    ...coded('HOURS_CLOSE_EQUALS_OPEN'),
    path: ['close'],
  });
export type HolidayInput = z.infer<typeof HolidayInputSchema>;

const latitude = z
  .number()
  .refine((n) => Number.isFinite(n) && n >= -90 && n <= 90, coded('COORDINATES_INVALID'));
const longitude = z
  .number()
  .refine((n) => Number.isFinite(n) && n >= -180 && n <= 180, coded('COORDINATES_INVALID'));

const optionalPhone = z.union([PhoneSchema, z.literal('').transform(() => null), z.null()]).optional();

/** What a branch offers; the rest of its settings stay as they are. */
export const BranchServicesSchema = z.object({
  deliveryEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  dineinEnabled: z.boolean(),
  bookingEnabled: z.boolean(),
});
export type BranchServices = z.infer<typeof BranchServicesSchema>;

/** `POST|PUT /api/users/v1/operator/branches[/{id}]`: the whole branch as the editor sends it. */
export const BranchInputSchema = z
  .object({
    cityId: IdSchema,
    name: NamesSchema,
    address: nonEmpty(300),
    latitude,
    longitude,
    phone: optionalPhone,
    bookingPhone: optionalPhone,
    workHours: z
      .array(WorkHourInputSchema)
      .length(7)
      .refine((days) => new Set(days.map((d) => d.day)).size === 7, coded('VALIDATION_FAILED')),
    holidays: z
      .array(HolidayInputSchema)
      .max(366)
      .refine((list) => new Set(list.map((h) => h.date)).size === list.length, coded('HOLIDAY_DATE_INVALID'))
      .default([]),
    deliveryStart: ClockTimeSchema,
    deliveryEnd: ClockTimeSchema,
    deliveryPrice: MoneySchema.default(0),
    services: BranchServicesSchema,
    prepMinutes: z.number().int().min(1).max(240),
    acceptLimitMinutes: z.number().int().min(1).max(60),
    isActive: z.boolean().default(true),
  })
  .refine((b) => b.deliveryStart !== b.deliveryEnd, {
    ...coded('HOURS_CLOSE_EQUALS_OPEN'),
    path: ['deliveryEnd'],
  });
export type BranchInput = z.input<typeof BranchInputSchema>;
export type BranchInputParsed = z.output<typeof BranchInputSchema>;

/** A branch as the console edits it. */
export const BranchAdminSchema = z.object({
  id: IdSchema,
  cityId: IdSchema,
  name: MultilingualSchema,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  bookingPhone: z.string().nullable(),
  workHours: z.array(
    z.object({ day: WeekdaySchema, open: z.string(), close: z.string(), isWorking: z.boolean() }),
  ),
  holidays: z.array(
    z.object({
      date: z.string(),
      isWorking: z.boolean(),
      open: z.string().optional(),
      close: z.string().optional(),
    }),
  ),
  deliveryStart: z.string(),
  deliveryEnd: z.string(),
  deliveryPrice: MoneySchema,
  services: BranchServicesSchema,
  prepMinutes: z.number().int(),
  acceptLimitMinutes: z.number().int(),
  isActive: z.boolean(),
  isMain: z.boolean(),
});
export type BranchAdmin = z.infer<typeof BranchAdminSchema>;

const price = z
  .number()
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= 10_000_000, coded('ZONE_PRICE_INVALID'));

export const ZoneTariffTypeSchema = z.enum(['FIXED', 'DISTANCE']);

/** [longitude, latitude]; out-of-range points are refused before the shape is judged. */
const ZonePointSchema = z.tuple([longitude, latitude]);

/** `POST|PUT /api/deliveries/v1/operator/zones[/{id}]`. */
export const ZoneInputSchema = z.object({
  cityId: IdSchema,
  name: nonEmpty(80),
  color: z.string().refine((s) => /^#[0-9A-Fa-f]{6}$/.test(s), coded('VALIDATION_FAILED')),
  polygon: z
    .array(ZonePointSchema)
    .max(2000)
    .superRefine((points, ctx) => {
      const problem = polygonProblem(points);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { errorCode: problem } });
    }),
  tariffType: ZoneTariffTypeSchema,
  price,
  pricePerKm: price.nullable().default(null),
  freeFrom: price.nullable().default(null),
  minOrder: price.default(0),
});
export type ZoneInput = z.input<typeof ZoneInputSchema>;

/** A zone as the console and the storefront's map read it. */
export const ZoneSchema = z.object({
  id: IdSchema,
  cityId: IdSchema,
  name: z.string(),
  color: z.string(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
  tariffType: ZoneTariffTypeSchema,
  price: MoneySchema,
  pricePerKm: MoneySchema.nullable(),
  freeFrom: MoneySchema.nullable(),
  minOrder: MoneySchema,
});
export type Zone = z.infer<typeof ZoneSchema>;

export const ZonesQuerySchema = z.object({ cityId: IdParamValueSchema.optional() });

/** `POST|PUT /api/orders/v1/operator/halls[/{id}]`. */
export const HallInputSchema = z.object({ branchId: IdSchema, name: NamesSchema });
export const HallRenameSchema = z.object({ name: NamesSchema });

/** `POST|PUT /api/orders/v1/operator/tables[/{id}]`. */
export const TableInputSchema = z.object({
  hallId: IdSchema,
  name: nonEmpty(40),
  chairs: z.number().int().min(1).max(100),
});
export const TableChangeSchema = z.object({ name: nonEmpty(40), chairs: z.number().int().min(1).max(100) });

export const HallsQuerySchema = z.object({ branchId: IdParamValueSchema });
