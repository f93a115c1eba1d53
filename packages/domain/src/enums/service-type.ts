import { z } from 'zod';
import type { Multilingual } from '../i18n/multilingual.js';

/** How the customer receives the order (spec §1). */
export const ServiceTypeSchema = z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24']);
export type ServiceType = z.infer<typeof ServiceTypeSchema>;
export const SERVICE_TYPES = ServiceTypeSchema.options;

/**
 * Service types where the order travels to the customer. Pick-up and dine-in have no delivery,
 * so their delivery price and discount are zero (spec §5) and they never go ON_WAY.
 */
export function isDeliveryService(serviceType: ServiceType): boolean {
  return serviceType !== 'PICK_UP' && serviceType !== 'DINE_IN';
}

export const SERVICE_TYPE_LABELS: Record<ServiceType, Multilingual> = {
  DELIVERY: { uz: 'Yetkazib berish', ru: 'Доставка', eng: 'Delivery' },
  PICK_UP: { uz: 'Olib ketish', ru: 'Самовывоз', eng: 'Pick-up' },
  // "Ichkarida" is the spec's own label (§1).
  DINE_IN: { uz: 'Ichkarida', ru: 'В заведении', eng: 'Dine-in' },
  YANDEX_EATS: { uz: 'Yandex Eda', ru: 'Яндекс Еда', eng: 'Yandex Eats' },
  EXPRESS_24: { uz: 'Express 24', ru: 'Express 24', eng: 'Express 24' },
};
