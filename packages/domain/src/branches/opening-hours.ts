import type { WorkHour } from '../entities/branch.js';
import type { Weekday } from '../enums/weekday.js';

// Zod-free on purpose: the storefront re-evaluates the badge in the browser every minute.

/** Monday first (spec §3 "MONDAY..SUNDAY"); the index is the day's place in the week. */
export const WEEK_ORDER = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const satisfies readonly Weekday[];

/** Asia/Tashkent is UTC+5 all year (no daylight saving since 1992), so a fixed offset is exact. */
export const TASHKENT_OFFSET_MINUTES = 5 * 60;

const DAY = 24 * 60;
const WEEK = 7 * DAY;

export type OpeningHours = Pick<WorkHour, 'day' | 'open' | 'close' | 'isWorking'>;

/**
 * A date (YYYY-MM-DD, Tashkent) that does not follow its weekday (issue 17): closed, or open at
 * other hours. `isWorking` without hours keeps the weekday's.
 */
export interface Holiday {
  date: string;
  isWorking: boolean;
  open?: string;
  close?: string;
}

/** A branch's hours: its week, and the dates that differ from it. */
export interface BranchHours {
  workHours: readonly OpeningHours[];
  holidays?: readonly Holiday[] | null;
}

/** Every rule on opening hours takes the plain week (older callers) or the week with its holidays. */
export type Hours = readonly OpeningHours[] | BranchHours;

function partsOf(hours: Hours): { workHours: readonly OpeningHours[]; holidays: readonly Holiday[] } {
  if (Array.isArray(hours)) return { workHours: hours as readonly OpeningHours[], holidays: [] };
  const branch = hours as BranchHours;
  return { workHours: branch.workHours, holidays: branch.holidays ?? [] };
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the Tashkent calendar date `YYYY-MM-DD` (NaN when malformed). */
function dayNumberOf(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) ? Number.NaN : Math.round(ms / DAY_MS);
}

export interface OpeningState {
  open: boolean;
  /** While open: the wall-clock time the current shift ends ('02:00' for a shift past midnight). */
  closesAt?: string;
  /** While closed: when the next shift starts; `inDays` 0 is today, 1 tomorrow. */
  opensAt?: { day: Weekday; time: string; inDays: number };
  /** The weekday in Tashkent at `now`, e.g. to highlight today's row of the schedule. */
  today: Weekday;
}

function minutesOf(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

function timeOf(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes since Monday 00:00 of the current Tashkent week. */
function minuteOfWeek(now: Date): number {
  const local = new Date(now.getTime() + TASHKENT_OFFSET_MINUTES * 60_000);
  const mondayFirst = (local.getUTCDay() + 6) % 7;
  return mondayFirst * DAY + local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** The weekday it is in Tashkent at `now`. */
export function tashkentWeekday(now: Date): Weekday {
  return WEEK_ORDER[Math.floor(minuteOfWeek(now) / DAY)] as Weekday;
}

/**
 * The shifts of last, this and next week as [start, end) in minutes of this week (the week of
 * `now`), merged where they touch (Friday 10:00–02:00 followed by Saturday 02:00–… is one
 * stretch). A holiday replaces its date's shift: none when closed, its own hours when it has them.
 */
function shifts(hours: Hours, now: Date): Array<[number, number]> {
  const { workHours, holidays } = partsOf(hours);
  const localDay = Math.floor((now.getTime() + TASHKENT_OFFSET_MINUTES * 60_000) / DAY_MS);
  const monday = localDay - Math.floor(minuteOfWeek(now) / DAY);
  const byOffset = new Map<number, Holiday>();
  for (const holiday of holidays) {
    const offset = dayNumberOf(holiday.date) - monday;
    if (offset >= -7 && offset < 14) byOffset.set(offset, holiday);
  }
  const raw: Array<[number, number]> = [];
  for (let offset = -7; offset < 14; offset++) {
    const weekday = WEEK_ORDER[((offset % 7) + 7) % 7]!;
    const usual = workHours.find((h) => h.day === weekday);
    const holiday = byOffset.get(offset);
    let shift: { open: string; close: string } | null = usual?.isWorking ? usual : null;
    if (holiday && !holiday.isWorking) shift = null;
    else if (holiday?.open && holiday.close) shift = { open: holiday.open, close: holiday.close };
    if (!shift) continue;
    const open = minutesOf(shift.open);
    const close = minutesOf(shift.close);
    // A close at or before the open is on the next day; equal times are a 24-hour shift.
    const length = close > open ? close - open : close - open + DAY;
    const start = offset * DAY + open;
    raw.push([start, start + length]);
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const shift of raw) {
    const last = merged[merged.length - 1];
    if (last && shift[0] <= last[1]) last[1] = Math.max(last[1], shift[1]);
    else merged.push([shift[0], shift[1]]);
  }
  return merged;
}

/**
 * Whether a branch is open at `now`, evaluated on the Tashkent wall clock: when open, the time it
 * closes; when closed, the day and time it opens next. Days missing from `workHours` or marked
 * `isWorking: false` are days off. A branch open round the clock has no `closesAt`; one with no
 * working day has no `opensAt`.
 */
export function openingState(workHours: Hours, now: Date): OpeningState {
  const minute = minuteOfWeek(now);
  const today = WEEK_ORDER[Math.floor(minute / DAY)] as Weekday;
  const all = shifts(workHours, now);
  const current = all.find(([start, end]) => start <= minute && minute < end);
  if (current) {
    // A stretch longer than a week never ends: open 24/7.
    return current[1] - minute >= WEEK
      ? { open: true, today }
      : { open: true, closesAt: timeOf(current[1]), today };
  }
  const next = all.find(([start]) => start > minute);
  if (!next) return { open: false, today };
  const dayIndex = Math.floor(next[0] / DAY);
  return {
    open: false,
    opensAt: {
      day: WEEK_ORDER[((dayIndex % 7) + 7) % 7] as Weekday,
      time: timeOf(next[0]),
      inDays: dayIndex - Math.floor(minute / DAY),
    },
    today,
  };
}

/**
 * Seven rows, Monday first, for a schedule table. A branch without per-day hours falls back to its
 * single `open`/`close` every day (older records carry only those two fields).
 */
export function weekSchedule(
  workHours: readonly OpeningHours[],
  fallback?: { open: string; close: string },
): OpeningHours[] {
  return WEEK_ORDER.map((day) => {
    const found = workHours.find((hours) => hours.day === day);
    if (found) return { day, open: found.open, close: found.close, isWorking: found.isWorking };
    if (workHours.length === 0 && fallback)
      return { day, open: fallback.open, close: fallback.close, isWorking: true };
    return { day, open: '00:00', close: '00:00', isWorking: false };
  });
}

/**
 * The instant the branch next starts a shift after `now` (while open: the shift after this one),
 * e.g. to pause it "until it next opens". null when it has no working day, or is open round the
 * clock.
 */
export function nextOpeningAt(workHours: Hours, now: Date): Date | null {
  const minute = minuteOfWeek(now);
  const next = shifts(workHours, now).find(([start]) => start > minute);
  if (!next) return null;
  const thisMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(thisMinute + (next[0] - minute) * 60_000);
}
