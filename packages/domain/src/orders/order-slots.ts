import { type Hours, openingState, TASHKENT_OFFSET_MINUTES } from '../branches/opening-hours.js';

// Ordering "later" (spec §4): a day and an HH:MM slot in Asia/Tashkent that becomes deliveryAt.
// Design (docs/decisions/012-checkout-and-orders.md): slots every SLOT_STEP_MINUTES inside the branch's
// work hours; the first slot of a day is the opening time plus the cooking lead time, and today's
// slots also start no earlier than now plus the lead time.

export const SLOT_STEP_MINUTES = 30;
/** Lead time when no product in the basket says how long it cooks. */
export const DEFAULT_COOKING_LEAD_MINUTES = 30;
/** How many days ahead (today included) a customer may schedule an order. */
export const SCHEDULE_DAYS = 3;

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Cooking lead time of a basket: its slowest product's maximum cooking time. */
export function cookingLeadMinutes(products: ReadonlyArray<{ timeCookingMax?: number | null }>): number {
  let lead = 0;
  for (const product of products) lead = Math.max(lead, product.timeCookingMax ?? 0);
  return lead > 0 ? lead : DEFAULT_COOKING_LEAD_MINUTES;
}

/** The instant of wall-clock `time` on `day` (YYYY-MM-DD) in Tashkent. */
export function tashkentInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00.000+05:00`);
}

/** The Tashkent calendar day (YYYY-MM-DD) of an instant. */
export function tashkentDay(instant: Date): string {
  return new Date(instant.getTime() + TASHKENT_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
}

/** Today and the next days a customer may pick, as YYYY-MM-DD in Tashkent. */
export function scheduleDays(now: Date, count = SCHEDULE_DAYS): string[] {
  return Array.from({ length: count }, (_, i) =>
    tashkentDay(new Date(now.getTime() + i * DAY_MINUTES * MINUTE)),
  );
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether the branch is open at `instant` and stays open until at least `instant` (shift start counts). */
export function isOpenAt(workHours: Hours, instant: Date): boolean {
  return openingState(workHours, instant).open;
}

/**
 * The HH:MM slots of `day` at which an order may be placed for, in order. A slot is offered when the
 * branch is open at that minute and has been open for at least the lead time (the kitchen needs it),
 * and, for today, when it is at least the lead time away from `now`.
 */
export function orderSlots(workHours: Hours, day: string, now: Date, leadMinutes: number): string[] {
  const slots: string[] = [];
  const earliest = now.getTime() + leadMinutes * MINUTE;
  for (let minute = 0; minute < DAY_MINUTES; minute += SLOT_STEP_MINUTES) {
    const time = hhmm(minute);
    const at = tashkentInstant(day, time);
    if (at.getTime() < earliest) continue;
    if (!isOpenAt(workHours, at)) continue;
    // Opened at least `leadMinutes` ago: the first slot is the opening time plus the lead time.
    if (!isOpenAt(workHours, new Date(at.getTime() - leadMinutes * MINUTE))) continue;
    slots.push(time);
  }
  return slots;
}

export type ScheduleRefusal = 'SLOT_IN_PAST' | 'SLOT_TOO_FAR' | 'SLOT_OUTSIDE_HOURS';

/** Why `day` + `time` cannot be an order's deliveryAt, or null when it can. */
export function checkScheduledSlot(
  workHours: Hours,
  day: string,
  time: string,
  now: Date,
  leadMinutes: number,
): ScheduleRefusal | null {
  const at = tashkentInstant(day, time);
  if (Number.isNaN(at.getTime())) return 'SLOT_OUTSIDE_HOURS';
  if (at.getTime() < now.getTime() + leadMinutes * MINUTE) return 'SLOT_IN_PAST';
  if (!scheduleDays(now).includes(day)) return 'SLOT_TOO_FAR';
  if (!isOpenAt(workHours, at) || !isOpenAt(workHours, new Date(at.getTime() - leadMinutes * MINUTE)))
    return 'SLOT_OUTSIDE_HOURS';
  return null;
}
