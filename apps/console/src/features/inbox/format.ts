import type { Language } from '@dastarkhan/domain';

const TIME_ZONE = 'Asia/Tashkent';
const LOCALE: Record<Language, string> = { uz: 'uz-Latn-UZ', ru: 'ru-RU', eng: 'en-GB' };

/** "14:05" on the Tashkent clock. */
export function timeOf(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

// Browsers' Uzbek date names are often missing (a build without that locale prints "M11"),
// so Uzbek day and month names are written out here.
const UZ_MONTHS = [
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
];
const UZ_WEEKDAYS = ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'];

/** The Tashkent wall clock of an instant: a Date whose UTC fields are Tashkent's (UTC+5, no DST). */
const tashkentFields = (iso: string) => new Date(new Date(iso).getTime() + 5 * 3_600_000);

/** "25 Nov, 14:05" on the Tashkent clock. */
export function dateTimeOf(iso: string, lang: Language): string {
  if (lang === 'uz') {
    const d = tashkentFields(iso);
    return `${d.getUTCDate()}-${UZ_MONTHS[d.getUTCMonth()]}, ${timeOf(iso)}`;
  }
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A Tashkent day `YYYY-MM-DD` as "Thursday, 26 November". */
export function dayOf(day: string, lang: Language): string {
  if (lang === 'uz') {
    const d = new Date(`${day}T00:00:00Z`);
    return `${d.getUTCDate()}-${UZ_MONTHS[d.getUTCMonth()]}, ${UZ_WEEKDAYS[d.getUTCDay()]}`;
  }
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Today on the Tashkent clock, `YYYY-MM-DD`. */
export function tashkentToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** Whole minutes since `iso` (never negative). */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
}

/** `998901234567` → `+998 90 123 45 67`; anything else as it is. */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const m = /^998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return m ? `+998 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

/** The `tel:` link of a phone. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+${digits}`}`;
}
