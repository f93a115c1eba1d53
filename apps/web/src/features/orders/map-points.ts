import type { OrderDetails } from '@dastarkhan/domain';
import { isDeliveryService } from '@dastarkhan/domain/client';

export type OrderPointKind = 'branch' | 'destination' | 'courier';

export interface OrderPoint {
  kind: OrderPointKind;
  lat: number;
  lon: number;
  /** The branch's name, the address line, the courier's name ('' when unknown). */
  title: string;
  subtitle: string;
}

function isPlace(lat: number | null | undefined, lon: number | null | undefined): boolean {
  return (
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    !(lat === 0 && lon === 0)
  );
}

/**
 * The places of an order on its map: the branch, where a delivery goes, and the courier when
 * their position is known. (0, 0) counts as unknown: no branch or customer is in the Gulf of Guinea.
 */
export function orderPoints(
  order: Pick<OrderDetails, 'branchDetails' | 'address' | 'courier' | 'serviceType'>,
  branchName: string,
  /** The branch's address in the page language (branchAddress); default: the typed line. */
  branchLine: string = order.branchDetails.address,
): OrderPoint[] {
  const points: OrderPoint[] = [];
  const branch = order.branchDetails;
  if (isPlace(branch.latitude, branch.longitude)) {
    points.push({
      kind: 'branch',
      lat: branch.latitude,
      lon: branch.longitude,
      title: branchName,
      subtitle: branchLine,
    });
  }
  const address = order.address;
  if (isDeliveryService(order.serviceType) && address && isPlace(address.latitude, address.longitude)) {
    points.push({
      kind: 'destination',
      lat: address.latitude,
      lon: address.longitude,
      title: address.name,
      subtitle: address.description && address.description !== address.name ? address.description : '',
    });
  }
  const courier = order.courier;
  if (courier && isPlace(courier.latitude, courier.longitude)) {
    points.push({
      kind: 'courier',
      lat: courier.latitude as number,
      lon: courier.longitude as number,
      title: courierName(courier),
      subtitle: '',
    });
  }
  return points;
}

export function courierName(courier: NonNullable<OrderDetails['courier']>): string {
  return [courier.firstName, courier.lastName].filter(Boolean).join(' ');
}
