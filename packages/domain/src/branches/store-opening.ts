import type { Weekday } from '../enums/weekday.js';
import { livePause, type PauseLike } from './branch-pause.js';
import {
  type Holiday,
  nextOpeningAt,
  type OpeningHours,
  openingState,
  TASHKENT_OFFSET_MINUTES,
  tashkentWeekday,
  weekSchedule,
} from './opening-hours.js';

// Zod-free: the menu, product and basket pages judge it in the browser, on the browser's clock.

/** What of a branch decides whether the restaurant takes orders now. */
export interface StoreBranch {
  id: number;
  cityId: number;
  isActive: boolean;
  workHours: readonly OpeningHours[];
  holidays?: readonly Holiday[] | null;
  open: string;
  close: string;
  pause?: PauseLike | null;
}

/** When the restaurant takes orders again, as the menu says it ("opens tomorrow at 10:00"). */
export interface StoreReopening {
  at: Date;
  day: Weekday;
  /** HH:MM on the Tashkent clock. */
  time: string;
  /** 0 today, 1 tomorrow… (Tashkent calendar days). */
  inDays: number;
}

export type StoreOpening =
  | { open: true }
  | {
      open: false;
      /** Every open branch is paused by staff (decision 021), rather than outside its hours. */
      paused: boolean;
      /** null: no shift ahead (every day off) — nothing to promise. */
      opensAt: StoreReopening | null;
    };

const DAY_MS = 86_400_000;
const localDay = (at: Date) => Math.floor((at.getTime() + TASHKENT_OFFSET_MINUTES * 60_000) / DAY_MS);
const hoursOf = (b: StoreBranch) => ({
  workHours: weekSchedule(b.workHours, { open: b.open, close: b.close }),
  holidays: b.holidays ?? [],
});

/** The instant a branch next takes orders at or after `now` (now itself when it does). */
function takesOrdersFrom(branch: StoreBranch, now: Date): Date | null {
  const hours = hoursOf(branch);
  // Only a pause of the whole branch stops the restaurant; one of a service is checkout's business.
  const pause = livePause(branch.pause, now);
  const from = pause && pause.serviceTypes === null ? new Date(pause.until) : now;
  if (openingState(hours, from).open) return from;
  return nextOpeningAt(hours, from);
}

function reopening(at: Date, now: Date): StoreReopening {
  const local = new Date(at.getTime() + TASHKENT_OFFSET_MINUTES * 60_000);
  return {
    at,
    day: tashkentWeekday(at),
    time: local.toISOString().slice(11, 16),
    inDays: localDay(at) - localDay(now),
  };
}

/**
 * Whether the restaurant takes orders now, and if not, when it does again: judged on the branch
 * the customer chose, else on the active branches of their city (of the whole tenant when the
 * city has none). A restaurant with no such branch is not called closed — there is nothing to
 * promise, and checkout says what is missing.
 */
export function storeOpening(
  branches: readonly StoreBranch[],
  place: { branchId: number | null; cityId: number | null },
  now: Date,
): StoreOpening {
  const active = branches.filter((b) => b.isActive);
  const chosen = active.filter((b) => b.id === place.branchId);
  const inCity = active.filter((b) => b.cityId === place.cityId);
  const scope = chosen.length > 0 ? chosen : inCity.length > 0 ? inCity : active;
  if (scope.length === 0) return { open: true };
  let next: Date | null = null;
  let paused = false;
  for (const branch of scope) {
    const from = takesOrdersFrom(branch, now);
    if (from && from.getTime() <= now.getTime()) return { open: true };
    if (livePause(branch.pause, now)?.serviceTypes === null && openingState(hoursOf(branch), now).open)
      paused = true;
    if (from && (!next || from < next)) next = from;
  }
  return { open: false, paused, opensAt: next ? reopening(next, now) : null };
}
