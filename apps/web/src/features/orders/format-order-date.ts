import type { Language } from '@dastarkhan/domain';

// Order times on the merchant's clock (Asia/Tashkent), whatever the device's time zone.
const TIME_ZONE = 'Asia/Tashkent';
const LOCALE: Record<Language, string> = { uz: 'uz', ru: 'ru', eng: 'en-GB' };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(lang: Language, withYear: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'short',
      ...(withYear && { year: 'numeric' }),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
}

const yearFormat = new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' });

/** "12 May, 14:05"; the year only when it is not this year (in Tashkent). '' for a bad date. */
export function formatOrderDate(iso: string, lang: Language, now: number = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const withYear = yearFormat.format(date) !== yearFormat.format(now);
  return formatFor(lang, withYear).format(date);
}
