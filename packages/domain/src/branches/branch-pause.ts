// Zod-free: the storefront reads a branch's pause in the browser (checkout is a route chunk).

/** A pause as the public branch answer carries it (BranchPauseSchema). */
export interface PauseLike {
  until: string;
  reason: string | null;
  /** null: the whole branch. */
  serviceTypes: readonly string[] | null;
}

/** The pause while it lasts; null once `until` has passed (a pause ends by itself). */
export function livePause<P extends { until: string | Date }>(
  pause: P | null | undefined,
  now: Date,
): P | null {
  if (!pause) return null;
  return new Date(pause.until).getTime() > now.getTime() ? pause : null;
}

/** The pause that stops orders of this service type at `now`, if any. */
export function pauseFor<P extends PauseLike>(
  pause: P | null | undefined,
  serviceType: string,
  now: Date,
): P | null {
  const live = livePause(pause, now);
  if (!live) return null;
  return live.serviceTypes === null || live.serviceTypes.includes(serviceType) ? live : null;
}

/** Busy mode: the minutes added to promised times at `now` (0 once `busyUntil` has passed). */
export function busyMinutesAt(
  branch: { busyUntil: Date | string | null; busyMinutes: number },
  now: Date,
): number {
  if (!branch.busyUntil || branch.busyMinutes <= 0) return 0;
  return new Date(branch.busyUntil).getTime() > now.getTime() ? branch.busyMinutes : 0;
}
