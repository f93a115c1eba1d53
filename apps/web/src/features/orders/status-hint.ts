import type { OrderDetails } from '@dastarkhan/domain';
import { customerVisibleStatus, isDeliveryService } from '@dastarkhan/domain/client';
import type { MessageKey } from '../../i18n/catalog';

/** The line under the big status label: what is happening now, in the customer's words. */
export function statusHint(order: Pick<OrderDetails, 'status' | 'serviceType'>): MessageKey {
  const status = customerVisibleStatus(order.status);
  const flow = isDeliveryService(order.serviceType) ? 'delivery' : 'counter';
  switch (status) {
    case 'DONE':
      return `orders.hint.DONE.${flow}`;
    case 'DELIVERED':
      return `orders.hint.DELIVERED.${flow}`;
    default:
      return `orders.hint.${status}`;
  }
}
