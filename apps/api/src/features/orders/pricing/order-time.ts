import {
  checkScheduledSlot,
  cookingLeadMinutes,
  isOpenAt,
  type OrderRequest,
  pauseFor,
  tashkentInstant,
  tashkentTime,
} from '@dastarkhan/domain';
import { AppError } from '../../../http/app-error.js';
import type { FactBranch, OrderFacts } from '../order-facts.js';
import type { PricedItem } from './priced-order.js';

/**
 * When the order is for: null for now (the branch must be open), or the instant of a requested
 * slot of the branch's hours that the cooking lead of its lines still reaches. Either way the
 * branch (or this service at it) must not be paused by staff at that time (decision 021).
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
    const refusal = checkScheduledSlot(hoursOf(branch), request.day, request.time, now, lead);
    if (refusal === 'SLOT_IN_PAST') throw new AppError(422, 'ORDER_TIME_IN_PAST', {}, 'time');
    if (refusal) throw new AppError(422, 'ORDER_TIME_UNAVAILABLE', {}, 'time');
    const at = tashkentInstant(request.day, request.time);
    refusePaused(request, branch, at);
    return at;
  }
  refusePaused(request, branch, now);
  if (!isOpenAt(hoursOf(branch), now)) throw new AppError(422, 'BRANCH_CLOSED', {}, 'branch');
  return null;
}

/** The week and its holidays (issue 17): a closed date refuses like a day off. */
const hoursOf = (branch: FactBranch) => ({ workHours: branch.workHours, holidays: branch.holidays });

function refusePaused(request: OrderRequest, branch: FactBranch, at: Date) {
  const pause = pauseFor(branch.pause, request.serviceType, at);
  if (pause)
    throw new AppError(422, 'BRANCH_PAUSED', { until: tashkentTime(new Date(pause.until)) }, 'branch');
}
