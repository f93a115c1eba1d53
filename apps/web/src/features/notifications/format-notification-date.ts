import type { Language } from '@dastarkhan/domain';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** The merchant's clock (Tashkent), in the interface language: "1 May 2024, 15:00". */
export function formatNotificationDate(iso: string, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'eng' ? 'en' : lang, {
      timeZone: 'Asia/Tashkent',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formats.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
