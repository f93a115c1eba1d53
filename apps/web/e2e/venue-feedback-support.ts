// Helpers of the issue 7 journeys (decision 015): orders moved by the demo operator, and the
// interface texts of the reviews, feedback, cashback and vacancy screens.
import type { APIRequestContext } from '@playwright/test';
import { accountMessages } from '../src/i18n/messages/account';
import { ordersMessages } from '../src/i18n/messages/orders';
import { pagesMessages } from '../src/i18n/messages/pages';
import { productMessages } from '../src/i18n/messages/product';
import { venueFeedbackMessages } from '../src/i18n/messages/venue-feedback';
import { moveOrder, staffSession } from './orders-support';
import { registerMessages } from './support';

registerMessages(venueFeedbackMessages);
registerMessages(ordersMessages);
registerMessages(accountMessages);
registerMessages(productMessages);
registerMessages(pagesMessages);

/** The demo operator's session, shared by the run (staff-session.ts). */
export function demoOperator(request: APIRequestContext, demo: number) {
  return staffSession(request, demo);
}

/** Moves an order through the given statuses, one by one, as the operator. */
export async function moveThrough(request: APIRequestContext, demo: number, id: number, path: string[]) {
  const staff = await demoOperator(request, demo);
  for (const status of path) await moveOrder(request, staff, id, status);
}

export const TO_DELIVERED = ['ACCEPTED', 'COOKING', 'DONE', 'DELIVERED'];
export const TO_CLOSED = ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED'];
