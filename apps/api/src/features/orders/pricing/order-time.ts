import {
  checkScheduledSlot,
  cookingLeadMinutes,
  isOpenAt,
  type OrderRequest,
  tashkentInstant,
} from '@dastarkhan/domain';
import { AppError } from '../../../http/app-error.js';
import type { FactBranch, OrderFacts } from '../order-facts.js';
import type { PricedItem } from './priced-order.js';

/**
 * When the order is for: null for now (the branch must be open), or the instant of a requested
 * slot of the branch's hours that the cooking lead of its lines still reaches.
 */
export function orderTime(
  request: OrderRequest,
  facts: OrderFacts,
  branch: FactBranch,
  items: PricedItem[],
  now: Date,
  scheduled: boolean,
): Date | null {
  if (scheduled) {
    if (!request.day) throw new AppError(400, 'REQUIRED_FIELD', { field: 'day' }, 'day');
    if (!request.time) throw new AppError(400, 'REQUIRED_FIELD', { field: 'time' }, 'time');
    const lead = cookingLeadMinutes(items.map((item) => facts.products.get(item.productId)!));
    const refusal = checkScheduledSlot(branch.workHours, request.day, request.time, now, lead);
    if (refusal === 'SLOT_IN_PAST') throw new AppError(422, 'ORDER_TIME_IN_PAST', {}, 'time');
    if (refusal) throw new AppError(422, 'ORDER_TIME_UNAVAILABLE', {}, 'time');
    return tashkentInstant(request.day, request.time);
  }
  if (!isOpenAt(branch.workHours, now)) throw new AppError(422, 'BRANCH_CLOSED', {}, 'branch');
  return null;
}
