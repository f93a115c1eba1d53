import type { Language } from '@dastarkhan/domain';
import { TIMEZONE } from '@dastarkhan/domain/client';

// Times on the merchant's clock (Asia/Tashkent), whatever the device's time zone: the storefront's
// orders and notifications, the console's boards, inboxes and tickets. Intl gives only the numbers
// (in every ICU build); the words are ours, because browsers' ICU data for Uzbek differ (some
// write "M11" for November).
const MONTHS: Record<Language, readonly string[]> = {
  uz: [
    'yanvar',
    'fevral',
    'mart',
    'aprel',
    'may',
    'iyun',
    'iyul',
    'avgust',
    'sentabr',
    'oktabr',
    'noyabr',
    'dekabr',
  ],
  // Genitive, as a date is read: "12 мая".
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  eng: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const UZ_WEEKDAYS = ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'];
const LOCALE: Record<Language, string> = { uz: 'uz-Latn-UZ', ru: 'ru-RU', eng: 'en-GB' };

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface Clock {
  year: number;
  month: number;
  day: number;
  time: string;
}

function tashkent(date: Date): Clock {
  const values: Record<string, string> = {};
  for (const part of parts.formatToParts(date)) values[part.type] = part.value;
  return {
    year: Number(values.year),
    month: Number(values.month),
    day: Number(values.day),
    time: `${values.hour}:${values.minute}`,
  };
}

/**
 * "12 May, 14:05" / "12 мая, 14:05" / "12-may, 14:05"; the year only when it is not this year
 * (in Tashkent). '' for a bad date.
 */
export function formatTashkentDate(iso: string, lang: Language, now: number = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const at = tashkent(date);
  const month = MONTHS[lang][at.month - 1];
  const year = at.year === tashkent(new Date(now)).year ? '' : ` ${at.year}`;
  const day = lang === 'uz' ? `${at.day}-${month}` : `${at.day} ${month}`;
  return `${day}${year}, ${at.time}`;
}

/** "14:05" in Tashkent; '' for a bad date. */
export function formatTashkentTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : tashkent(date).time;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "25.11.2026 19:30" in Tashkent (tickets, a customer's past orders); '' for a bad date. */
export function formatTashkentNumeric(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const at = tashkent(date);
  return `${pad(at.day)}.${pad(at.month)}.${at.year} ${at.time}`;
}

/** A Tashkent day `YYYY-MM-DD` as "Thursday, 26 November" / "26-noyabr, payshanba". */
export function formatTashkentDay(day: string, lang: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (lang === 'uz') {
    return `${date.getUTCDate()}-${MONTHS.uz[date.getUTCMonth()]}, ${UZ_WEEKDAYS[date.getUTCDay()]}`;
  }
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(date);
}

/** Today on the Tashkent clock, `YYYY-MM-DD`. */
export function tashkentToday(now: Date = new Date()): string {
  const at = tashkent(now);
  return `${at.year}-${pad(at.month)}-${pad(at.day)}`;
}

/** Whole minutes from `iso` to `now` (never below 0: a phone's clock may run behind). */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}
