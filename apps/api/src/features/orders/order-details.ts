import type { BranchRow, OrderEventRow, OrderItemRow, OrderRow } from '@dastarkhan/db';
import {
  type CourierStatus,
  canTransition,
  type MerchantSettings,
  type OrderCourier,
  type OrderDetails,
  type OrderHistoryEntry,
  type OrderStatus,
  type ServiceType,
} from '@dastarkhan/domain';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** A Tashkent wall-clock day and time of an instant, for the request's `day`/`time` fields. */
const tashkentParts = (value: Date) => {
  const local = new Date(value.getTime() + 5 * 60 * 60_000).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
};

export function toHistoryEntry(row: OrderEventRow): OrderHistoryEntry {
  return {
    id: row.id,
    type: row.type as OrderHistoryEntry['type'],
    fromStatus: (row.fromStatus as OrderStatus | null) ?? null,
    toStatus: (row.toStatus as OrderStatus | null) ?? null,
    courierStatus: ((row.payload?.courierStatus as CourierStatus | undefined) ??
      null) as CourierStatus | null,
    createdDate: row.createdDate.toISOString(),
  };
}

/** Whether the customer may cancel the order now: the tenant allows it and the status machine does. */
export function isCancellable(
  row: Pick<OrderRow, 'status' | 'serviceType'>,
  settings: MerchantSettings,
): boolean {
  return (
    settings.cancelOrderActive &&
    canTransition(row.status as OrderStatus, 'CANCELED', {
      serviceType: row.serviceType as ServiceType,
      actor: 'CUSTOMER',
    })
  );
}

export function toDetails(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  branch: Pick<BranchRow, 'id' | 'name' | 'address' | 'addressText' | 'phone' | 'latitude' | 'longitude'>,
  courier: OrderCourier | null,
  settings: MerchantSettings,
  /** Current photos of the products (the order keeps names and prices, not pictures). */
  images: ReadonlyMap<number, string | null> = new Map(),
): OrderDetails {
  const scheduled = row.deliveryAt ? tashkentParts(row.deliveryAt) : null;
  const totals = {
    productPrice: row.productPrice,
    productDiscount: row.productDiscount,
    productCount: row.productCount,
    totalProductPrice: row.totalProductPrice,
    totalProductDiscount: row.totalProductDiscount,
    deliveryPrice: row.deliveryPrice,
    deliveryDiscount: row.deliveryDiscount,
    cashback: row.cashback,
    totalDiscount: row.totalDiscount,
    totalPrice: row.totalPrice,
  };
  return {
    id: row.id,
    number: row.number,
    merchant: row.merchantId,
    serviceType: row.serviceType as OrderDetails['serviceType'],
    status: row.status as OrderStatus,
    cartItems: items.map((item) => ({
      product: {
        id: item.productId ?? 0,
        name: item.name,
        image: item.productId ? (images.get(item.productId) ?? null) : null,
        costPrice: item.costPrice,
        discount: item.discount,
        count: item.count,
        productBranch: [],
      },
      modifications: item.modifications.map((m) => ({
        id: m.id,
        groupId: m.groupId,
        name: m.name,
        count: m.count,
        price: m.price,
      })),
    })),
    branch: { id: branch.id, name: branch.name },
    branchDetails: {
      id: branch.id,
      name: branch.name,
      address: branch.address,
      addressText: branch.addressText ?? null,
      phone: branch.phone,
      latitude: branch.latitude,
      longitude: branch.longitude,
    },
    cityId: row.cityId,
    user: null,
    address: row.address
      ? {
          type: row.address.type as 'HOUSE' | 'APARTMENT',
          name: row.address.name,
          streetName: row.address.streetName ?? null,
          houseNumber: row.address.houseNumber ?? null,
          details: {
            office: row.address.office ?? null,
            domophone: row.address.domophone ?? null,
            entrance: row.address.entrance ?? null,
            floor: row.address.floor ?? null,
            comment: row.address.comment ?? null,
          },
          description: row.address.description ?? null,
          latitude: row.address.latitude,
          longitude: row.address.longitude,
          cityId: row.cityId,
        }
      : null,
    later: row.deliveryAt !== null,
    day: scheduled?.day ?? null,
    time: scheduled?.time ?? null,
    deliveryAt: iso(row.deliveryAt),
    comment: row.comment,
    courierComment: row.courierComment,
    note: row.note,
    sendCheque: row.sendCheque,
    sendChequePhone: row.sendChequePhone,
    paymentType: row.paymentType as OrderDetails['paymentType'],
    promoId: row.promoId,
    promoCode: row.promoCode,
    cashback: row.cashback,
    deliveryPrice: row.deliveryPrice,
    deliveryDiscount: row.deliveryDiscount,
    totals,
    deliveryTariffId: row.deliveryTariffId,
    deliveryType: (row.deliveryType as OrderDetails['deliveryType']) ?? null,
    orderDevice: row.orderDevice as OrderDetails['orderDevice'],
    source: row.source as OrderDetails['source'],
    hallId: row.hallId,
    tableId: row.tableId,
    servicePrice: 0,
    createdDate: row.createdDate.toISOString(),
    lastModifiedDate: row.lastModifiedDate.toISOString(),
    atTime: iso(row.deliveryAt),
    acceptedTime: iso(row.acceptedTime),
    cookingTime: iso(row.cookingTime),
    readyTime: iso(row.readyTime),
    deliveredAt: iso(row.deliveredAt),
    closedAt: iso(row.closedAt),
    isPaid: row.isPaid,
    courierId: row.courierId,
    courierPaid: row.courierPaid,
    courierStatus: (row.courierStatus as CourierStatus | null) ?? 'NONE',
    operatorId: row.operatorId,
    eatsId: row.eatsId,
    posterOrderId: row.posterOrderId,
    posterErrorMessage: row.posterErrorMessage,
    reason: row.reason,
    reasonReturn: row.reasonReturn,
    distance: row.distance,
    history: events.map(toHistoryEntry),
    courier,
    cancellable: isCancellable(row, settings),
    prepMinutes: row.prepMinutes,
    promisedAt: iso(row.promisedAt),
    // The latest event's id: every change writes one, so staff can tell a stale view.
    version: events.reduce((max, e) => Math.max(max, e.id), 0),
    refund: (row.refund as OrderDetails['refund']) ?? null,
  };
}
