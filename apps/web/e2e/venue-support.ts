// Booking and waiter-call helpers of the end-to-end tests: the demo tenant's bookable branch and
// its tables (from the public API), bookings and acknowledgements made through the API.

import type { APIRequestContext } from '@playwright/test';
import type { ApiSession } from './accounts-support';
import { authHeaders, data } from './orders-support';
import { staffSession } from './staff-session';
import { expect } from './support';

interface BranchRow {
  id: number;
  isMain: boolean;
  name: Record<string, string>;
  settings: { bookingEnabled?: boolean; dineinEnabled?: boolean } | null;
}
export interface HallRow {
  id: number;
  name: Record<'uz' | 'ru' | 'eng', string>;
  tables: Array<{ id: number; name: string; chairs: number }>;
}

/** The main bookable branch of a tenant and its halls with tables. */
export async function bookingPlace(request: APIRequestContext, merchantId: number) {
  const merchant = { merchant: String(merchantId) };
  const branches = await data<BranchRow[]>(
    await request.get('/api/users/v1/branches', { headers: merchant }),
  );
  const branch = branches
    .filter((b) => b.settings?.bookingEnabled)
    .sort((a, b) => Number(b.isMain) - Number(a.isMain))[0];
  if (!branch) throw new Error('no bookable branch');
  const halls = await data<HallRow[]>(
    await request.get(`/api/users/v1/branches/${branch.id}/halls`, { headers: merchant }),
  );
  return { branch, halls };
}

/** Books a table through the API (as another customer would). */
export async function bookThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  body: { branchId: number; tableId: number; day: string; time: string; chairs?: number },
) {
  const response = await request.post('/api/users/v1/reservations', {
    headers: authHeaders(session),
    data: { chairs: 2, ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data;
}

/** The bookable days the server offers (today first). */
export async function bookingDays(request: APIRequestContext, merchantId: number, branchId: number) {
  const response = await request.get(`/api/users/v1/reservations/availability?branchId=${branchId}`, {
    headers: { merchant: String(merchantId) },
  });
  return (await data<{ days: string[] }>(response)).days;
}

/** The demo operator, shared by the run (a phone gets five codes an hour; staff-session.ts). */
export function demoOperator(request: APIRequestContext, merchantId: number, phone: string) {
  return staffSession(request, merchantId, phone);
}

/** The open waiter calls the operator sees, and acknowledging one. */
export async function openCalls(request: APIRequestContext, operator: ApiSession) {
  return data<Array<{ id: number; tableId: number }>>(
    await request.get('/api/orders/v1/operator/waiter-calls?status=OPEN', { headers: authHeaders(operator) }),
  );
}

export async function acknowledgeCall(request: APIRequestContext, operator: ApiSession, id: number) {
  const response = await request.put(`/api/orders/v1/operator/waiter-calls/${id}/ack`, {
    headers: authHeaders(operator),
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A table no other test of this run uses: by language and project (phone/desktop). */
export function tableFor(halls: HallRow[], slot: number) {
  const all = halls.flatMap((hall) => hall.tables.map((table) => ({ ...table, hall })));
  const table = all[slot];
  if (!table) throw new Error(`no table #${slot}`);
  return table;
}
