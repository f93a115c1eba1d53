import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/scalars.js';
import { CourierWorkStatusSchema } from '../enums/courier-status.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { UserSchema } from './user.js';

/** A merchant's own courier, as the order details screen shows it (spec §3). */
export const CourierSchema = z.object({
  id: IdSchema,
  /** Money the courier holds for the merchant (cash collected), so'm; may go negative. */
  balance: z.number().int(),
  user: UserSchema.pick({ id: true, firstName: true, lastName: true, phone: true, image: true }),
  status: CourierWorkStatusSchema,
  createdDate: IsoDateTimeSchema,
  branch: z.object({ id: IdSchema, name: MultilingualSchema }).nullable(),
});
export type Courier = z.infer<typeof CourierSchema>;
