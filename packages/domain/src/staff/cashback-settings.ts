import { z } from 'zod';
import { PaymentTypeSchema } from '../enums/payment.js';
import { ServiceTypeSchema } from '../enums/service-type.js';

/**
 * The console's cashback settings (`GET|PUT /api/users/v1/operator/cashback`, decision 026):
 * on/off (settings `cashbackActive`), the percent of what a closed order paid (merchants
 * `cashback_rate`), and which orders earn it — by service type and by payment type (settings
 * `cashbackServiceTypes` / `cashbackPaymentTypes`); an order earns when both lists hold its types.
 */
export const CashbackSettingsSchema = z.object({
  isActive: z.boolean(),
  percent: z.number().int(),
  serviceTypes: z.array(ServiceTypeSchema),
  paymentTypes: z.array(PaymentTypeSchema),
});
export type CashbackSettings = z.infer<typeof CashbackSettingsSchema>;

/** The highest percent a merchant may give back: more would be a typo, not a policy. */
export const CASHBACK_PERCENT_MAX = 50;
