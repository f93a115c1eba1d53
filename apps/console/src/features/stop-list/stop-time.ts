// Stop-list times on the Tashkent wall clock (UTC+5 all year), whatever the device's zone.

const OFFSET_MS = 5 * 60 * 60_000;

/** "14:30" today in Tashkent as an instant; tomorrow when that time has already passed. */
export function tashkentTimeToIso(time: string, now: Date): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const local = new Date(now.getTime() + OFFSET_MS);
  let at =
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate(),
      Number(match[1]),
      Number(match[2]),
    ) - OFFSET_MS;
  if (at <= now.getTime()) at += 24 * 60 * 60_000;
  return new Date(at).toISOString();
}

const clock = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Asia/Tashkent',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit' });

/** "14:30", or "14:30, 26.11" when not today in Tashkent. */
export function formatUntil(iso: string, now: Date): string {
  const at = new Date(iso);
  return day.format(at) === day.format(now) ? clock.format(at) : `${clock.format(at)}, ${day.format(at)}`;
}

/** Whether an instant is a midnight in Tashkent: an "until the end of the day" entry. */
export function isEndOfDay(iso: string): boolean {
  return clock.format(new Date(iso)) === '00:00';
}
