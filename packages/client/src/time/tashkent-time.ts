import type { Language } from '@dastarkhan/domain';
import { TIMEZONE } from '@dastarkhan/domain/client';

// Times (orders, notifications) on the merchant's clock (Asia/Tashkent), whatever the device's time zone. Intl
// gives only the numbers (in every ICU build); the words are ours, because browsers' ICU data
// for Uzbek differ (some write "M11" for November).
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
