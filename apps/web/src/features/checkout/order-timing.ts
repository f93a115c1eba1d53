import { orderSlots, scheduleDays, tashkentInstant, withinDeliveryHours } from '@dastarkhan/domain/client';
import { type CheckoutBranch, hoursOf } from './branch-choices';
import type { CheckoutService } from './checkout-draft';

export interface ScheduleDay {
  /** YYYY-MM-DD in Tashkent. */
  day: string;
  /** HH:MM slots the order may be placed for. */
  slots: string[];
}

/**
 * The days and slots a "later" order can choose from at this branch (decision 012): today and the
 * next two days, 30-minute slots inside work hours after the cooking lead time; deliveries also
 * inside the branch's delivery hours.
 */
export function scheduleFor(
  branch: Pick<CheckoutBranch, 'workHours' | 'holidays' | 'open' | 'close' | 'deliveryStart' | 'deliveryEnd'>,
  serviceType: CheckoutService,
  now: Date,
  leadMinutes: number,
): ScheduleDay[] {
  const hours = hoursOf(branch);
  return scheduleDays(now).map((day) => ({
    day,
    slots: orderSlots(hours, day, now, leadMinutes).filter(
      (time) =>
        serviceType !== 'DELIVERY' || withinDeliveryHours(time, branch.deliveryStart, branch.deliveryEnd),
    ),
  }));
}

/**
 * The chosen day and time while they are still offered; otherwise the first day with a slot and
 * its first slot (a time that has passed, or a branch change, never leaves a stale choice).
 */
export function settleSlot(
  schedule: readonly ScheduleDay[],
  day: string | null,
  time: string | null,
): { day: string | null; time: string | null } {
  const chosenDay = schedule.find((d) => d.day === day && d.slots.length > 0);
  if (chosenDay) {
    return { day: chosenDay.day, time: time && chosenDay.slots.includes(time) ? time : chosenDay.slots[0]! };
  }
  const first = schedule.find((d) => d.slots.length > 0);
  return first ? { day: first.day, time: first.slots[0]! } : { day: null, time: null };
}

/** The instant of the order for branch checks: now, or the chosen slot. */
export function orderInstant(
  later: boolean,
  day: string | null,
  time: string | null,
  now: Date,
): Date | null {
  if (!later) return now;
  return day && time ? tashkentInstant(day, time) : null;
}
