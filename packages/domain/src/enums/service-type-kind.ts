import type { Multilingual } from '../i18n/multilingual.js';
import type { ServiceType } from './service-type.js';

// Zod-free, so checkout can use these without shipping zod to the browser.
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
