import type { BranchRow } from '@dastarkhan/db';
import {
  type BranchControls,
  type BranchPauseRequest,
  busyMinutesAt,
  nextOpeningAt,
  type OpeningHours,
} from '@dastarkhan/domain';
import { badRequest } from '../../http/app-error.js';
import { pauseOf } from '../branches/index.js';

type ControlsRow = Pick<
  BranchRow,
  'id' | 'pausedUntil' | 'pauseReason' | 'pausedServiceTypes' | 'busyUntil' | 'busyMinutes'
>;

/** What the console shows of a branch: its pause and busy mode, null where they have ended. */
export function toControls(row: ControlsRow, now: Date): BranchControls {
  const extraMinutes = busyMinutesAt(row, now);
  return {
    branchId: row.id,
    pause: pauseOf(row, now),
    busy: extraMinutes > 0 && row.busyUntil ? { until: row.busyUntil.toISOString(), extraMinutes } : null,
  };
}

/** The columns a pause request writes: minutes 0 (and not "until it opens") ends the pause. */
export function pauseColumns(
  request: BranchPauseRequest,
  hours: Pick<BranchRow, 'workHours' | 'holidays'>,
  now: Date,
): Pick<BranchRow, 'pausedUntil' | 'pauseReason' | 'pausedServiceTypes'> {
  let until: Date | null;
  if (request.untilNextOpen) {
    // A closed date (holiday) is skipped: the pause lasts until the branch really opens.
    until = nextOpeningAt({ workHours: hours.workHours as OpeningHours[], holidays: hours.holidays }, now);
    // Open round the clock, or never: there is no "next opening" to wait for.
    if (!until) throw badRequest('VALIDATION_FAILED', 'untilNextOpen');
  } else {
    until = request.minutes > 0 ? new Date(now.getTime() + request.minutes * 60_000) : null;
  }
  if (!until) return { pausedUntil: null, pauseReason: null, pausedServiceTypes: null };
  return {
    pausedUntil: until,
    pauseReason: request.reason?.trim() || null,
    pausedServiceTypes: request.serviceTypes ? [...new Set(request.serviceTypes)] : null,
  };
}
