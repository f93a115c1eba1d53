import type { Language } from '@dastarkhan/domain';

// Day chips of the booking form, composed by hand from the YYYY-MM-DD the server sends (Tashkent
// days): browsers' ICU data for Uzbek differ, and the device's time zone must not shift a day.

const WEEKDAYS: Record<Language, readonly string[]> = {
  uz: ['Ya', 'Du', 'Se', 'Ch', 'Pa', 'Ju', 'Sh'],
  ru: ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'],
  eng: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

const MONTHS: Record<Language, readonly string[]> = {
  uz: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avg', 'sen', 'okt', 'noy', 'dek'],
  ru: ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  eng: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

function parts(day: string) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay(), month, date };
}

/** "24 Nov" / "24 ноя" / "24-noy". */
export function shortDate(day: string, lang: Language): string {
  const { month, date } = parts(day);
  const name = MONTHS[lang][month - 1] ?? '';
  return lang === 'uz' ? `${date}-${name}` : `${date} ${name}`;
}

/** The chip's two lines: "Today"/"Tomorrow" for the first two days, else the weekday; and the date. */
export function dayChip(
  day: string,
  index: number,
  lang: Language,
  words: { today: string; tomorrow: string },
): { top: string; bottom: string } {
  const top =
    index === 0 ? words.today : index === 1 ? words.tomorrow : (WEEKDAYS[lang][parts(day).weekday] ?? '');
  return { top, bottom: shortDate(day, lang) };
}
