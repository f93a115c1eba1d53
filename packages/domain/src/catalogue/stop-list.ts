import { TASHKENT_OFFSET_MINUTES } from '../branches/opening-hours.js';

// The stop-list's clock rules (issue 16, decision 021): pure, so the API's menu, its order
// checks and their tests agree on when an entry counts.

/** An entry counts until its `until` (null: until staff turn it back). */
export function stopCounts(until: Date | string | null, now: Date): boolean {
  return until === null || new Date(until).getTime() > now.getTime();
}

/** The next midnight on the Tashkent wall clock after `now`: "until the end of the day". */
export function endOfTashkentDay(now: Date): Date {
  const offset = TASHKENT_OFFSET_MINUTES * 60_000;
  const local = new Date(now.getTime() + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(midnight - offset);
}

/** The instant a change's `until` names: END_OF_DAY, an ISO time, or null (until turned back). */
export function stopUntil(until: string | null | undefined, now: Date): Date | null {
  if (until === null || until === undefined) return null;
  return until === 'END_OF_DAY' ? endOfTashkentDay(now) : new Date(until);
}

/**
 * The earliest `until` still ahead of `now`: a menu built from these entries is right until then
 * and must be rebuilt after (null: no entry ends by itself).
 */
export function earliestStopEnd(untils: ReadonlyArray<Date | string | null>, now: Date): Date | null {
  let earliest: number | null = null;
  for (const until of untils) {
    if (until === null) continue;
    const at = new Date(until).getTime();
    if (at > now.getTime() && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest === null ? null : new Date(earliest);
}
