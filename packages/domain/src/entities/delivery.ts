import { z } from 'zod';
import { IdSchema, LatitudeValueSchema, LongitudeValueSchema, MoneySchema } from '../common/scalars.js';

/** Ask for the delivery price of an address (spec §7 tariff calculate). */
export const TariffRequestSchema = z.object({
  productPrice: MoneySchema,
  /** Metres from the branch, as the client measured it; the server may recompute it. */
  distance: z.number().nonnegative(),
  branchId: IdSchema,
  longitude: LongitudeValueSchema,
  latitude: LatitudeValueSchema,
  address: z.string(),
  cityId: IdSchema,
});
export type TariffRequest = z.infer<typeof TariffRequestSchema>;

/**
 * The client reads only `price` (spec §7). `deliveryTariffId` names the zone/tariff that priced
 * it, so the order can refer to it; null when the branch's base price applied.
 */
export const TariffResponseSchema = z.object({
  price: MoneySchema,
  deliveryTariffId: IdSchema.nullable(),
});
export type TariffResponse = z.infer<typeof TariffResponseSchema>;
