import { z } from 'zod';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, MoneySchema, PhoneSchema } from '../common/scalars.js';
import { SourcePlatformSchema } from '../enums/channels.js';
import { GenderSchema, UserRoleSchema } from '../enums/people.js';
import { LanguageSchema } from '../i18n/language.js';

/** A user of one merchant (the same phone at two merchants is two users). */
export const UserSchema = z.object({
  id: IdSchema,
  merchantId: IdSchema,
  /** Null for users who came from the messaging-app web-bot and never gave a phone. */
  phone: PhoneSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.email().nullable(),
  image: z.string().nullable(),
  birthday: IsoDateSchema.nullable(),
  gender: GenderSchema.nullable(),
  role: UserRoleSchema,
  /** Cashback balance in so'm, spendable on orders. */
  cashback: MoneySchema,
  language: LanguageSchema.default('uz'),
  isActive: z.boolean(),
  /** The profile's address; only its city is used (startup city choice, spec §4). */
  address: z.object({ cityId: IdSchema.nullable() }).nullable().default(null),
  createdDate: IsoDateTimeSchema,
  lastModifiedDate: IsoDateTimeSchema,
});
export type User = z.infer<typeof UserSchema>;

/**
 * A confirmation code sent by SMS (spec §3): login and phone change. `time` is the code's
 * lifetime in seconds (what the resend timer counts down), `timestamp` when it was sent.
 */
export const PhoneVerificationSchema = z.object({
  id: IdSchema,
  code: z.string().regex(/^\d{4,6}$/, 'Expected a 4–6 digit code'),
  phone: PhoneSchema,
  type: SourcePlatformSchema,
  time: z.number().int().nonnegative(),
  timestamp: IsoDateTimeSchema,
});
export type PhoneVerification = z.infer<typeof PhoneVerificationSchema>;
