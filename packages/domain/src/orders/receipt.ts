import { z } from 'zod';
import { IsoDateTimeSchema } from '../common/scalars.js';
import { PaymentTypeSchema } from '../enums/payment.js';
import { ServiceTypeSchema } from '../enums/service-type.js';
import { MultilingualSchema } from '../i18n/multilingual.js';

// The public receipt of an order (issue 18, decision 034): `GET /api/orders/v1/receipts/{token}`
// and the storefront's `/receipt/:token`. Whoever holds the link may read it, so it carries what a
// paper receipt does and nothing about the customer (no name, phone or address).

/** The unguessable token: 24 characters of base64url (18 random bytes, 144 bits). */
export const RECEIPT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const ReceiptLineSchema = z.object({
  name: MultilingualSchema,
  count: z.number().int(),
  options: z.array(z.object({ name: MultilingualSchema, count: z.number().int() })),
  /** Before its discount, all units and options. */
  lineTotal: z.number().int(),
  lineDiscount: z.number().int(),
  /** The product's MXIK (IKPU) code, when the menu had one. */
  mxik: z.string().nullable(),
});

export const ReceiptPaymentSchema = z.object({
  provider: z.string(),
  /** The provider's transaction id (Payme, Click paydoc, Uzum). */
  transactionId: z.string(),
  paidAt: IsoDateTimeSchema.nullable(),
});

export const ReceiptSchema = z.object({
  merchant: z.object({ name: MultilingualSchema }),
  number: z.number().int(),
  createdDate: IsoDateTimeSchema,
  /** When the order was handed over (DELIVERED) or closed. */
  completedAt: IsoDateTimeSchema.nullable(),
  serviceType: ServiceTypeSchema,
  branch: z.object({
    name: MultilingualSchema,
    address: z.string().nullable(),
    /** The address in each language when the branch has it (else the typed `address` is shown). */
    addressText: MultilingualSchema.nullable(),
    phone: z.string().nullable(),
  }),
  items: z.array(ReceiptLineSchema),
  totals: z.object({
    products: z.number().int(),
    discount: z.number().int(),
    delivery: z.number().int(),
    cashback: z.number().int(),
    total: z.number().int(),
  }),
  payment: z.object({
    type: PaymentTypeSchema,
    isPaid: z.boolean(),
    transactions: z.array(ReceiptPaymentSchema),
  }),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
export type ReceiptLine = z.infer<typeof ReceiptLineSchema>;
