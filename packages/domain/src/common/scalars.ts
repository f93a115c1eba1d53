import { z } from 'zod';

// The small value types every entity is built from. Keeping them in one place means a rule
// (money is whole so'm, ids are positive integers) is stated once and cannot drift.

/** The largest PostgreSQL `integer`: every id column is one. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** Database ids: positive integers within PostgreSQL's `integer`, so a huge id is a 400, not a 500. */
export const IdSchema = z.number().int().positive().max(MAX_DATABASE_ID);

/** Money in whole so'm: the sum has no circulating fractions, so floats would only add error. */
export const MoneySchema = z.number().int().nonnegative();

/** A discount percent, 0..100. */
export const PercentSchema = z.number().min(0).max(100);

/** Sort key; lower comes first (spec §9: priority sorting ascending). */
export const PrioritySchema = z.number().int();

/** An instant as an ISO-8601 string, with `Z` or an explicit offset. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date, `YYYY-MM-DD` (birthdays, scheduled order days). */
export const IsoDateSchema = z.iso.date();

/**
 * A wall-clock time `HH:MM` in Asia/Tashkent. A closing time earlier than the opening time means
 * "after midnight" (a bar open 18:00–02:00), so no ordering between the two is enforced here.
 */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:MM');

/** Coordinates inside entities (numbers); query strings use the coercing schemas of api/. */
export const LatitudeValueSchema = z.number().min(-90).max(90);
export const LongitudeValueSchema = z.number().min(-180).max(180);

/** A polygon point in GeoJSON order: [longitude, latitude]. */
export const LonLatSchema = z.tuple([LongitudeValueSchema, LatitudeValueSchema]);

/**
 * A customer's phone, normalised to digits with the country code: `998XXXXXXXXX`.
 * The spec does not show the format (§5); Uzbekistan numbers are 12 digits with 998, and storing
 * one canonical form is what makes "the same phone" lookups and rate limits reliable.
 */
export const PhoneSchema = z.string().regex(/^998\d{9}$/, 'Expected a phone number 998XXXXXXXXX');

/** `#RRGGBB` colours of the merchant branding. */
export const HexColorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Expected a colour #RRGGBB');
