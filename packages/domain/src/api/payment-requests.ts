import { z } from 'zod';
import { CARD_NAME_MAX } from '../common/text-limits.js';
import { CardSchema } from '../entities/payment.js';
import { PaymentTypeSchema } from '../enums/payment.js';
import { IdParamValueSchema } from './request-primitives.js';

/** The providers whose money arrives through callbacks (decision 013). */
export const OnlinePaymentTypeSchema = z.enum(['PAYME', 'CLICK', 'UZUM']);
export type OnlinePaymentType = z.infer<typeof OnlinePaymentTypeSchema>;

export function isOnlinePaymentType(type: string): type is OnlinePaymentType {
  return OnlinePaymentTypeSchema.safeParse(type).success;
}

/** Where a payment type may be offered: the merchant payment settings' channel switches. */
export const PaymentChannelSchema = z.enum(['WEB', 'BOT']);
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

/** `GET /payments/v1/methods`: what checkout offers in this channel, in display order. */
export const PaymentMethodsQuerySchema = z.object({ channel: PaymentChannelSchema.default('WEB') });
export const PaymentTypesSchema = z.array(PaymentTypeSchema);

/** `GET /payments/v2/checkout/{id}?provider=`: the provider defaults to the order's payment type. */
export const PaymentCheckoutQuerySchema = z.object({
  provider: OnlinePaymentTypeSchema.optional(),
  /**
   * A path on the tenant's own site to come back to (default: the order's page). Only a path:
   * the server puts the site's origin in front, so the link can never lead elsewhere.
   */
  returnPath: z
    .string()
    .max(300)
    .regex(/^\/(?![/\\])[\w\-./?=&%]*$/, 'Expected a path on this site')
    .optional(),
});

/** Where to send the customer to pay (spec §7 `/payments/v2/checkout/{id}`). */
export const PaymentCheckoutSchema = z.object({
  orderId: z.number().int(),
  provider: OnlinePaymentTypeSchema,
  /** Open this address (a full-page navigation: the provider's own page). */
  url: z.string(),
  /** In so'm, as the provider will show it. */
  amount: z.number().int(),
});
export type PaymentCheckout = z.infer<typeof PaymentCheckoutSchema>;

/** Card number and expiry are passed through to the provider's tokenisation, never stored. */
export const CardCreateRequestSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, 'Expected 16 digits')),
  /** MM/YY or MMYY as printed on the card. */
  expire: z
    .string()
    .transform((value) => value.replace('/', ''))
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\d{2}$/, 'Expected MM/YY')),
  name: z.string().trim().max(CARD_NAME_MAX).optional(),
});
export type CardCreateRequest = z.input<typeof CardCreateRequestSchema>;

/** The card waiting for its SMS code: where the code went and how long to wait before a resend. */
export const CardVerificationSchema = z.object({
  card: CardSchema,
  /** Masked phone the provider sent the code to. */
  phone: z.string(),
  /** Seconds before another code may be asked for. */
  wait: z.number().int().nonnegative(),
});
export type CardVerification = z.infer<typeof CardVerificationSchema>;

export const CardVerifyRequestSchema = z.object({
  code: z.string().regex(/^\d{4,8}$/, 'Expected the SMS code'),
});

export const CardPayRequestSchema = z.object({ orderId: IdParamValueSchema });

export const CardsSchema = z.array(CardSchema);
