import type { BranchControls } from '@dastarkhan/domain';

// What the toolbar button and the panel say, from the server's controls and the clock (pure).

/** The server's pause if it still holds at `now` (the server drops ended ones; the clock may run past). */
export function livePauseOf(controls: BranchControls, now: number) {
  return controls.pause && Date.parse(controls.pause.until) > now ? controls.pause : null;
}

export function liveBusyOf(controls: BranchControls, now: number) {
  return controls.busy && Date.parse(controls.busy.until) > now ? controls.busy : null;
}

/** "4:59", "1:05:00": the time left, never below zero. */
export function countdown(untilIso: string, now: number): string {
  const total = Math.max(0, Math.ceil((Date.parse(untilIso) - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export type ButtonState =
  | { kind: 'open' }
  /** Some branch paused as a whole (`partial`: only some services); `until` is the soonest end. */
  | { kind: 'paused'; until: string; partial: boolean }
  | { kind: 'busy'; until: string; extraMinutes: number };

/** The loudest state across my branches: a pause beats busy mode, busy mode beats open. */
export function buttonState(list: readonly BranchControls[], now: number): ButtonState {
  const pauses = list.flatMap((c) => {
    const pause = livePauseOf(c, now);
    return pause ? [pause] : [];
  });
  if (pauses.length > 0) {
    const whole = pauses.filter((p) => !p.serviceTypes);
    const shown = (whole.length > 0 ? whole : pauses).map((p) => p.until).sort()[0]!;
    return { kind: 'paused', until: shown, partial: whole.length === 0 };
  }
  const busy = list.flatMap((c) => {
    const b = liveBusyOf(c, now);
    return b ? [b] : [];
  });
  if (busy.length > 0) {
    const first = [...busy].sort((a, b) => a.until.localeCompare(b.until))[0]!;
    return { kind: 'busy', until: first.until, extraMinutes: first.extraMinutes };
  }
  return { kind: 'open' };
}
