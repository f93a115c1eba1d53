import { z } from 'zod';
import { IdSchema } from '../common/scalars.js';
import { PaymentTypeSchema } from '../enums/payment.js';
import { MultilingualSchema } from '../i18n/multilingual.js';
import { CartItemSchema } from './cart.js';

/** The order shape sent from inside the messaging-app web-bot (spec §3). */
export const WebBotOrderSchema = z.object({
  cartItems: z.array(CartItemSchema).min(1),
  branch: z.object({ id: IdSchema, name: MultilingualSchema.optional() }).nullish(),
  branchId: IdSchema,
  /** Telegram user ids exceed 32 bits but stay far below 2^53, so a JS number holds them. */
  telegramId: z.number().int().positive(),
  merchantId: IdSchema,
  paymentType: PaymentTypeSchema,
  comment: z.string().nullish(),
  promoCode: z.string().nullish(),
  promoId: IdSchema.nullish(),
});
export type WebBotOrder = z.infer<typeof WebBotOrderSchema>;
