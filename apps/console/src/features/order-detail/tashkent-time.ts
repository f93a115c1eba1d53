/** Tashkent is UTC+5 all year (no daylight saving), so the clock is read by hand: same digits everywhere. */
const OFFSET_MS = 5 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

function parts(iso: string) {
  const d = new Date(new Date(iso).getTime() + OFFSET_MS);
  return {
    date: `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

/** "19:30" on the Tashkent clock. */
export const tashkentTime = (iso: string) => parts(iso).time;

/** "25.11.2026 19:30" on the Tashkent clock. */
export function tashkentDateTime(iso: string): string {
  const { date, time } = parts(iso);
  return `${date} ${time}`;
}

/** Whole minutes from `iso` to `now`, never negative. */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
}
