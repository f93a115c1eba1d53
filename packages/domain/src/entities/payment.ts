import { z } from 'zod';
import { IdSchema } from '../common/scalars.js';
import { PaymentTypeSchema } from '../enums/payment.js';

/** A way to pay offered at checkout (spec §3). */
export const PaymentMethodSchema = z.object({
  id: IdSchema,
  name: z.string(),
  icon: z.string().nullable(),
  title: z.string().nullable(),
  iikoId: z.string().nullable(),
  type: PaymentTypeSchema,
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Which channels may use a payment type. Provider credentials are server-only, not in here. */
export const MerchantPaymentSettingsSchema = z.object({
  id: IdSchema,
  merchantId: IdSchema,
  type: PaymentTypeSchema,
  webEnabled: z.boolean(),
  botEnabled: z.boolean(),
  operatorEnabled: z.boolean(),
  appEnabled: z.boolean(),
  qrEnabled: z.boolean(),
  isActive: z.boolean(),
});
export type MerchantPaymentSettings = z.infer<typeof MerchantPaymentSettingsSchema>;

/**
 * A saved card (spec §3). `number` is always masked (8600 12** **** 3456) once stored, `type`
 * is the payment provider that tokenised it. `cvv`, `code` (the SMS code confirming the card),
 * `phone` and `time` (code lifetime, seconds) belong to the add-card flow: they are never
 * stored, and answers carry them as null.
 */
export const CardSchema = z.object({
  id: IdSchema,
  name: z.string().nullable(),
  number: z.string().min(1),
  /** MM/YY as printed on the card. */
  expire: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expected MM/YY'),
  cvv: z.string().nullable(),
  time: z.number().int().nonnegative().nullable(),
  phone: z.string().nullable(),
  code: z.string().nullable(),
  isVerified: z.boolean(),
  type: PaymentTypeSchema,
});
export type Card = z.infer<typeof CardSchema>;
