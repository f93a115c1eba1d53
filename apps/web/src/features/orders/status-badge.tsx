import { useT } from '@dastarkhan/client';
import type { OrderStatus, ServiceType } from '@dastarkhan/domain';
import { orderStatusLabel } from '@dastarkhan/domain/client';
import { statusTone } from './order-view';

/** The status as the customer knows it, coloured by where the order stands. */
export function StatusBadge({ status, serviceType }: { status: OrderStatus; serviceType: ServiceType }) {
  const { tx } = useT();
  return (
    <span className={`order-badge order-badge-${statusTone(status)}`}>
      {tx(orderStatusLabel(status, serviceType))}
    </span>
  );
}
