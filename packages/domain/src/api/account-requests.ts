import { z } from 'zod';
import {
  IdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  LatitudeValueSchema,
  LongitudeValueSchema,
  MoneySchema,
  PercentSchema,
  PhoneSchema,
} from '../common/scalars.js';
import { ADDRESS_TEXT_MAX, USER_TEXT_MAX } from '../common/text-limits.js';
import { UserSchema } from '../entities/user.js';
import { AddressTypeSchema } from '../enums/address.js';
import { UnitSchema } from '../enums/catalogue.js';
import { GenderSchema } from '../enums/people.js';
import { LanguageSchema } from '../i18n/language.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

/**
 * A phone as people type it — "+998 (90) 123-45-67", "90 123 45 67" — normalised to the stored
 * form `998XXXXXXXXX`. Nine digits are taken as a local number and get the country code.
 */
export const PhoneInputSchema = z
  .string()
  .max(32)
  .transform((raw) => {
    const digits = raw.replace(/\D/g, '');
    return digits.length === 9 ? `998${digits}` : digits;
  })
  .pipe(PhoneSchema);

/** Six digits, as the SMS carries them. */
export const OtpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Expected the 6-digit code');

export const OtpRequestSchema = z.object({ phone: PhoneInputSchema });
export type OtpRequest = z.infer<typeof OtpRequestSchema>;

export const OtpVerifySchema = z.object({ phone: PhoneInputSchema, code: OtpCodeSchema });
export type OtpVerify = z.infer<typeof OtpVerifySchema>;

/** What the login screen needs to run its resend timer. */
export const OtpSentSchema = z.object({
  phone: PhoneSchema,
  expiresInSeconds: z.number().int().positive(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

/** A new session: `POST users/v1/auth/otp/verify`, `webbot/v1/users/token`. */
export const SignedInSchema = z.strictObject({ token: z.string().min(1), user: UserSchema });
export type SignedIn = z.infer<typeof SignedInSchema>;

/** `POST users/v1/users/logout` and `webbot/v1/users/logout`: the token is revoked. */
export const LoggedOutSchema = z.strictObject({ loggedOut: z.literal(true) });
export type LoggedOut = z.infer<typeof LoggedOutSchema>;

/** `DELETE users/v1/users` (the account) and `DELETE users/v1/addresses/{id}`. */
export const DeletedSchema = z.strictObject({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof DeletedSchema>;

/** `GET dev/v1/sms-outbox` (demo mode only): what the console SMS gateway "sent", newest first. */
export const SmsOutboxSchema = z.array(
  z.strictObject({
    merchantId: IdSchema,
    phone: PhoneSchema,
    text: z.string(),
    createdAt: IsoDateTimeSchema,
  }),
);
export type SmsOutbox = z.infer<typeof SmsOutboxSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * `PUT users/v1/users/{id}`: the fields a customer may change about themselves. Role, merchant,
 * phone, cashback and activity are not in it, so they cannot be changed through it whatever the
 * body says (unknown keys are dropped).
 */
export const UserUpdateSchema = z.object({
  firstName: optionalText(USER_TEXT_MAX.firstName),
  lastName: optionalText(USER_TEXT_MAX.lastName),
  email: z
    .string()
    .trim()
    .max(USER_TEXT_MAX.email)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email().nullable()),
  gender: GenderSchema.nullish().transform((v) => v ?? null),
  birthday: IsoDateSchema.nullish()
    .transform((v) => v ?? null)
    .refine((v) => v === null || isPlausibleBirthday(v), 'Expected a birthday in the past, after 1900'),
  language: LanguageSchema.optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

function isPlausibleBirthday(date: string): boolean {
  return date >= '1900-01-01' && date <= new Date().toISOString().slice(0, 10);
}

/** `PUT users/v1/users/phone`: spec §7 body phone, type (WEB). */
export const PhoneChangeRequestSchema = z.object({
  phone: PhoneInputSchema,
  type: z.enum(['WEB', 'TG']).default('WEB'),
});

/** `PUT users/v1/users/phone/verify`: the verification record's fields (spec §3). */
export const PhoneChangeVerifySchema = z.object({ phone: PhoneInputSchema, code: OtpCodeSchema });

/** `POST /webbot/v1/users/token` and `/auth`: the raw `Telegram.WebApp.initData` string. */
export const WebBotInitDataSchema = z.object({ initData: z.string().min(1).max(4096) });

/** A saved address as the customer writes it (`/profile/address/create`, spec §3). */
export const AddressInputSchema = z.object({
  type: AddressTypeSchema.default('HOUSE'),
  name: z.string().trim().min(1).max(ADDRESS_TEXT_MAX.name),
  streetName: optionalText(ADDRESS_TEXT_MAX.streetName),
  houseNumber: optionalText(ADDRESS_TEXT_MAX.houseNumber),
  office: optionalText(ADDRESS_TEXT_MAX.office),
  domophone: optionalText(ADDRESS_TEXT_MAX.domophone),
  entrance: optionalText(ADDRESS_TEXT_MAX.entrance),
  floor: optionalText(ADDRESS_TEXT_MAX.floor),
  comment: optionalText(ADDRESS_TEXT_MAX.comment),
  description: optionalText(ADDRESS_TEXT_MAX.description),
  latitude: LatitudeValueSchema,
  longitude: LongitudeValueSchema,
  cityId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const FavouriteToggleSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  isFavourite: z.boolean(),
});

/** One row of `GET products/v1/favourite/all`: enough of the product to show its card. */
export const FavouriteItemSchema = z.strictObject({
  productId: IdSchema,
  createdDate: IsoDateTimeSchema,
  product: z.strictObject({
    id: IdSchema,
    name: MultilingualSchema,
    image: z.string().nullable(),
    costPrice: MoneySchema,
    discount: PercentSchema,
    unit: UnitSchema,
    measure: z.number().nonnegative().nullable(),
    active: z.boolean(),
  }),
});
export type FavouriteItem = z.infer<typeof FavouriteItemSchema>;

/** The answer of `PUT products/v1/favourite`: the product's state after the call. */
export const FavouriteStateSchema = z.strictObject({ productId: IdSchema, isFavourite: z.boolean() });
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;
