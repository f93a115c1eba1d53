import type { OrderAddressRow } from '@dastarkhan/db';
import {
  deliversAt,
  deliveryTariff,
  isDeliveryService,
  type OrderRequest,
  prepareOrderAddress,
} from '@dastarkhan/domain';
import { AppError } from '../../../http/app-error.js';
import type { FactBranch, OrderFacts } from '../order-facts.js';
import { tariffRefusal } from './tariff-refusal.js';

export interface OrderDestination {
  deliveryPrice: number;
  distance: number | null;
  deliveryTariffId: number | null;
  address: OrderAddressRow | null;
  hallId: number | null;
  tableId: number | null;
}

const AT_THE_BRANCH: OrderDestination = {
  deliveryPrice: 0,
  distance: null,
  deliveryTariffId: null,
  address: null,
  hallId: null,
  tableId: null,
};

/**
 * Where the order goes: a delivery needs an address inside a zone (its tariff is the delivery
 * price), within delivery hours at `at`; dine-in a table of the branch; pick-up nothing.
 */
export function orderDestination(
  request: OrderRequest,
  facts: OrderFacts,
  branch: FactBranch,
  at: Date,
  productPrice: number,
): OrderDestination {
  if (isDeliveryService(request.serviceType)) {
    if (!request.address) throw new AppError(422, 'NO_ADDRESS', {}, 'address');
    if (!deliversAt(branch, at))
      throw new AppError(
        422,
        'DELIVERY_HOURS',
        { start: branch.deliveryStart, end: branch.deliveryEnd },
        'time',
      );
    const tariff = deliveryTariff(facts.zones, branch, request.address, productPrice);
    if (!tariff.ok) throw tariffRefusal(tariff, 'address');
    const prepared = prepareOrderAddress(request.address);
    return {
      ...AT_THE_BRANCH,
      deliveryPrice: tariff.price,
      distance: tariff.distance,
      deliveryTariffId: tariff.zoneId,
      address: {
        name: prepared.name,
        type: prepared.type,
        streetName: prepared.streetName ?? null,
        houseNumber: prepared.houseNumber ?? null,
        description: prepared.description,
        office: prepared.details.office ?? null,
        domophone: prepared.details.domophone ?? null,
        entrance: prepared.details.entrance ?? null,
        floor: prepared.details.floor ?? null,
        comment: prepared.details.comment ?? null,
        latitude: prepared.latitude,
        longitude: prepared.longitude,
      },
    };
  }
  if (request.serviceType === 'DINE_IN') {
    if (!request.tableId) throw new AppError(400, 'REQUIRED_FIELD', { field: 'tableId' }, 'tableId');
    const table = facts.table;
    if (!table || table.branchId !== branch.id || (request.hallId && request.hallId !== table.hallId))
      throw new AppError(404, 'TABLE_NOT_FOUND', {}, 'tableId');
    return { ...AT_THE_BRANCH, hallId: table.hallId, tableId: table.id };
  }
  return { ...AT_THE_BRANCH };
}
