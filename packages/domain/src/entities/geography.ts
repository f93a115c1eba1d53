import { z } from 'zod';
import {
  HexColorSchema,
  IdSchema,
  IsoDateTimeSchema,
  LatitudeValueSchema,
  LongitudeValueSchema,
  LonLatSchema,
  MoneySchema,
} from '../common/scalars.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

export const CitySchema = z.object({
  id: IdSchema,
  name: MultilingualSchema,
  description: z.string().nullable(),
  latitude: LatitudeValueSchema,
  longitude: LongitudeValueSchema,
  isMain: z.boolean(),
  createdDate: IsoDateTimeSchema,
  lastModifiedDate: IsoDateTimeSchema,
});
export type City = z.infer<typeof CitySchema>;

/**
 * An area delivered at one price. The polygon is [longitude, latitude] points (GeoJSON order),
 * at least a triangle, the first point not repeated at the end.
 */
export const DeliveryZoneSchema = z.object({
  id: IdSchema,
  cityId: IdSchema,
  merchantId: IdSchema,
  name: z.string(),
  polygon: z.array(LonLatSchema).min(3),
  color: HexColorSchema,
  price: MoneySchema,
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;
