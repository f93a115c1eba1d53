import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, LatitudeValueSchema, LongitudeValueSchema } from '../common/scalars.js';
import { AddressTypeSchema } from '../enums/address.js';

/** What a courier needs at the door (spec §3 "extra details"). All optional. */
export const AddressDetailsSchema = z.object({
  office: z.string().nullable().default(null),
  domophone: z.string().nullable().default(null),
  entrance: z.string().nullable().default(null),
  floor: z.string().nullable().default(null),
  comment: z.string().nullable().default(null),
});
export type AddressDetails = z.infer<typeof AddressDetailsSchema>;

/** A customer's saved address (spec §3). */
export const AddressSchema = z.object({
  id: IdSchema,
  type: AddressTypeSchema,
  /** The line shown to the customer and the courier; required by an order (spec §5). */
  name: z.string().min(1),
  streetName: z.string().nullable(),
  houseNumber: z.string().nullable(),
  details: AddressDetailsSchema,
  description: z.string().nullable(),
  latitude: LatitudeValueSchema,
  longitude: LongitudeValueSchema,
  cityId: IdSchema.nullable(),
  createdDate: IsoDateTimeSchema,
  lastModifiedDate: IsoDateTimeSchema,
});
export type Address = z.infer<typeof AddressSchema>;

/**
 * The address inside an order: a snapshot, so later edits of a saved address do not change a
 * placed order. `id` is the saved address it came from, if any.
 */
export const OrderAddressSchema = AddressSchema.omit({
  id: true,
  createdDate: true,
  lastModifiedDate: true,
}).extend({
  id: IdSchema.nullish(),
  type: AddressTypeSchema.default('HOUSE'),
  streetName: z.string().nullish(),
  houseNumber: z.string().nullish(),
  details: AddressDetailsSchema.default({
    office: null,
    domophone: null,
    entrance: null,
    floor: null,
    comment: null,
  }),
  description: z.string().nullish(),
  cityId: IdSchema.nullish(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;
