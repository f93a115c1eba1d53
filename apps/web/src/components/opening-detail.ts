import type { useT } from '@dastarkhan/client';
import type { Language, Weekday } from '@dastarkhan/domain';

type T = ReturnType<typeof useT>['t'];

/** When a closed place opens next: a weekday and a wall-clock time, `inDays` from today. */
export interface NextOpening {
  day: Weekday;
  time: string;
  inDays: number;
}

function dayName(t: T, lang: Language, day: Weekday) {
  const name = t(`weekday.${day}`);
  // Mid-sentence in Russian a weekday is written in lower case ("откроется: понедельник").
  return lang === 'ru' ? name.toLocaleLowerCase('ru') : name;
}

/** "opens today at 10:00", "opens tomorrow at 10:00", "opens Monday 10:00". */
export function opensAtText(t: T, lang: Language, { day, time, inDays }: NextOpening): string {
  if (inDays === 0) return t('branches.opensToday', { time });
  if (inDays === 1) return t('branches.opensTomorrow', { time });
  return t('branches.opensOn', { day: dayName(t, lang, day), time });
}
