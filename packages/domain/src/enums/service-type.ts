import { z } from 'zod';

export { isDeliveryService, SERVICE_TYPE_LABELS } from './service-type-kind.js';

/** How the customer receives the order (spec §1). */
export const ServiceTypeSchema = z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24']);
export type ServiceType = z.infer<typeof ServiceTypeSchema>;
export const SERVICE_TYPES = ServiceTypeSchema.options;
