import type { Language } from '@dastarkhan/domain';

const TIME_ZONE = 'Asia/Tashkent';
const LOCALE: Record<Language, string> = { uz: 'uz-Latn-UZ', ru: 'ru-RU', eng: 'en-GB' };

/** "14:05" on the Tashkent clock. */
export function timeOf(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** "25 Nov, 14:05" on the Tashkent clock. */
export function dateTimeOf(iso: string, lang: Language): string {
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
