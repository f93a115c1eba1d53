import type { OrderAddressRow, OrderItemModificationRow } from '@dastarkhan/db';
import type { OrderStatus, OrderTotals } from '@dastarkhan/domain';
import type { FactProduct } from '../order-facts.js';

export interface PricedItem {
  productId: number;
  name: FactProduct['name'];
  costPrice: number;
  discount: number;
  count: number;
  modifications: OrderItemModificationRow[];
  lineTotal: number;
  lineDiscount: number;
  mxicCode: string | null;
}

export interface PricedOrder {
  status: OrderStatus;
  branchId: number;
  cityId: number;
  items: PricedItem[];
  totals: OrderTotals;
  deliveryAt: Date | null;
  distance: number | null;
  deliveryTariffId: number | null;
  promoId: number | null;
  promoCode: string | null;
  address: OrderAddressRow | null;
  hallId: number | null;
  tableId: number | null;
}
