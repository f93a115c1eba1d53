import type { ApiClient } from '@dastarkhan/client';
import type { TablePlace, WaiterCall } from '@dastarkhan/domain';

/** `GET /users/v1/tables/{id}`: the branch, hall and table of a QR link. */
export const getTablePlace = (api: ApiClient, tableId: number) =>
  api.get<TablePlace>(`/users/v1/tables/${tableId}`);

/** `GET /orders/v1/waiter-calls/current`: the table's open (or just acknowledged) call, or null. */
export const getCurrentCall = (api: ApiClient, tableId: number) =>
  api.get<WaiterCall | null>('/orders/v1/waiter-calls/current', { tableId });

/** `POST /orders/v1/waiter-calls` → the new call (201) or the table's open one (200). */
export const callWaiter = (api: ApiClient, tableId: number) =>
  api.post<WaiterCall>('/orders/v1/waiter-calls', { tableId });
