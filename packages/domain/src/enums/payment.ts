import { z } from 'zod';

export const PaymentTypeSchema = z.enum(['CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER']);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

/**
 * SMS gateways. PLAY_MOBILE and ESKIZ are the spec's; CONSOLE is ours: in demo mode codes are
 * logged and readable from a dev endpoint instead of being sent (docs/design.md).
 */
export const SmsGatewaySchema = z.enum(['PLAY_MOBILE', 'ESKIZ', 'CONSOLE']);
export type SmsGateway = z.infer<typeof SmsGatewaySchema>;
